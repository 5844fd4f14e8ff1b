import type { ErrorCode } from '@gaming/contracts/errors';
import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import type {
  AdminMemberExclusionCreateRequest,
  RgExclusion,
  RgExclusionHistory,
  RgExclusionKind,
  RgExclusionStarted,
  RgRegisterAnswer,
  RgRestriction,
  RgSelfExclusionPeriod,
} from '@gaming/contracts/rg-exclusions';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { ExclusionRow, ExclusionsRepository, MemberStateRow } from './exclusions-repository.js';
import type { RegisterSubject } from './register/exclusion-register.js';
import type { RegisterService, RegisterTrigger } from './register/register-service.js';

const hourMs = 3_600_000;
const historyLimit = 50;

/**
 * What the exclusions need of other modules, each through its owner's service (composed in
 * register-exclusions.ts): the member's sessions, money, password and transfer-wallet recall.
 */
export type ExclusionPorts = {
  /** Ends every session of the member inside the exclusion's transaction (vendor sessions stop with them). */
  endSessionsIn(transaction: Transaction<Database>, memberId: string): Promise<number>;
  /** After commit: live sockets close, other processes hear of it. */
  announceSessionsEnded(memberId: string): void;
  /** Money left (main wallet) or a withdrawal not yet paid out: such a member keeps a withdraw-only session. */
  hasMoneyOrOpenWithdrawal(member: MemberRow): Promise<boolean>;
  verifyPassword(member: MemberRow, password: string): Promise<boolean>;
  findMember(memberId: string): Promise<MemberRow | undefined>;
  /** Brings transfer-wallet balances home; keyed by the exclusion, so a replay moves nothing twice. */
  recallVendorWallets(member: MemberRow, requestKey: string): Promise<void>;
};

export type LoginAdmission = { scope: 'full' } | { scope: 'restricted'; restriction: RgRestriction };

type Log = { warn: (object: object, message: string) => void };

function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export function selfExclusionEnd(period: RgSelfExclusionPeriod, at: Date): Date | null {
  if (period === 'permanent') return null;
  return addMonths(at, period === '6m' ? 6 : period === '1y' ? 12 : 60);
}

/** A refused login: the reply carries `until` (ISO, null = no end) and the restriction beside `error`. */
export class AccountExcludedError extends AppError {
  constructor(
    code: ErrorCode,
    readonly restriction: RgRestriction,
  ) {
    super(code);
  }

  override replyFields(): Record<string, unknown> {
    return { until: this.restriction.until, restriction: this.restriction };
  }
}

const refusalByKind: Record<RgExclusionKind, ErrorCode> = {
  break: 'account_on_break',
  self_exclusion: 'account_self_excluded',
  closure: 'account_closed',
  external: 'account_self_excluded',
  underage: 'account_closed',
};

/** Kinds that never offer a return (external only once the register clears, which ends it). */
const noReturnKinds: ReadonlySet<string> = new Set(['underage']);

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * Take a break, self-exclusion, closure, the return after them, and external-register exclusions (issue
 * 20, plan section 3). An exclusion is never shortened: a new one only ever moves the end later. Starting
 * one ends every session of the member in the same transaction (a vendor bet's batch holds those rows
 * FOR KEY SHARE, so none commits after it); an open round's win still settles (the vendor path honours
 * settling calls of earlier rounds).
 */
export class ExclusionsService {
  constructor(
    private readonly repository: ExclusionsRepository,
    private readonly register: RegisterService,
    private readonly ports: ExclusionPorts,
    private readonly profile: () => Jurisdiction,
    private readonly audit: AuditService,
    private readonly log: Log,
    private readonly now: () => Date,
  ) {}

  // ---------------------------------------------------------------- starting one

  async startBreak(
    member: MemberRow,
    hours: number,
    client: { ip: string | null },
  ): Promise<RgExclusionStarted> {
    const profile = this.profile().breaks;
    if (!profile.offered) throw new AppError('function_not_enabled');
    if (hours < profile.minHours || hours > profile.maxHours) throw new AppError('validation_failed');
    const at = this.now();
    return this.start(
      member,
      { kind: 'break', endsAt: new Date(at.getTime() + hours * hourMs) },
      this.memberActor(member, client),
      at,
    );
  }

