import { describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { CHAT_MESSAGES } from '@gatherly/schema';
import { i18n, t } from '../../../lib/i18n';
import { ChatContext, type ChatState } from '../connection/chat-context';
import { openOutbox } from '../connection/outbox';

// Parts that load style sheets, which node cannot, are drawn as nothing; the view is loaded after.
jest.mock('../../../ui/Avatar', () => ({ Avatar: () => null }));
jest.mock('./MessageBox', () => ({ MessageBox: () => null }));
jest.mock('./MessageList', () => ({ MessageList: () => null }));
jest.mock('../group/GroupSettingsDialog', () => ({ GroupSettingsDialog: () => null }));
jest.mock('../../../ui/button.css', () => ({}));
const { ConversationView } = jest.requireActual<typeof import('./ConversationView')>('./ConversationView');

const chat: ChatState = { typing: new Map(), setReading: () => undefined, typed: () => undefined, sent: () => undefined, kept: () => undefined, draft: () => '', watch: () => () => undefined, outbox: openOutbox(null), sendOutbox: () => undefined };

/** The conversation page as first drawn for the id of its address, with the operations it asked for. */
function render(id: string): { html: string; asked: string[] } {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    return new Observable(() => undefined);
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ChatContext.Provider value={chat}>
          <ConversationView id={id} />
        </ChatContext.Provider>
      </ApolloProvider>
    </I18nProvider>,
  );
  return { html, asked };
}

describe('ConversationView', () => {
  it('says at once that an address naming no conversation id has none, without asking the server', () => {
    for (const id of ['not-an-id', '42', "' OR 1=1 --"]) {
      const { html, asked } = render(id);
      expect(html).toContain(t(CHAT_MESSAGES.conversationNotFound));
      expect(asked).toEqual([]);
    }
  });

  it('loads a conversation named by its id', () => {
    expect(render('3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f').html).toContain('Loading the conversation…');
  });
});
