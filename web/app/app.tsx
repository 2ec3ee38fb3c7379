import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AppToaster } from './app-toaster.tsx';
import { AuthGate } from './auth-gate.tsx';

/** The whole web app. `main.tsx` and tests pass the query client; tests wrap it in a memory-location Router. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthGate />
      <AppToaster />
    </QueryClientProvider>
  );
}
