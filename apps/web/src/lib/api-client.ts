import {
  ApiError,
  buildUrl,
  fetchJson,
  type HttpMethod,
  parseErrorBody,
  type QueryValue,
  readJson,
} from '@gaming/contracts/api-client-core';
import { deviceId } from './device-id';
import { sessionToken, useSessionStore } from './session';
import { yieldToMain } from './yield-to-main';

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
  // The first render's effects start most of the page's requests at once: each sends from a task of its
  // own rather than all in the one that commits the page.
  await yieldToMain();
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

/**
 * POSTs a multipart form (fields and files: the JSON client cannot carry files) to the same-origin API,
 * with the session token and device id like apiRequest; throws ApiError on any failure, and a 401
 * `unauthorized` to a call that carried the token ends the session here.
 */
export async function apiMultipart<T>(path: string, form: FormData): Promise<T> {
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-device-id': deviceId(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError({ code: 'network_error', status: 0, message: 'network error' });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = parseErrorBody(response.status, body);
    if (token && error.status === 401 && error.code === 'unauthorized' && sessionToken() === token)
      useSessionStore.getState().clear();
    throw error;
  }
  if (body === null)
    throw new ApiError({ code: 'unknown_error', status: response.status, message: 'empty or invalid JSON' });
  return body as T;
}
