import type { FastifyRequest } from 'fastify';

/**
 * `deviceId` is the random id the player site keeps in its browser (header X-Device-Id). The client
 * chooses it, so it only links accounts in the staff risk view; it never grants or keys anything.
 */
export type RequestClient = { ip: string; userAgent: string | null; deviceId?: string | null };

const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function clientOf(request: FastifyRequest): RequestClient {
  const userAgent = request.headers['user-agent'];
  const deviceId = request.headers['x-device-id'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    deviceId: typeof deviceId === 'string' && deviceIdPattern.test(deviceId) ? deviceId : null,
  };
}

/** `Authorization: Bearer <token>`; nothing else carries a session (no cookies, so no CSRF). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1];
}