  async selfExclude(
    member: MemberRow,
    input: { period: RgSelfExclusionPeriod; password: string },
    client: { ip: string | null },
  ): Promise<RgExclusionStarted> {
    const profile = this.profile().selfExclusion;
    if (!profile.offered || !profile.periods.includes(input.period))
      throw new AppError('function_not_enabled');
    // Asked again: nobody excludes a member from a tab left open.
    if (!(await this.ports.verifyPassword(member, input.password)))
      throw new AppError('old_password_incorrect');
    const at = this.now();
    const endsAt = selfExclusionEnd(input.period, at);
    return this.start(member, { kind: 'self_exclusion', endsAt }, this.memberActor(member, client), at);
  }

  async closeAccount(
    member: MemberRow,
    reason: string,
    client: { ip: string | null },
  ): Promise<RgExclusionStarted> {
    if (!this.profile().closure.offered) throw new AppError('function_not_enabled');
    const at = this.now();
    // Processed at once (the issue allows 24 h); open-ended until the member asks to return.
    return this.start(
      member,
      { kind: 'closure', endsAt: null, reason },
      this.memberActor(member, client),
      at,
    );
  }

  /** Staff on the member's request (a phone call): may start one, never shorten or end one. */
  async startByStaff(memberId: string, input: AdminMemberExclusionCreateRequest, actor: AuditActor) {
    const member = await this.ports.findMember(memberId);
    if (!member || member.type === 4) throw new AppError('not_found');
    const at = this.now();
    const endsAt =
      input.kind === 'break'
        ? new Date(at.getTime() + input.hours * hourMs)
        : input.kind === 'self_exclusion'
          ? selfExclusionEnd(input.period, at)
          : null;
    return this.start(member, { kind: input.kind, endsAt, reason: input.reason, source: 'staff' }, actor, at);
  }

  /**
   * Under age (KYC, H6): only withdrawal remains, no return. Once per member: the KYC decision's follow-up
   * and its repair sweep may both call it.
   */
  async excludeUnderage(memberId: string, actor: AuditActor): Promise<void> {
    const member = await this.ports.findMember(memberId);
    if (!member) throw new AppError('not_found');
    if (await this.repository.hasExclusionOfKind(memberId, 'underage')) return;
    await this.start(
      member,
      { kind: 'underage', endsAt: null, source: 'staff', reason: 'kyc_underage' },
      actor,
      this.now(),
    );
  }

  private async start(
    member: MemberRow,
    request: {
      kind: RgExclusionKind;
      endsAt: Date | null;
      reason?: string;
      source?: 'member' | 'staff' | 'register';
    },
    actor: AuditActor,
    at: Date,
    options: { depositLockHeld?: boolean } = {},
  ): Promise<RgExclusionStarted> {
    const { exclusion, state, sessionsEnded } = await this.repository.transaction(async (transaction) => {
      // First the member's deposit lock: a deposit being created either commits before this exclusion (a
      // pending deposit that later credits is still the member's money, withdrawable from the restricted
      // session) or waits and then reads the exclusion (its create check refuses it). Always in this order
      // (deposit lock, then the state row); deposit creation never locks the state row. Started from a
      // deposit's create check (the register's answer), that deposit's transaction holds the lock already on
      // another connection and is refused after this commits: taking it here would wait forever.
      if (!options.depositLockHeld) await this.repository.lockDeposits(transaction, member.id);
      const current = await this.repository.lockState(transaction, member.id, at);
      const { kind, until } = this.lengthened(current, request, at);
      const exclusion = await this.repository.insertExclusion(transaction, {
        memberId: member.id,
        kind: request.kind,
        startsAt: at,
        endsAt: request.endsAt,
        source: request.source ?? 'member',
        reason: request.reason ?? null,
        actorName: actor.name,
      });
      await this.repository.block(transaction, member.id, { kind, until }, at);
      // The DELETE waits for any ledger batch holding these rows, so no bet commits after this.
      const sessionsEnded = await this.ports.endSessionsIn(transaction, member.id);
      await this.audit.record(
        actor,
        {
          action: `rg.exclusion.${request.kind}`,
          targetType: 'member',
          targetId: member.id,
          after: {
            exclusionId: exclusion.id,
            endsAt: iso(request.endsAt),
            blockedUntil: iso(until),
            sessionsEnded,
          },
        },
        transaction,
      );
      const state: MemberStateRow = {
        ...current,
        blocked: true,
        blocked_kind: kind,
        blocked_until: until,
        awaiting_return: false,
        return_effective_at: null,
      };
      return { exclusion, state, sessionsEnded };
    });
    this.ports.announceSessionsEnded(member.id);
    await this.ports.recallVendorWallets(member, `rg-exclusion-${exclusion.id}`).catch((error: unknown) => {
      // The recall sweeper retries what a vendor did not answer; the exclusion stands either way.
      this.log.warn({ memberId: member.id, err: error }, 'vendor wallet recall after exclusion failed');
    });
    return {
      exclusion: toExclusion(exclusion),
      restriction: this.restrictionOf(state),
      sessionsEnded,
    };
  }

