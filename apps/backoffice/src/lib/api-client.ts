import type { ErrorCode } from '@gaming/contracts/error-codes';
import { readStorage, storageKeys } from './storage';

/**
 * Codes are snake_case identifiers; a code the app has no text for still shows a translated generic
 * message. A unit test checks every contract code has its EN and NE text.
 */
const errorCodePattern = /^[a-z][a-z0-9_]{1,63}$/;

/** Codes the client adds for failures that never reached a server reply. */
export const clientErrorCodes = ['network_error', 'unknown_error'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed API call in the one error shape of the server; `code` is translated as `errors.<code>`. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly requestId: string | null;
  readonly issues: FieldIssue[];
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    code: ApiErrorCode;
    status: number;
    message: string;
    requestId?: string | null;
    issues?: FieldIssue[];
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

const maxIssues = 50;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isKnownCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && errorCodePattern.test(value);
}

function fallbackCodeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'service_unavailable';
  if (status >= 500) return 'internal_error';
  if (status >= 400) return 'bad_request';
  return 'unknown_error';
}

function parseIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((issue): issue is FieldIssue => isRecord(issue) && typeof issue.path === 'string')
    .slice(0, maxIssues)
    .map((issue) => ({ path: issue.path, message: typeof issue.message === 'string' ? issue.message : '' }));
}

/**
 * Turns a non-2xx reply into an ApiError. A body that is not the error shape (a proxy's HTML page,
 * an unknown code) still yields a translatable code derived from the HTTP status.
 */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error) {
    return new ApiError({ code: fallbackCodeForStatus(status), status, message: `HTTP ${status}` });
  }
  const retryAfter = error.retryAfterSeconds;
  return new ApiError({
    code: isKnownCode(error.code) ? error.code : fallbackCodeForStatus(status),
    status,
    message: typeof error.message === 'string' ? error.message : `HTTP ${status}`,
    requestId: typeof error.requestId === 'string' ? error.requestId : null,
    issues: parseIssues(error.issues),
    retryAfterSeconds: typeof retryAfter === 'number' && retryAfter >= 0 ? retryAfter : null,
  });
}

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Fills `:name` segments of a route path; a missing or empty parameter is a programming error. */
export function resolvePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(resolvePath(route.path, options.params), options.query), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: 'network_error', status: 0, message: 'network error' });
  }
  const body = await readJson(response);
  if (!response.ok) throw parseErrorBody(response.status, body);
  if (body === null && route.method === 'GET') {
    throw new ApiError({ code: 'unknown_error', status: response.status, message: 'empty or invalid JSON' });
  }
  return (body ?? undefined) as T;
}

export function errorCodeOf(error: unknown): ApiErrorCode {
  return error instanceof ApiError ? error.code : 'unknown_error';
}
