import type { FastifyRequest } from 'fastify';

export type RequestClient = { ip: string; userAgent: string | null };

export function clientOf(request: FastifyRequest): RequestClient {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null };
}

/** `Authorization: Bearer <token>`; nothing else carries a session (no cookies, so no CSRF). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1];
}
