import { randomBytes } from 'node:crypto';
import { type StaffPermission, staffPermissions } from '@gaming/contracts/admin-api-routes';
import { isPersonalPassword } from '@gaming/contracts/password-policy';
import type { StaffRole, StaffSummary } from '@gaming/contracts/staff';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../platform/security/passwords.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import { sessionNeedsTouch, sessionTouchIntervalMs } from '../../platform/security/session-touch.js';
import { hashToken, newOpaqueToken } from '../../platform/security/tokens.js';
import { matchTotp, newTotpSecret, totpUri } from '../../platform/security/totp.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { isCommonPassword } from '../auth/password-policy.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffRepository, StaffRow } from './staff-repository.js';

const staffSessionHours = 12;
const maximumStaff = 500;
const totpIssuer = 'Gaming Back Office';

export type StaffContext = { staff: StaffRow; sessionId: string; token: string };

function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}

export function staffActor(staff: StaffRow, client: RequestClient): AuditActor {
  return { type: 'staff', id: staff.id, name: staff.username, ip: client.ip };
}

export function toStaffSummary(row: StaffRow): StaffSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role as StaffRole,
    status: row.status,
    totpEnrolled: true,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Staff accounts: password plus mandatory TOTP, short sessions, roles, every action audited. */
/**
 * Why a staff member's new password is refused, as a message key the back office translates: the same as
 * the current one, the staff member's own name, or one of the common passwords (ASVS 5.0 §6.2.4 and
 * §6.2.11 hold for staff as for members; their own length floor of 12 is in the request schema).
 */
function staffPasswordRefusal(
  staff: { username: string; display_name: string },
  input: { oldPassword: string; newPassword: string },
): string | undefined {
  if (input.oldPassword === input.newPassword) return 'validation.samePassword';
  if (isPersonalPassword(input.newPassword, [staff.username, staff.display_name]))
    return 'validation.passwordPersonal';
  if (isCommonPassword(input.newPassword)) return 'validation.passwordCommon';
  return undefined;
}

