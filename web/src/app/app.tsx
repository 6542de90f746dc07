import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
// From 'react-router' rather than 'react-router/dom': the two can resolve to different copies of
// the router under Node (the unit tests), and this app never asks for flushSync navigations.
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
}

/** The whole application: providers around the router. One router per mounted app. */
export function App({ queryClient }: AppProps) {
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