  /**
   * The state after adding this exclusion: never shorter than what runs. A running open-ended one cannot
   * take an end; a later end wins; a shorter explicit request is refused (exclusion_cannot_shorten).
   */
  private lengthened(
    current: MemberStateRow,
    request: { kind: RgExclusionKind; endsAt: Date | null },
    at: Date,
  ): { kind: RgExclusionKind; until: Date | null } {
    const running =
      current.blocked && (current.blocked_until === null || new Date(current.blocked_until) > at);
    const currentUntil = current.blocked_until === null ? null : new Date(current.blocked_until);
    // A closure ends at once into "awaiting return" (the member asks to reopen); it never cuts a running one.
    if (request.kind === 'closure')
      return running
        ? { kind: current.blocked_kind ?? 'closure', until: currentUntil }
        : { kind: 'closure', until: at };
    if (!running) return { kind: request.kind, until: request.endsAt };
    if (currentUntil === null) {
      if (request.endsAt !== null) throw new AppError('exclusion_cannot_shorten');
      return { kind: request.kind, until: null };
    }
    if (request.endsAt !== null && request.endsAt.getTime() < currentUntil.getTime())
      throw new AppError('exclusion_cannot_shorten');
    return { kind: request.kind, until: request.endsAt };
  }

  // ---------------------------------------------------------------- login, return

  /**
   * Called by AuthService.completeLogin before a session is issued (every login path ends there). Not
   * excluded: a full session. Excluded with money or an open withdrawal, or waiting for return: a
   * restricted one. Otherwise refused with the kind's code and the end.
   */
  async loginGate(member: MemberRow, _client: unknown): Promise<LoginAdmission> {
    if (member.type === 4) return { scope: 'full' };
    await this.checkRegister(member, 'login');
    const at = this.now();
    let state = await this.repository.stateOf(member.id);
    if (!state || (!state.blocked && !state.awaiting_return)) return { scope: 'full' };
    if (state.blocked && state.blocked_until !== null && new Date(state.blocked_until) <= at) {
      await this.repository.moveEndedToAwaitingReturn(at, member.id, 1);
      state = (await this.repository.stateOf(member.id)) as MemberStateRow;
    }
    if (
      state.awaiting_return &&
      state.return_effective_at !== null &&
      new Date(state.return_effective_at) <= at
    ) {
      if (await this.repository.clearReturned(member.id, at)) return { scope: 'full' };
      state = (await this.repository.stateOf(member.id)) as MemberStateRow;
    }
    const restriction = this.restrictionOf(state);
    // Waiting for return: the session is where the member asks to return.
    if (state.awaiting_return) return { scope: 'restricted', restriction };
    if (await this.ports.hasMoneyOrOpenWithdrawal(member)) return { scope: 'restricted', restriction };
    throw new AccountExcludedError(refusalByKind[restriction.kind], restriction);
  }

