import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST } from '@ullage/domain/constants';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { styleNonce } from '../lib/csp';
import { useColorScheme } from '../lib/theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const [scheme] = useColorScheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* spec 000 §9: toasts top-right, closing after 5 s unless a caller keeps them open. */}
      <ToastContainer position={TOAST.position} autoClose={TOAST.autoCloseMs} theme={scheme} newestOnTop nonce={styleNonce} />
    </QueryClientProvider>
  );
}
