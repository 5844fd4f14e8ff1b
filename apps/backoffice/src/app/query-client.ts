import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { useSessionStore } from '../lib/session-store';

const maxRetries = 2;

/** Client errors will not get better by retrying; network and server errors might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * What an error means for the session: the token is no longer good (expired, ended by an admin,
 * account disabled), or the server wants the password changed before anything else.
 */
export function sessionEffectOf(error: unknown): 'expired' | 'passwordChangeRequired' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'unauthorized') return 'expired';
  if (error.code === 'password_change_required') return 'passwordChangeRequired';
  return null;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => applySessionEffect(error) }),
    mutationCache: new MutationCache({ onError: (error) => applySessionEffect(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  function applySessionEffect(error: unknown): void {
    const session = useSessionStore.getState();
    if (!session.token) return;
    const effect = sessionEffectOf(error);
    if (effect === 'expired') {
      session.end('expired');
      // After the render that leaves the signed-in screens, so no query refetches with the old token.
      queueMicrotask(() => queryClient.clear());
    } else if (effect === 'passwordChangeRequired') {
      session.requirePasswordChange();
    }
  }
  return queryClient;
}
