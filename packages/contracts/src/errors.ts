import { z } from 'zod';

/**
 * Stable error codes. The web app translates `errors.<code>`; the message in a reply is an English
 * fallback for API users. Never rename a code: clients depend on it.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'system_maintenance',
  'access_restricted',
  'service_unavailable',
  'internal_error',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      requestId: z.string(),
      issues: z.array(fieldIssueSchema).max(50).optional(),
      retryAfterSeconds: z.number().int().nonnegative().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
