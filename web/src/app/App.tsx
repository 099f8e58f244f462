import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/queryClient.ts';
import { router } from './router.tsx';
import { SuspensionGate } from './AccountSuspended.tsx';

/** Providers around the router; a suspended account's screen replaces it (AccountSuspended.tsx). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SuspensionGate>
        <RouterProvider router={router} />
      </SuspensionGate>
    </QueryClientProvider>
  );
}
