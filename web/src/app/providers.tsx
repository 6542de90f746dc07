import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { styleNonce } from '../lib/csp';
import { useColorScheme } from '../lib/theme';
import { Toasts } from '../lib/toast';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const [scheme] = useColorScheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* The toast container, mounted with the first toast (lib/toast.tsx). */}
      <Toasts theme={scheme} nonce={styleNonce} />
    </QueryClientProvider>
  );
}
