import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api/errors.ts';

/** Shared TanStack Query client: no retries on 4xx (they will not get better), one on others. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
});
