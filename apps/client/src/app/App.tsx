import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import { NoticesProvider } from '../ui/Notices';
import { apolloClient } from './apollo';
import { router } from './router';
import { UpdateNotice } from './UpdateNotice';

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <NoticesProvider navigate={(to) => void router.navigate(to)}>
        <RouterProvider router={router} />
        <UpdateNotice />
      </NoticesProvider>
    </ApolloProvider>
  );
}
