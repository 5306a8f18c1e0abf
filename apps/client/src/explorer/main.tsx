import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { explorerFetcher, signedInToken } from './explorer-fetcher';
import './explorer.css';

const WELCOME = `# Gatherly's GraphQL API. Schema: the Docs button on the left; subscriptions run over graphql-ws.
# Signed in to Gatherly in this browser, the Headers tab below already holds your access token.
query Me {
  me {
    username
    full_name
  }
}
`;

/** `?query=` opens the explorer on that operation (a link to share one). */
const params = new URLSearchParams(window.location.search);
const token = await signedInToken();

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={explorerFetcher(window.location)}
      defaultQuery={WELCOME}
      initialQuery={params.get('query') ?? undefined}
      initialHeaders={token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : undefined}
      defaultEditorToolsVisibility={token ? 'headers' : true}
      isHeadersEditorEnabled
    >
      <GraphiQL.Logo>Gatherly</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
