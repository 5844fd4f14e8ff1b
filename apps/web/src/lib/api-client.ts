import {
  ApiError,
  buildUrl,
  fetchJson,
  type HttpMethod,
  type QueryValue,
} from '@gaming/contracts/api-client-core';
import { deviceId } from './device-id';
import { sessionToken, useSessionStore } from './session';

export {
  ApiError,
  type ApiErrorCode,
  buildUrl,
  type ClientErrorCode,
  clientErrorCodes,
  errorCodeOf,
  type FieldIssue,
  type HttpMethod,
  parseErrorBody,
  type QueryValue,
} from '@gaming/contracts/api-client-core';

/**
 * Calls the same-origin JSON API; throws ApiError on any failure. With a session the token goes along
 * as `Authorization: Bearer`; a 401 `unauthorized` to a call that carried it ends the session here.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: { query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const token = sessionToken();
  try {
    const { status, body } = await fetchJson(method, buildUrl(path, options.query), {
      headers: {
        'x-device-id': deviceId(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: options.body,
      signal: options.signal,
    });
    if (body === null)
      throw new ApiError({ code: 'unknown_error', status, message: 'empty or invalid JSON' });
    return body as T;
  } catch (error) {
    const sessionEnded = error instanceof ApiError && error.status === 401 && error.code === 'unauthorized';
    if (token && sessionEnded && sessionToken() === token) useSessionStore.getState().clear();
    throw error;
  }
}

/** GET a JSON resource of the same-origin API; throws ApiError on any failure. */
export function apiGet<T>(
  path: string,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
): Promise<T> {
  return apiRequest<T>('GET', path, options);
}
