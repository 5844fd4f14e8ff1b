import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';
import { maxPathParamLength, rawSecurityHeaders } from './protocol-limits.js';

/**
 * Fastify's frameworkErrors: the router refused the URL before any hook ran, so neither the security
 * headers nor the request id header are set yet. A path parameter that is not percent-encoded UTF-8
 * ('%', '%zz', an encoded lone surrogate) is the client's error: 400 in the one error shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers({ ...rawSecurityHeaders, 'x-request-id': request.id });
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send(errorBody('bad_request', request.id, 'The address is not valid.'));
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = `A path parameter is longer than ${maxPathParamLength} characters.`;
    reply.code(414).send(errorBody('bad_request', request.id, message));
    return;
  }
  request.log.error({ err: error }, 'router error');
  reply.code(500).send(errorBody('internal_error', request.id));
}
