import type {
  adminMemberDetailSchema,
  adminMemberSearchResponseSchema,
  adminMemberSummarySchema,
  adminPasswordResetResponseSchema,
  auditEntrySchema,
  auditResponseSchema,
  outboxMessageSchema,
  outboxResponseSchema,
  StaffRole,
  StaffSummary,
  staffCreatedResponseSchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
  staffTotpResetResponseSchema,
} from '@gaming/contracts/staff';
import type { z } from 'zod';

/**
 * Reply types of the back-office API, inferred from the contracts' schemas. Type-only imports (zod is a
 * dev dependency for its types): the schemas and zod stay out of the bundle.
 */
export type { StaffRole, StaffSummary };
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;
export type StaffCreatedResponse = z.infer<typeof staffCreatedResponseSchema>;
export type StaffTotpResetResponse = z.infer<typeof staffTotpResetResponseSchema>;
export type StaffListResponse = { staff: StaffSummary[] };
export type AdminMemberSummary = z.infer<typeof adminMemberSummarySchema>;
export type AdminMemberSearchResponse = z.infer<typeof adminMemberSearchResponseSchema>;
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;
export type AdminPasswordResetResponse = z.infer<typeof adminPasswordResetResponseSchema>;
export type MemberStatus = AdminMemberSummary['status'];
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
export type OutboxChannel = OutboxMessage['channel'];
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** Runtime lists the screens need; a unit test keeps them equal to the contracts' enums. */
export const staffRoles = [
  'admin',
  'finance',
  'customerService',
  'content',
  'risk',
] as const satisfies readonly StaffRole[];
export const memberStatuses = ['active', 'locked', 'disabled'] as const satisfies readonly MemberStatus[];
export const outboxChannels = ['email', 'sms'] as const satisfies readonly OutboxChannel[];
