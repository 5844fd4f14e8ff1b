import { ApiError, type ApiErrorCode, errorCodeOf } from './api-client';

export interface ErrorDescription {
  code: ApiErrorCode;
  /** When the server says how long to wait (a locked account, a rate limit). */
  retryAfter: { unit: 'seconds' | 'minutes'; count: number } | null;
  /** Quoted to the lead engineer when something fails on the server. */
  requestId: string | null;
}

/** Under two minutes the wait is told in seconds, above in whole minutes rounded up. */
export function retryAfterOf(seconds: number | null): ErrorDescription['retryAfter'] {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 120) return { unit: 'seconds', count: Math.ceil(seconds) };
  return { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** What an error box shows: the translated code, the wait, and the request id of a server failure. */
export function describeError(error: unknown): ErrorDescription {
  const code = errorCodeOf(error);
  if (!(error instanceof ApiError)) return { code, retryAfter: null, requestId: null };
  return {
    code,
    retryAfter: retryAfterOf(error.retryAfterSeconds),
    requestId: error.status >= 500 ? error.requestId : null,
  };
}
