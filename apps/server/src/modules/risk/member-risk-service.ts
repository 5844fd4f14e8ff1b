import {
  type MemberFlag,
  type MemberRiskFigures,
  type MemberRiskResponse,
  memberRiskLimits,
} from '@gaming/contracts/member-risk';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SignInTraces } from '../auth/sign-in-traces.js';
import type { MembersService } from '../members/members-service.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { ProfitService } from '../wallet/profit-service.js';
import type { WithdrawalsService } from '../withdrawals/withdrawals-service.js';
import type { MemberRiskRepository } from './member-risk-repository.js';

const dayMs = 86_400_000;

type LinkedTrace = { memberId: string; via: 'ip' | 'device' | 'bank_account'; shared: string };

/** A bank account number shown to staff: only its last four characters. */
export function maskBankAccount(accountNumber: string): string {
  const compact = accountNumber.replace(/[ -]/g, '');
  return `•••• ${compact.slice(-4)}`;
}

function loginOf(entry: { ip: string | null; after: unknown; created_at: Date | string }) {
  const after = (typeof entry.after === 'object' && entry.after !== null ? entry.after : {}) as Record<
    string,
    unknown
  >;
  return {
    at: new Date(entry.created_at).toISOString(),
    ip: entry.ip,
    userAgent: typeof after.userAgent === 'string' ? after.userAgent : null,
    device: typeof after.device === 'string' ? after.device : null,
  };
}

/**
 * The member risk view (issue 14 #16): money in and out from the ledger, play from settled rounds,
 * sign-ins, accounts linked by IP, device or bank account, staff notes and flags. Read from each
 * module's service; notes and flags are this module's own.
 */
export class MemberRiskService {
  constructor(
    private readonly repository: MemberRiskRepository,
    private readonly members: MembersService,
    private readonly profit: ProfitService,
    private readonly rounds: RoundsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly traces: SignInTraces,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly now: () => number = Date.now,
  ) {}

  private async requireMember(memberId: string) {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('not_found');
    return member;
  }

  private async figures(memberId: string, since: Date | null): Promise<MemberRiskFigures> {
    const [ledger, play] = await Promise.all([
      this.profit.memberTotals(memberId, since),
      this.rounds.settledPlayOf(memberId, since),
    ]);
    return {
      ...ledger,
      rounds: play.rounds,
      turnoverMinor: play.stakeMinor.toString(),
      validBetMinor: play.validBetMinor.toString(),
    };
  }

  private async linkedAccounts(memberId: string): Promise<MemberRiskResponse['linkedAccounts']> {
    const limit = memberRiskLimits.linkedAccounts;
    const [byIp, byDevice, byBank] = await Promise.all([
      this.traces.sharingIp(memberId, limit),
      this.traces.sharingDevice(memberId, limit),
      this.withdrawals.sharingBankAccount(memberId, limit),
    ]);
    // Strongest link first: a shared bank account or device says more than a shared (possibly NAT) IP.
    const traces: LinkedTrace[] = [
      ...byBank.map((row) => ({
        memberId: row.memberId,
        via: 'bank_account' as const,
        shared: maskBankAccount(row.accountNumber),
      })),
      ...byDevice.map((row) => ({ ...row, via: 'device' as const })),
      ...byIp.map((row) => ({ ...row, via: 'ip' as const })),
    ].slice(0, limit);
    const briefs = await this.members.briefsOf(traces.map((trace) => trace.memberId));
    return traces.flatMap((trace) => {
      const brief = briefs.get(trace.memberId);
      return brief ? [{ ...trace, account: brief.account, status: brief.status }] : [];
    });
  }

  async view(memberId: string): Promise<MemberRiskResponse> {
    const member = await this.requireMember(memberId);
    const recentSince = new Date(this.now() - memberRiskLimits.recentDays * dayMs);
    const [lifetime, recent, pending, logins, devices, linkedAccounts, notes, flags] = await Promise.all([
      this.figures(member.id, null),
      this.figures(member.id, recentSince),
      this.withdrawals.undecidedOf(member.id),
      this.audit.recentFor({ type: 'member', id: member.id }, 'member.login', memberRiskLimits.logins),
      this.traces.devicesOf(member.id, memberRiskLimits.devices),
      this.linkedAccounts(member.id),
      this.repository.notesOf(member.id, memberRiskLimits.notes),
      this.repository.flagsOf(member.id),
    ]);
    const brand = this.settings.get('brand');
    return {
      memberId: member.id,
      account: member.username,
      currency: brand.currency,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
      lifetime,
      recent,
      pendingWithdrawals: { count: pending.count, amountMinor: pending.amountMinor.toString() },
      logins: logins.map(loginOf),
      devices: devices.map((device) => ({
        ...device,
        firstSeenAt: device.firstSeenAt.toISOString(),
        lastSeenAt: device.lastSeenAt.toISOString(),
      })),
      linkedAccounts,
      notes: notes.map((note) => ({
        id: String(note.id),
        staffName: note.staff_name,
        body: note.body,
        createdAt: new Date(note.created_at).toISOString(),
      })),
      flags: flags.map((flag) => ({
        flag: flag.flag,
        reason: flag.reason,
        setByName: flag.set_by_name,
        setAt: new Date(flag.set_at).toISOString(),
      })),
    };
  }

  async addNote(memberId: string, body: string, actor: AuditActor, staffId: string) {
    const member = await this.requireMember(memberId);
    await this.repository.db.transaction().execute(async (transaction) => {
      await this.repository.addNote(
        { memberId: member.id, staffId, staffName: actor.name, body },
        transaction,
      );
      await this.audit.record(
        actor,
        { action: 'member.note', targetType: 'member', targetId: member.id },
        transaction,
      );
    });
    return this.view(member.id);
  }

  async setFlag(
    memberId: string,
    change: { flag: MemberFlag; raised: boolean; reason: string },
    actor: AuditActor,
    staffId: string,
  ) {
    const member = await this.requireMember(memberId);
    await this.repository.db.transaction().execute(async (transaction) => {
      const changed = change.raised
        ? await this.repository.raiseFlag(
            { memberId: member.id, flag: change.flag, reason: change.reason, staffId, staffName: actor.name },
            transaction,
          )
        : await this.repository.clearFlag(member.id, change.flag, transaction);
      if (!changed) return;
      await this.audit.record(
        actor,
        {
          action: change.raised ? 'member.flag_raise' : 'member.flag_clear',
          targetType: 'member',
          targetId: member.id,
          after: { flag: change.flag, reason: change.reason },
        },
        transaction,
      );
    });
    return this.view(member.id);
  }
}
