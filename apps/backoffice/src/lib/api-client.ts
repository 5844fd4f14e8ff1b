import {
  ApiError,
  buildUrl,
  fetchJson,
  type HttpMethod,
  type QueryValue,
  resolvePath,
} from '@gaming/contracts/api-client-core';
import { readStorage, storageKeys } from './storage';

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
  resolvePath,
} from '@gaming/contracts/api-client-core';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
}

export interface RequestOptions {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** The staff session token (sessionStorage `adminToken`), sent as a bearer token on every call. */
export function authorizationHeaders(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * Calls one back-office operation of the same-origin API; throws ApiError on any failure. A reply
 * without a body (204) resolves to undefined, except for GET, where a body is the point.
 */
export async function apiRequest<T>(route: ApiRoute, options: RequestOptions = {}): Promise<T> {
  const { status, body } = await fetchJson(
    route.method,
    buildUrl(resolvePath(route.path, options.params), options.query),
    {
      headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
      body: options.body,
      signal: options.signal,
    },
  );
  if (body === null && route.method === 'GET') {
    throw new ApiError({ code: 'unknown_error', status, message: 'empty or invalid JSON' });
  }
  return (body ?? undefined) as T;
}
