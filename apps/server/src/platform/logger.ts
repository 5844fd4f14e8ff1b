import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach the logs: credentials in headers and any password, token or code field in a
 * logged object are censored wherever they appear.
 */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.paymentPassword',
  '*.token',
  '*.verificationCode',
  '*.connectionString',
  '*.databaseUrl',
];

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        // Query strings may carry tokens (spec §4: token in URL); log the path only.
        url: request.url.split('?')[0],
        ip: request.ip,
      }),
    },
  };
}
