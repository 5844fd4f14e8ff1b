import type { ErrorCode } from './error-codes.js';

/**
 * The browser side of the API's one error shape, shared by the player site and the back office.
 * Zod-free on purpose: it sits in every page's first chunk. Each app wraps `fetch` with its own session
 * handling around these pieces.
 */

/** Codes are snake_case identifiers; a code a client has no text for still gets a generic message. */
const errorCodePattern = /^[a-z][a-z0-9_]{1,63}$/;
const maxIssues = 50;

/** Codes a client adds for failures that never reached a server reply. */
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
  /** The whole reply, for the few errors that carry more than the error shape (contract_conflict's list). */
  readonly body: unknown;

  constructor(init: {
    code: ApiErrorCode;
    status: number;
    message: string;
    requestId?: string | null;
    issues?: FieldIssue[];
    retryAfterSeconds?: number | null;
    captchaRequired?: boolean;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.captchaRequired = init.captchaRequired ?? false;
    this.body = init.body ?? null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorCode(value: unknown): value is ErrorCode {
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
    code: isErrorCode(error.code) ? error.code : fallbackCodeForStatus(status),
    status,
    message: typeof error.message === 'string' ? error.message : `HTTP ${status}`,
    requestId: typeof error.requestId === 'string' ? error.requestId : null,
    issues: parseIssues(error.issues),
    retryAfterSeconds: typeof retryAfter === 'number' && retryAfter >= 0 ? retryAfter : null,
    captchaRequired: error.captchaRequired === true,
    body,
  });
}

export type QueryValue = string | number | boolean | null | undefined;

/** Appends the query; unset and empty values are left out (an empty filter means no filter). */
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

/** The reply's JSON, or null for an empty or non-JSON body. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One JSON call to the same-origin API with the given extra headers; throws ApiError on any failure
 * (a lost connection becomes `network_error`; an abort stays an abort).
 */
export async function fetchJson(
  method: HttpMethod,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; signal?: AbortSignal | undefined },
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: 'network_error', status: 0, message: 'network error' });
  }
  const body = await readJson(response);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return { status: response.status, body };
}

export function errorCodeOf(error: unknown): ApiErrorCode {
  return error instanceof ApiError ? error.code : 'unknown_error';
}
