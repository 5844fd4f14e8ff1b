import type { ErrorCode } from '@gaming/contracts/errors';
import { sessionToken, useSessionStore } from './session';

/**
 * Codes are snake_case identifiers. The list itself is not imported: contracts/errors.ts also builds
 * zod schemas and would pull zod into the entry chunk. A code the app has no text for still shows
 * a translated generic message (ErrorState's default); a unit test checks every contract code has
 * its EN and NE text.
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
  /** A failed login whose next attempt must carry a captcha (spec §4). */
  readonly captchaRequired: boolean;

  constructor(init: {
    code: ApiErrorCode;
    status: number;
    message: string;
    requestId?: string | null;
    issues?: FieldIssue[];
    retryAfterSeconds?: number | null;
    captchaRequired?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.captchaRequired = init.captchaRequired ?? false;
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
    captchaRequired: error.captchaRequired === true,
  });
}

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: 'network_error', status: 0, message: 'network error' });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = parseErrorBody(response.status, body);
    if (token && error.status === 401 && error.code === 'unauthorized' && sessionToken() === token) {
      useSessionStore.getState().clear();
    }
    throw error;
  }
  if (body === null) {
    throw new ApiError({ code: 'unknown_error', status: response.status, message: 'empty or invalid JSON' });
  }
  return body as T;
}

/** GET a JSON resource of the same-origin API; throws ApiError on any failure. */
export function apiGet<T>(
  path: string,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

export function errorCodeOf(error: unknown): ApiErrorCode {
  return error instanceof ApiError ? error.code : 'unknown_error';
}