export class StaffService {
  constructor(
    private readonly repository: StaffRepository,
    private readonly secrets: SecretBox,
    private readonly throttle: LoginThrottle,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** Staff id -> account name (for "created by" in other modules' lists; at most 500 ids). */
  usernamesOf(ids: readonly string[]): Promise<Map<string, string>> {
    return this.repository.usernames(ids);
  }

  /** A staff member's account name (for "created by" in other modules' lists), or null. */
  async usernameOf(id: string | null): Promise<string | null> {
    if (!id) return null;
    return (await this.repository.findById(id))?.username ?? null;
  }

  async create(input: { username: string; displayName: string; role: StaffRole }, actor: AuditActor) {
    if (await this.repository.findByUsername(input.username)) throw new AppError('username_taken');
    const password = temporaryPassword();
    const secret = newTotpSecret();
    const row = await this.repository.insert({
      ...input,
      passwordHash: await hashPassword(password),
      totpSecretSealed: this.secrets.seal(secret),
    });
    await this.audit.record(actor, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: row.id,
      after: { username: row.username, role: row.role },
    });
    return {
      staff: toStaffSummary(row),
      temporaryPassword: password,
      totpSecret: secret,
      totpUri: totpUri(secret, row.username, totpIssuer),
    };
  }

  async login(input: { username: string; password: string; totpCode: string }, client: RequestClient) {
    const subjects = [
      { scope: 'staff' as const, subject: input.username.toLowerCase() },
      { scope: 'ip' as const, subject: client.ip },
    ];
    await this.throttle.assertNotLocked(subjects);
    const staff = await this.repository.findByUsername(input.username);
    const passwordMatches = staff
      ? await verifyPassword(staff.password_hash, input.password)
      : await verifyAgainstDecoy(input.password);
    if (!staff || !passwordMatches) {
      await this.throttle.recordFailure(subjects);
      throw new AppError('invalid_credentials');
    }
    const step = matchTotp(this.secrets.open(staff.totp_secret_sealed), input.totpCode);
    if (step === undefined || !(await this.repository.claimTotpStep(staff.id, step))) {
      await this.throttle.recordFailure(subjects);
      throw new AppError('verification_code_invalid');
    }
    if (staff.status !== 'active') throw new AppError('account_disabled');
    await this.throttle.clear(subjects);
    return this.openSession(staff, client);
  }

  private async openSession(staff: StaffRow, client: RequestClient) {
    const now = new Date();
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + staffSessionHours * 3_600_000);
    const idleMinutes = this.settings.get('security').staffSessionIdleMinutes;
    await this.repository.insertSession({
      tokenHash: hashToken(token),
      staffId: staff.id,
      ip: client.ip,
      idleExpiresAt: new Date(now.getTime() + idleMinutes * 60_000),
      expiresAt,
    });
    await this.repository.update(staff.id, { last_login_at: now });
    await this.audit.record(staffActor(staff, client), {
      action: 'staff.login',
      targetType: 'staff',
      targetId: staff.id,
    });
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      staff: toStaffSummary(staff),
      passwordChangeRequired: staff.password_must_change,
    };
  }

  /** The staff member behind a token, with the permission checked; a forced password change blocks all else. */
  async authorize(
    token: string | undefined,
    permission: StaffPermission | 'signedIn' | 'changePassword',
  ): Promise<StaffContext> {
    if (!token) throw new AppError('unauthorized');
    const session = await this.liveSession(token);
    const staff = session ? await this.repository.findById(session.staff_id) : undefined;
    if (!session || !staff || staff.status !== 'active') throw new AppError('unauthorized');
    if (permission !== 'changePassword' && staff.password_must_change)
      throw new AppError('password_change_required');
    if (permission !== 'signedIn' && permission !== 'changePassword') {
      const allowed: readonly string[] = staffPermissions[permission];
      if (!allowed.includes(staff.role)) throw new AppError('forbidden');
    }
    return { staff, sessionId: session.id, token };
  }

  /** A token's live session, its idle expiry slid but written only when a touch interval stale (session-touch.ts). */
  private async liveSession(token: string) {
    const now = new Date();
    const session = await this.repository.findLiveSession(hashToken(token), now);
    if (!session) return undefined;
    const idleMs = this.settings.get('security').staffSessionIdleMinutes * 60_000;
    const slid = new Date(Math.min(now.getTime() + idleMs, session.expires_at.getTime()));
    const stored = { lastSeenAt: session.last_seen_at, idleExpiresAt: session.idle_expires_at };
    if (sessionNeedsTouch(stored, now, slid, sessionTouchIntervalMs(idleMs)))
      await this.repository.touchSession(session.id, now, slid);
    return session;
  }

  async logout(context: StaffContext, client: RequestClient): Promise<void> {
    await this.repository.deleteSession(hashToken(context.token));
    await this.audit.record(staffActor(context.staff, client), {
      action: 'staff.logout',
      targetType: 'staff',
      targetId: context.staff.id,
    });
  }

  async changePassword(
    context: StaffContext,
    input: { oldPassword: string; newPassword: string },
    client: RequestClient,
  ) {
    if (!(await verifyPassword(context.staff.password_hash, input.oldPassword)))
      throw new AppError('old_password_incorrect');
    const refusal = staffPasswordRefusal(context.staff, input);
    if (refusal)
      throw new AppError('validation_failed', undefined, [{ path: 'newPassword', message: refusal }]);
    await this.repository.update(context.staff.id, {
      password_hash: await hashPassword(input.newPassword),
      password_must_change: false,
    });
    await this.repository.deleteSessionsOf(context.staff.id, context.sessionId);
    await this.audit.record(staffActor(context.staff, client), {
      action: 'staff.password.change',
      targetType: 'staff',
      targetId: context.staff.id,
    });
  }

  async list(): Promise<StaffSummary[]> {
    return (await this.repository.list(maximumStaff)).map(toStaffSummary);
  }

  async update(
    id: string,
    changes: { role?: StaffRole | undefined; status?: 'active' | 'disabled' | undefined },
    context: StaffContext,
    client: RequestClient,
  ) {
    const target = await this.repository.findById(id);
    if (!target) throw new AppError('not_found');
    if (
      target.id === context.staff.id &&
      (changes.status === 'disabled' || (changes.role && changes.role !== 'admin'))
    ) {
      throw new AppError('forbidden', 'You cannot disable yourself or drop your own admin role.');
    }
    await this.repository.update(id, {
      ...(changes.role ? { role: changes.role } : {}),
      ...(changes.status ? { status: changes.status } : {}),
    });
    if (changes.status === 'disabled') await this.repository.deleteSessionsOf(id);
    const after = await this.repository.findById(id);
    await this.audit.record(staffActor(context.staff, client), {
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: { role: target.role, status: target.status },
      after: { role: after?.role, status: after?.status },
    });
    return toStaffSummary(after as StaffRow);
  }

  async resetTotp(id: string, context: StaffContext, client: RequestClient) {
    const target = await this.repository.findById(id);
    if (!target) throw new AppError('not_found');
    const secret = newTotpSecret();
    await this.repository.update(id, { totp_secret_sealed: this.secrets.seal(secret), totp_last_step: 0 });
    await this.repository.deleteSessionsOf(id);
    await this.audit.record(staffActor(context.staff, client), {
      action: 'staff.totp.reset',
      targetType: 'staff',
      targetId: id,
    });
    return { totpSecret: secret, totpUri: totpUri(secret, target.username, totpIssuer) };
  }
}