  /**
   * After a full session was issued: true unless an exclusion committed meanwhile (the login then runs the
   * gate again). Waits for an exclusion in flight, so one that missed the new session is seen here.
   */
  async confirmFullLogin(member: MemberRow): Promise<boolean> {
    if (member.type === 4) return true;
    const state = await this.repository.settledStateOf(member.id, this.now());
    return !state.blocked && !state.awaiting_return;
  }

  /** rgReturnRequest: after the end, the return takes effect after the cooling-off (the next login then is full). */
  async requestReturn(
    member: MemberRow,
    client: { ip: string | null },
  ): Promise<{ returnEffectiveAt: string }> {
    const at = this.now();
    await this.repository.moveEndedToAwaitingReturn(at, member.id, 1);
    const state = await this.repository.stateOf(member.id);
    if (!state || !this.restrictionOf(state).canRequestReturn) {
      if (state?.return_effective_at)
        return { returnEffectiveAt: new Date(state.return_effective_at).toISOString() };
      throw new AppError('invalid_state');
    }
    const coolingOffHours = Math.max(24, this.profile().selfExclusion.returnCoolingOffHours);
    const effectiveAt = new Date(at.getTime() + coolingOffHours * hourMs);
    const updated = await this.repository.requestReturn(member.id, effectiveAt, at);
    if (!updated) throw new AppError('invalid_state');
    await this.audit.record(this.memberActor(member, client), {
      action: 'rg.return.request',
      targetType: 'member',
      targetId: member.id,
      after: { returnEffectiveAt: effectiveAt.toISOString() },
    });
    return { returnEffectiveAt: effectiveAt.toISOString() };
  }

  restrictionOf(state: MemberStateRow): RgRestriction {
    const kind = (state.blocked_kind ?? 'closure') as RgExclusionKind;
    return {
      kind,
      until: iso(state.blocked_until),
      // Permanent exclusions never reach "awaiting return"; external ones only once the register clears.
      canRequestReturn:
        state.awaiting_return && state.return_effective_at === null && !noReturnKinds.has(kind),
      returnEffectiveAt: iso(state.return_effective_at),
    };
  }

  /** rgStatus's exclusion part: the restriction now (null when none) and the last 20 exclusions. */
  async statusOf(memberId: string) {
    const [state, rows] = await Promise.all([
      this.repository.stateOf(memberId),
      this.repository.exclusionsOf(memberId, 20),
    ]);
    const restricted = state && (state.blocked || state.awaiting_return);
    return { restriction: restricted ? this.restrictionOf(state) : null, exclusions: rows.map(toExclusion) };
  }

  /** The member compliance view's part (H7): state, exclusions and register answers, each at most 50. */
  async historyOf(memberId: string): Promise<RgExclusionHistory> {
    const [state, rows, registerChecks] = await Promise.all([
      this.repository.stateOf(memberId),
      this.repository.exclusionsOf(memberId, historyLimit),
      this.register.checksOf(memberId, historyLimit),
    ]);
    const restricted = state && (state.blocked || state.awaiting_return);
    return {
      restriction: restricted ? this.restrictionOf(state) : null,
      marketingBlocked: state?.marketing_blocked ?? false,
      exclusions: rows.map(toExclusion),
      registerChecks,
    };
  }

  // ---------------------------------------------------------------- marketing

  /** The ids among these that may receive marketing (segment messages, automatic promotions, campaigns). */
  async marketableOnly(memberIds: readonly string[]): Promise<string[]> {
    const blocked = await this.repository.marketingBlockedAmong(memberIds);
    return memberIds.filter((id) => !blocked.has(String(id)));
  }

  async isMarketingBlocked(memberId: string): Promise<boolean> {
    return (await this.repository.marketingBlockedAmong([memberId])).size > 0;
  }

  // ---------------------------------------------------------------- external register

