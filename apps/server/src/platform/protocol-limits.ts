import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from './errors.js';

/** The longest path parameter we accept: ids, codes and slugs are far shorter. */
export const maxPathParamLength = 200;

/**
 * What the router accepts, so a longer parameter still reaches our hooks (security headers, request id)
 * and is refused below in the one error shape; Node's header limit (16 KB) bounds the URL anyway.
 */
export const routerMaxParamLength = 16 * 1024;

/** 414 in the one error shape (code bad_request: the status says which limit). */
class UriTooLongError extends AppError {
  constructor() {
    super('bad_request', `A path parameter is longer than ${maxPathParamLength} characters.`);
  }

  override get statusCode(): number {
    return 414;
  }
}

/** Refuses an over-long path parameter after the security headers are set (register after helmet). */
export function registerPathParamLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const value of Object.values(params)) {
      if (typeof value === 'string' && value.length > maxPathParamLength) throw new UriTooLongError();
    }
  });
}

/**
 * The headers helmet sets, for the answers Node's HTTP parser makes us write before Fastify sees a
 * request: a JSON error, so the strictest policy fits.
 */
export const rawSecurityHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function statusOfParserError(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive.' };
  return { status: 400, message: 'The request could not be understood.' };
}

/**
 * Fastify's clientErrorHandler: Node's HTTP parser refused the bytes (headers over 16 KB: 431, a request
 * that never finished arriving: 408, anything unparsable: 400) before there was a request. We keep Node's
 * header limit (parsing more to refuse it ourselves would only cost memory) and answer in the one error
 * shape, with a fresh request id (the caller's header could not be read) and the security headers.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = statusOfParserError(error.code);
    const requestId = randomUUID();
    const body = JSON.stringify(errorBody('bad_request', requestId, message));
    const headers = {
      ...rawSecurityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'x-request-id': requestId,
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
