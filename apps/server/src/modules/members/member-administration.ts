import { randomBytes } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { AuthService } from '../auth/auth-service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { SessionService } from '../auth/session-service.js';
import { maskEmail, maskMobile } from './member-info.js';
import type { MemberRow, MemberSearch } from './members-repository.js';
import type { MembersService } from './members-service.js';

function summary(row: MemberRow, uplineAccount: string | null) {
  return {
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type as 0 | 1 | 2 | 4 | 41 | 42,
    status: row.status,
    mobileMasked: maskMobile(row.country_dialing_code, row.mobile_number),
    emailMasked: maskEmail(row.email),
    uplineAccount,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

/** What staff do to member accounts (back office): search, inspect, lock, reset, end sessions. */
export class MemberAdministration {
  constructor(
    private readonly members: MembersService,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditService,
  ) {}

  async search(filter: MemberSearch) {
    const { rows, total } = await this.members.search(filter);
    return {
      members: rows.map((row) => summary(row, row.upline_username)),
      pageInfo: { page: filter.page, pageSize: filter.pageSize, total },
    };
  }

  private async requireMember(id: string): Promise<MemberRow> {
    const member = await this.members.findById(id);
    if (!member) throw new AppError('not_found');
    return member;
  }

  async detail(id: string) {
    const member = await this.requireMember(id);
    const [uplineAccount, sessions, knownIps, throttle] = await Promise.all([
      this.members.uplineUsername(member.upline_member_id),
      this.sessions.listOf(member.id),
      this.auth.knownIps(member.id),
      this.throttle.stateOf({ scope: 'account', subject: member.username.toLowerCase() }),
    ]);
    return {
      ...summary(member, uplineAccount),
      lockedUntil:
        throttle.lockedUntil && throttle.lockedUntil > new Date() ? throttle.lockedUntil.toISOString() : null,
      failedLoginCount: throttle.failureCount,
      activeSessions: sessions.map((session) => ({
        id: session.id,
        ip: session.ip ?? '',
        createdAt: new Date(session.created_at).toISOString(),
        lastSeenAt: new Date(session.last_seen_at).toISOString(),
      })),
      knownIps,
    };
  }

  async setLocked(id: string, locked: boolean, reason: string, actor: AuditActor) {
    const member = await this.requireMember(id);
    const status = locked ? 'locked' : 'active';
    await this.members.setStatus(member.id, status);
    if (locked) await this.sessions.revokeAllOf(member.id);
    else await this.throttle.clear([{ scope: 'account', subject: member.username.toLowerCase() }]);
    await this.audit.record(actor, {
      action: locked ? 'member.lock' : 'member.unlock',
      targetType: 'member',
      targetId: member.id,
      before: { status: member.status },
      after: { status, reason },
    });
    return this.detail(member.id);
  }

  /** A temporary password the member must replace at the next login; all their sessions end. */
  async resetPassword(id: string, reason: string, actor: AuditActor) {
    const member = await this.requireMember(id);
    const temporaryPassword = `${randomBytes(6).toString('base64url')}7a`;
    await this.members.setPassword(member.id, temporaryPassword, { mustChange: true });
    await this.sessions.revokeAllOf(member.id);
    await this.audit.record(actor, {
      action: 'member.password.reset_by_staff',
      targetType: 'member',
      targetId: member.id,
      after: { reason },
    });
    return { temporaryPassword };
  }

  async endSessions(id: string, reason: string, actor: AuditActor) {
    const member = await this.requireMember(id);
    const ended = await this.sessions.revokeAllOf(member.id);
    await this.audit.record(actor, {
      action: 'member.sessions.end',
      targetType: 'member',
      targetId: member.id,
      after: { ended, reason },
    });
    return this.detail(member.id);
  }
}
