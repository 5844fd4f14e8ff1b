import { z } from 'zod';
import { memberTypeSchema } from './auth.js';

export const staffRoles = ['admin', 'finance', 'customerService', 'content', 'risk'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffSummary = z.infer<typeof staffSummarySchema>;

export const staffLoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Six digits from the staff member's authenticator app (RFC 6238, 30 s steps). */
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const staffLoginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staff: staffSummarySchema,
  /** A new account's temporary password must be replaced before anything else works. */
  passwordChangeRequired: z.boolean(),
});
export const staffMeResponseSchema = z.object({
  staff: staffSummarySchema,
  passwordChangeRequired: z.boolean(),
});
export const staffChangePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(12).max(128),
});
export const staffTotpResetResponseSchema = z.object({ totpSecret: z.string(), totpUri: z.string() });
export const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const staffCreateRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9._-]{2,31}$/),
  displayName: z.string().trim().min(1).max(60),
  role: staffRoleSchema,
});
/** Shown once to the admin who created the account; never stored in plain text or shown again. */
export const staffCreatedResponseSchema = z.object({
  staff: staffSummarySchema,
  temporaryPassword: z.string(),
  totpSecret: z.string(),
  totpUri: z.string(),
});
export const staffUpdateRequestSchema = z.object({
  role: staffRoleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const memberStatusSchema = z.enum(['active', 'locked', 'disabled']);

export const adminMemberSummarySchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: memberTypeSchema,
  status: memberStatusSchema,
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
  uplineAccount: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});

export const adminMemberSearchQuerySchema = pageQuerySchema.extend({
  query: z.string().trim().max(64).optional(),
  status: memberStatusSchema.optional(),
});
export const adminMemberSearchResponseSchema = z.object({
  members: z.array(adminMemberSummarySchema).max(100),
  pageInfo: pageInfoSchema,
});

export const adminMemberDetailSchema = adminMemberSummarySchema.extend({
  lockedUntil: z.string().nullable(),
  failedLoginCount: z.number().int(),
  activeSessions: z
    .array(z.object({ id: z.string(), ip: z.string(), createdAt: z.string(), lastSeenAt: z.string() }))
    .max(50),
  knownIps: z.array(z.string()).max(50),
});

export const adminMemberActionRequestSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const adminPasswordResetResponseSchema = z.object({ temporaryPassword: z.string() });

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'outbox']),
  createdAt: z.string(),
});
export const outboxQuerySchema = pageQuerySchema.extend({
  channel: z.enum(['email', 'sms']).optional(),
  recipient: z.string().trim().max(100).optional(),
});
export const outboxResponseSchema = z.object({
  messages: z.array(outboxMessageSchema).max(100),
  pageInfo: pageInfoSchema,
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorType: z.enum(['staff', 'member', 'system', 'cli']),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export const auditQuerySchema = pageQuerySchema.extend({
  action: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(64).optional(),
});
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema).max(100),
  pageInfo: pageInfoSchema,
});
