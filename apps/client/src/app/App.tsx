import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { NoticesProvider } from '../ui/Notices';
import { apolloClient } from './apollo';
import { router } from './router';
import { UpdateNotice } from './UpdateNotice';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <NoticesProvider navigate={(to) => void router.navigate(to)}>
          <RouterProvider router={router} />
          <UpdateNotice />
        </NoticesProvider>
      </ApolloProvider>
    </I18nProvider>
  );
}
