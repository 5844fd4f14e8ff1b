import { z } from 'zod';
import { errorCodes } from './error-codes.js';

export { type ErrorCode, errorCodes } from './error-codes.js';

export const errorCodeSchema = z.enum(errorCodes);

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
      /** Set on a failed login when the next attempt must carry a captcha (spec §4). */
      captchaRequired: z.boolean().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
