import { QueryCache, QueryClient } from '@tanstack/react-query';
import { permissionQueryKey } from '../features/system/api/get-permission';
import { ApiError } from '../lib/api-client';

const maxRetries = 2;

/** Client errors will not get better by retrying; network and server errors might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // Any call refused for maintenance or region means the status changed: re-check permission.
        if (
          error instanceof ApiError &&
          (error.code === 'system_maintenance' || error.code === 'access_restricted')
        ) {
          void queryClient.invalidateQueries({ queryKey: permissionQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
  return queryClient;
}
