import { QUERY_CACHE_TIME_MS } from '@backoffice/shared';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_TIME_MS,
        staleTime: 60_000,
        retry: (failureCount, error) => {
          const status = (error as { response?: { status?: number } }).response?.status;
          return status === undefined || status >= 500 ? failureCount < 2 : false;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The app's one query cache; the signed-in layout provides it to the screens. */
export const queryClient = createQueryClient();