  /** Registration (no account yet): excluded → register_excluded; unavailable → per policy. */
  async checkRegistration(subject: RegisterSubject): Promise<void> {
    const outcome = await this.register.check(subject, 'registration');
    if (outcome.answer === 'excluded') throw new AppError('register_excluded');
    if (outcome.answer === 'unavailable' && this.register.policy() === 'block')
      throw new AppError('register_unavailable');
  }

  /** Login and deposit: excluded → an external exclusion like a self-exclusion; unavailable → per policy. */
  async checkRegister(member: MemberRow, trigger: RegisterTrigger): Promise<void> {
    if (!this.register.applies(trigger)) return;
    const outcome = await this.register.check(subjectOf(member), trigger);
    await this.onRegisterAnswer(member.id, outcome.answer === 'skipped' ? 'not_registered' : outcome.answer, {
      depositLockHeld: trigger === 'deposit',
    });
    if (outcome.answer === 'unavailable' && this.register.policy() === 'block')
      throw new AppError('register_unavailable');
    if (outcome.answer === 'excluded' && trigger === 'deposit') throw new AppError('account_self_excluded');
  }

  /**
   * Deposit check (DepositsService create-check registry): excluded members never deposit. It reads inside
   * the deposit's transaction, which holds the member's deposit lock that an exclusion's start also takes.
   */
  async assertDepositAllowed(memberId: string, transaction?: Transaction<Database>): Promise<void> {
    const state = await this.repository.stateOf(memberId, transaction);
    if (state && (state.blocked || state.awaiting_return)) throw new AppError('account_restricted');
    if (!this.register.applies('deposit')) return;
    const member = await this.ports.findMember(memberId);
    if (member) await this.checkRegister(member, 'deposit');
  }

  private async onRegisterAnswer(
    memberId: string,
    answer: RgRegisterAnswer,
    options: { depositLockHeld?: boolean } = {},
  ): Promise<void> {
    if (answer === 'excluded') {
      const state = await this.repository.stateOf(memberId);
      if (state?.blocked && state.blocked_kind === 'external') return;
      const member = await this.ports.findMember(memberId);
      if (!member) return;
      const actor: AuditActor = { type: 'system', id: null, name: 'register', ip: null };
      try {
        await this.start(
          member,
          { kind: 'external', endsAt: null, source: 'register' },
          actor,
          this.now(),
          options,
        );
      } catch (error) {
        // A permanent self-exclusion already runs: nothing to add.
        if (!(error instanceof AppError && error.code === 'exclusion_cannot_shorten')) throw error;
      }
      return;
    }
    if (answer === 'not_registered' || answer === 'previously_excluded')
      await this.repository.endExternal(memberId, this.now());
  }

  /** Job rg-register-recheck: ended exclusions move to awaiting return; active members are looked up again. */
  async recheckJob(): Promise<{ ended: number; checked: number }> {
    const ended = await this.repository.moveEndedToAwaitingReturn(this.now());
    const { checked } = await this.register.recheck((memberId, answer) =>
      this.onRegisterAnswer(memberId, answer),
    );
    return { ended, checked };
  }

  private memberActor(member: MemberRow, client: { ip: string | null }): AuditActor {
    return { type: 'member', id: member.id, name: member.username, ip: client.ip };
  }
}

export function subjectOf(member: MemberRow): RegisterSubject {
  const profile = (member.profile ?? {}) as Record<string, string | null>;
  return {
    memberId: member.id,
    username: member.username,
    fullName: profile.payeeName ?? null,
    dateOfBirth: profile.birthday ?? null,
    email: member.email,
    mobile: member.mobile_number ? `${member.country_dialing_code ?? ''}${member.mobile_number}` : null,
    postcode: profile.postcode ?? null,
  };
}

function toExclusion(row: ExclusionRow): RgExclusion {
  return {
    id: String(row.id),
    kind: row.kind,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: iso(row.ends_at),
    source: row.source,
    reason: row.reason,
    actorName: row.actor_name,
  };
}
