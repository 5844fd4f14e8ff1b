import type { ErrorCode, ErrorResponse } from '@gaming/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  system_maintenance: 503,
  access_restricted: 403,
  service_unavailable: 503,
  internal_error: 500,
};

const defaultMessages: Record<ErrorCode, string> = {
  bad_request: 'The request could not be understood.',
  validation_failed: 'Some fields are not valid.',
  unauthorized: 'Not logged in.',
  forbidden: 'You may not do this.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Unsupported content type.',
  too_many_requests: 'Too many requests, retry later.',
  system_maintenance: 'The system is under maintenance.',
  access_restricted: 'Access is restricted from your location or IP.',
  service_unavailable: 'The service is temporarily unavailable.',
  internal_error: 'Unknown error.',
};

/** An error a service raises on purpose; its code reaches the client, its message is a safe fallback. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    readonly issues?: ErrorResponse['error']['issues'],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}

export function errorBody(
  code: ErrorCode,
  requestId: string,
  message: string = defaultMessages[code],
  extra: Pick<ErrorResponse['error'], 'issues' | 'retryAfterSeconds'> = {},
): ErrorResponse {
  return { error: { code, message, requestId, ...extra } };
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) mapped to our codes. */
function codeForFastifyError(error: FastifyError): ErrorCode | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'payload_too_large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported_media_type';
  if (error.statusCode === 429) return 'too_many_requests';
  if (error.statusCode === 404) return 'not_found';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'bad_request';
  return undefined;
}

function sendError(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  if (body.error.retryAfterSeconds !== undefined) reply.header('retry-after', body.error.retryAfterSeconds);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    const extra = { issues: error.issues, retryAfterSeconds: error.retryAfterSeconds };
    return sendError(reply, error.statusCode, errorBody(error.code, request.id, error.message, extra));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.slice(0, 50).map((issue) => ({
      path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
      message: issue.message ?? 'invalid',
    }));
    return sendError(reply, 400, errorBody('validation_failed', request.id, undefined, { issues }));
  }
  if (!isResponseSerializationError(error)) {
    const clientCode = codeForFastifyError(error);
    if (clientCode) return sendError(reply, statusByCode[clientCode], errorBody(clientCode, request.id));
  }
  // Anything else is our fault: log it whole, tell the client nothing about the internals.
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, errorBody('internal_error', request.id));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

export { statusByCode as errorStatusByCode };
