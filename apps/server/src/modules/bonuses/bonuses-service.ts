import { randomUUID } from 'node:crypto';
import {
  type AdminBonus,
  type AdminBonusListQuery,
  type BonusKind,
  type BonusPayCode,
  type BonusSettings,
  type BonusStatus,
  bonusLimits,
  bonusPayCodes,
  type Reward,
  type RewardCenterQuery,
  type RewardCenterResponse,
} from '@gaming/contracts/bonuses';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BonusStep } from '../../db/schema-bonuses.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { AuditActor } from '../audit/audit-repository.js';
import type { AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import {
  LedgerError,
  type LedgerService,
  type UnitWriter,
  type UnitWrites,
} from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';

/** What bonuses need of the wallet: the member's main account. */
export type MainAccounts = Pick<WalletService, 'mainAccountId'>;

import type { BonusesRepository, BonusRow, BonusWithMember, NewBonus } from './bonuses-repository.js';

export type WageringTerms = {
  /** The base the multiple applies to: the bonus, or deposit plus bonus. */
  multipleOfMinor: bigint;
  multiple: number;
  /** Category -> percent 0..100. */
  weights: Record<string, number>;
  defaultWeightPercent: number;
  maxStakeMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  wageringDays: number;
};

export type GrantInput = {
  memberId: string;
  amountMinor: bigint;
  kind: BonusKind;
  sourceId: string;
  grantKey: string;
  title: string;
  ledgerCode?: BonusPayCode;
  claimable?: { claimExpiresAt: Date } | null;
  wagering?: WageringTerms | null;
};

export type GrantResult = { bonusId: string; status: BonusStatus; replayed: boolean };

/** A grant's row written in the caller's transaction, its ledger step still owed (finishGrant). */
export type PendingGrant = { row: BonusRow; inserted: boolean };

/**
 * A caller's records committed with a grant's payout in the ledger's group commit (UnitWrites statements,
 * each returning one row per record written), e.g. the red envelope marked paid.
 */
export type GrantRecords = UnitWrites['statements'];

type StepPayment = { bonusId: string; step: BonusStep; records: GrantRecords };

/**
 * Clears a bonus's owed step in the same transaction as its transfer (the ledger's group commit): the
 * money and "step done" are durable together, one commit instead of two. A step cleared meanwhile (a
 * concurrent finisher) is vetoed before the batch; if it is cleared after that check, the conditional
 * update returns fewer rows, the batch reruns carefully and the transfer is found as a replay.
 */
class StepWriter implements UnitWriter<StepPayment> {
  constructor(private readonly repository: BonusesRepository) {}

  async prepare(payloads: readonly StepPayment[]): Promise<ReadonlySet<number>> {
    const vetoed = new Set<number>();
    for (const step of new Set(payloads.map((payload) => payload.step))) {
      const ids = payloads.filter((payload) => payload.step === step).map((payload) => payload.bonusId);
      const owing = await this.repository.owingStep(ids, step);
      for (const [index, payload] of payloads.entries())
        if (payload.step === step && !owing.has(payload.bonusId)) vetoed.add(index);
    }
    return vetoed;
  }

  writes(items: readonly { payload: StepPayment }[]): UnitWrites {
    const payloads = items.map((item) => item.payload);
    const statements: GrantRecords[number][] = [];
    for (const step of new Set(payloads.map((payload) => payload.step))) {
      const ids = payloads.filter((payload) => payload.step === step).map((payload) => payload.bonusId);
      statements.push({
        statement: this.repository.clearStepsStatement(ids, step),
        expectedRows: ids.length,
      });
    }
    for (const payload of payloads) statements.push(...payload.records);
    return { statements };
  }
}

/** The withdrawal block: error `bonus_wagering_active` with how far the member is. */
export class BonusWageringActiveError extends AppError {
  constructor(
    readonly remainingWageringMinor: bigint,
    readonly bonusCount: number,
  ) {
    super('bonus_wagering_active');
  }

  override replyFields(): Record<string, unknown> {
    return { remainingWageringMinor: this.remainingWageringMinor.toString(), bonusCount: this.bonusCount };
  }
}

const dayMs = 86_400_000;
/** Rows each job run handles at most (the next run takes the rest). */
const jobBatch = 500;
/** A step owed this long is taken as its writer's crash (transfers take milliseconds). */
const stuckAfterMs = 60_000;
const categoryPattern = /^[A-Z0-9_]{1,40}$/;
const maxMinor = 1_000_000_000_000_000n;

/** Hundredths of a multiple (at most 2 decimals): 35 -> 3500, 12.5 -> 1250. */
function multipleHundredths(multiple: number): bigint {
  const hundredths = Math.round(multiple * 100);
  if (!Number.isFinite(multiple) || Math.abs(multiple * 100 - hundredths) > 1e-6 || hundredths <= 0)
    throw new AppError('validation_failed', 'A wagering multiple is positive with at most 2 decimals.');
  return BigInt(hundredths);
}

/** The wagering required: base x multiple, rounded up to a whole minor unit. */
export function wageringRequired(baseMinor: bigint, multiple: number): bigint {
  return (baseMinor * multipleHundredths(multiple) + 99n) / 100n;
}

function minor(value: string | null): bigint | null {
  return value === null ? null : BigInt(value);
}

/**
 * Bonus money (issue 16; docs/promotions.md "Bonus money"): grants, the reward centre, claims, wagering
 * release, expiry, forfeit and the sweeper. Every ledger step follows one rule: the row's new status and
 * the step it owes (`pending_step`) are written in one conditional update first, then the transfer with an
 * id derived from the bonus and the step, which clears the step in the same group commit (a release,
 * two transfers, clears it after them); a crash in between leaves a row the sweeper finishes with the
 * same transfer id, so nothing is ever paid twice.
 */
export class BonusesService {
  private readonly stepWriter: StepWriter;

  /** pool:bonus never changes id once created: asked once per currency, not on every step. */
  private readonly poolIds = new Map<string, Promise<string>>();

  constructor(
    private readonly repository: BonusesRepository,
    private readonly ledger: LedgerService,
    private readonly ledgerIds: LedgerIds,
    private readonly wallet: MainAccounts,
    /** MembersService: account names for staff lists, a member by account name (never its table). */
    private readonly members: {
      findByUsername(username: string): Promise<{ id: string } | undefined>;
      accountsOf(ids: readonly string[]): Promise<Map<string, string>>;
    },
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly events: MemberEventBus,
    private readonly log: { warn: (object: unknown, message: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.stepWriter = new StepWriter(repository);
  }

  /** The brand's cap on a wagering multiple (bonuses.settings); promotions are refused above it. */
  maxWageringMultiple(): number {
    return this.settings.get('bonuses.settings').maxWageringMultiple;
  }

  /** Staff set the cap (audited); bonuses already granted keep their terms. */
  async updateSettings(actor: AuditActor, value: BonusSettings): Promise<BonusSettings> {
    const before = this.settings.get('bonuses.settings');
    const after = await this.settings.update('bonuses.settings', () => value, actor.name);
    await this.audit.record(actor, {
      action: 'bonus.settings',
      targetType: 'settings',
      targetId: 'bonuses.settings',
      before,
      after,
    });
    return after;
  }

  // --- Grant ----------------------------------------------------------------------------------------

  /**
   * Grants a bonus once per grant key: the same key again answers the first bonus (replayed), never a
   * second payment. Claimable: waits in the reward centre (nothing moves). Otherwise a bonus with wagering
   * is locked (pool -> member bonus) and one without is paid to main (pool -> main) at once.
   */
  async grant(input: GrantInput): Promise<GrantResult> {
    const { recordsCommitted: _, ...result } = await this.finishGrant(await this.insertGrant(input));
    return result;
  }

  /**
   * The grant's row (once per grant key, as grant) written inside the caller's transaction, so the
   * caller's own record (a red envelope taken) and the row commit together. Nothing moves yet: after its
   * commit the caller calls finishGrant; a crash in between leaves a row owing its step, which the
   * sweeper finishes with the same transfer id.
   */
  grantInTransaction(transaction: Transaction<Database>, input: GrantInput): Promise<PendingGrant> {
    return this.insertGrant(input, transaction);
  }

  private async insertGrant(input: GrantInput, transaction?: Transaction<Database>): Promise<PendingGrant> {
    const row = this.newRow(input);
    return this.repository.insertOnce(row, transaction).catch((error: unknown) => {
      // The member does not exist (foreign key): a caller's mistake, answered as one.
      if ((error as { code?: string }).code === '23503') throw new AppError('not_found', 'No such member.');
      throw error;
    });
  }

  /**
   * Makes the transfer a committed grant owes. `records` commit in the same group commit as the transfer
   * when it is made here (recordsCommitted); when another finisher made it (a replay, the sweeper) they
   * are not written and the caller writes them itself (they must be idempotent).
   */
  async finishGrant(
    pending: PendingGrant,
    records: GrantRecords = [],
  ): Promise<GrantResult & { recordsCommitted: boolean }> {
    const { row: stored, inserted } = pending;
    if (inserted && stored.status === 'claimable') this.publishWaiting(stored.member_id);
    // A replay also finishes a step its first writer may not have (the transfer id is the same).
    const finished = stored.pending_step
      ? await this.finishStepWith(stored, records)
      : { row: stored, recordsCommitted: false };
    return {
      bonusId: finished.row.id,
      status: finished.row.status,
      replayed: !inserted,
      recordsCommitted: finished.recordsCommitted,
    };
  }

  private newRow(input: GrantInput): NewBonus {
    const title = input.title.trim();
    if (title.length < 1 || title.length > bonusLimits.titleLength)
      throw new AppError('validation_failed', `A bonus title is 1 to ${bonusLimits.titleLength} characters.`);
    if (input.grantKey.length < 1 || input.grantKey.length > bonusLimits.grantKeyLength)
      throw new AppError('validation_failed', 'A grant key is 1 to 200 characters.');
    if (input.sourceId.length < 1 || input.sourceId.length > bonusLimits.sourceIdLength)
      throw new AppError('validation_failed', 'A source id is 1 to 100 characters.');
    if (!/^[1-9][0-9]{0,18}$/.test(input.memberId))
      throw new AppError('validation_failed', 'No such member.');
    if (typeof input.amountMinor !== 'bigint' || input.amountMinor <= 0n || input.amountMinor > maxMinor)
      throw new AppError('validation_failed', 'A bonus amount is positive, in minor units.');
    const ledgerCode = input.ledgerCode ?? 'bonus';
    if (!bonusPayCodes.includes(ledgerCode)) throw new AppError('validation_failed', 'Unknown pay code.');
    const now = this.now();
    const wagering = input.wagering ?? null;
    const claimable = input.claimable ?? null;
    if (claimable && !(claimable.claimExpiresAt.getTime() > now.getTime()))
      throw new AppError('validation_failed', 'A claim deadline is in the future.');
    const base = {
      id: randomUUID(),
      member_id: input.memberId,
      kind: input.kind,
      source_id: input.sourceId,
      grant_key: input.grantKey,
      title,
      amount_minor: input.amountMinor.toString(),
      ledger_code: ledgerCode,
      claim_expires_at: claimable ? claimable.claimExpiresAt : null,
      released_minor: null as string | null,
      ended_at: null as Date | null,
    };
    if (!wagering) {
      return {
        ...base,
        status: claimable ? 'claimable' : 'released',
        pending_step: claimable ? null : 'pay',
        released_minor: claimable ? null : input.amountMinor.toString(),
        ended_at: claimable ? null : now,
        wagering_required_minor: null,
        wagering_multiple: null,
        wagering_base_minor: null,
        weights: null,
        default_weight_percent: null,
        max_stake_minor: null,
        max_cashout_minor: null,
        wagering_days: null,
        activated_at: null,
        wagering_expires_at: null,
      };
    }
    this.checkWagering(wagering);
    return {
      ...base,
      status: claimable ? 'claimable' : 'wagering',
      pending_step: claimable ? null : 'lock',
      wagering_required_minor: wageringRequired(wagering.multipleOfMinor, wagering.multiple).toString(),
      wagering_multiple: (Number(multipleHundredths(wagering.multiple)) / 100).toFixed(2),
      wagering_base_minor: wagering.multipleOfMinor.toString(),
      weights: JSON.stringify(wagering.weights),
      default_weight_percent: wagering.defaultWeightPercent,
      max_stake_minor: wagering.maxStakeMinor?.toString() ?? null,
      max_cashout_minor: wagering.maxCashoutMinor?.toString() ?? null,
      wagering_days: wagering.wageringDays,
      activated_at: claimable ? null : now,
      wagering_expires_at: claimable ? null : new Date(now.getTime() + wagering.wageringDays * dayMs),
    };
  }

  /** Validates wagering terms (also for promotions at save: the multiple within the brand's cap). */
  checkWagering(wagering: WageringTerms): void {
    multipleHundredths(wagering.multiple);
    if (wagering.multiple > this.maxWageringMultiple())
      throw new AppError(
        'wagering_multiple_too_high',
        `The wagering multiple is above this brand's cap of ${this.maxWageringMultiple()}x.`,
      );
    if (
      typeof wagering.multipleOfMinor !== 'bigint' ||
      wagering.multipleOfMinor <= 0n ||
      wagering.multipleOfMinor > maxMinor
    )
      throw new AppError('validation_failed', 'The wagering base is positive, in minor units.');
    const entries = Object.entries(wagering.weights);
    if (entries.length > bonusLimits.weightCategories)
      throw new AppError('validation_failed', 'Too many weight categories.');
    for (const [category, percent] of [...entries, ['*', wagering.defaultWeightPercent] as const]) {
      if (category !== '*' && !categoryPattern.test(category))
        throw new AppError('validation_failed', 'A weight category is a catalogue category code.');
      if (!Number.isInteger(percent) || percent < 0 || percent > 100)
        throw new AppError('validation_failed', 'A contribution weight is a whole percent from 0 to 100.');
    }
    for (const cap of [wagering.maxStakeMinor, wagering.maxCashoutMinor])
      if (cap !== null && (typeof cap !== 'bigint' || cap <= 0n || cap > maxMinor))
        throw new AppError('validation_failed', 'A maximum stake or cash-out is positive, in minor units.');
    if (
      !Number.isInteger(wagering.wageringDays) ||
      wagering.wageringDays < 1 ||
      wagering.wageringDays > bonusLimits.maxWageringDays
    )
      throw new AppError('validation_failed', 'Wagering days are a whole number from 1 to 3650.');
  }

  // --- Ledger steps ---------------------------------------------------------------------------------

  private poolAccountId(): Promise<string> {
    const currency = this.settings.get('brand').currency;
    let id = this.poolIds.get(currency);
    if (!id) {
      id = this.ledger
        .ensureAccount({ code: 'pool:bonus', kind: 'bonus_pool', currency, mayGoNegative: true })
        .then((account) => account.id);
      // A failed lookup is asked again next time, not remembered.
      id.catch(() => this.poolIds.delete(currency));
      this.poolIds.set(currency, id);
    }
    return id;
  }

  private async bonusAccountId(memberId: string): Promise<string> {
    const currency = this.settings.get('brand').currency;
    const account = await this.ledger.ensureAccount({
      code: `member:${memberId}:bonus`,
      kind: 'member_bonus',
      memberId,
      currency,
      mayGoNegative: false,
    });
    return account.id;
  }

  private async move(
    row: BonusRow,
    step: string,
    from: string,
    to: string,
    amountMinor: bigint,
    code: string,
  ): Promise<void> {
    if (amountMinor <= 0n) return;
    await this.ledger.transfer({
      id: this.ledgerIds.server('bonus', row.id, step),
      debitAccountId: from,
      creditAccountId: to,
      amountMinor,
      code,
      reference: { type: 'bonus', id: row.id },
    });
  }

  /** Makes the transfer(s) the row owes for its step (idempotent) and clears the step. */
  private async finishStep(row: BonusRow): Promise<BonusRow> {
    return (await this.finishStepWith(row, [])).row;
  }

  /**
   * A step of one transfer (pay, lock, forfeit, expire) commits with its "step done" and the caller's
   * records in one group commit; a release (up to two transfers: to main and the excess to the pool)
   * makes its transfers and then clears the step.
   */
  private async finishStepWith(
    row: BonusRow,
    records: GrantRecords,
  ): Promise<{ row: BonusRow; recordsCommitted: boolean }> {
    const step = row.pending_step;
    if (!step) return { row, recordsCommitted: false };
    if (step === 'release') {
      await this.finishRelease(row);
      return { row: { ...row, pending_step: null }, recordsCommitted: false };
    }
    const { from, to, code } = await this.accountsOfStep(row, step);
    const recordsCommitted = await this.moveAndClear(row, step, from, to, code, records);
    return { row: { ...row, pending_step: null }, recordsCommitted };
  }

  /** Where a one-transfer step moves the bonus amount from and to, and its ledger code. */
  private async accountsOfStep(
    row: BonusRow,
    step: Exclude<BonusStep, 'release'>,
  ): Promise<{ from: string; to: string; code: string }> {
    const pool = await this.poolAccountId();
    switch (step) {
      case 'pay':
        return { from: pool, to: await this.wallet.mainAccountId(row.member_id), code: row.ledger_code };
      case 'lock':
        return { from: pool, to: await this.bonusAccountId(row.member_id), code: 'bonus_lock' };
      default:
        return {
          from: await this.bonusAccountId(row.member_id),
          to: pool,
          code: step === 'forfeit' ? 'bonus_forfeit' : 'bonus_expire',
        };
    }
  }

  /**
   * The step's transfer and its "step done" (and the caller's records) in one group commit. Answers
   * whether this call committed them; otherwise the money had already moved once: another finisher
   * cleared the step (vetoed), or a writer of an older version died between its transfer and clearing
   * the step (the transfer exists), and the step is cleared here.
   */
  private async moveAndClear(
    row: BonusRow,
    step: BonusStep,
    from: string,
    to: string,
    code: string,
    records: GrantRecords,
  ): Promise<boolean> {
    const outcome = await this.ledger.transferWithRecords(
      {
        id: this.ledgerIds.server('bonus', row.id, step),
        debitAccountId: from,
        creditAccountId: to,
        amountMinor: BigInt(row.amount_minor),
        code,
        reference: { type: 'bonus', id: row.id },
      },
      { balanceAccountId: to, writer: this.stepWriter, payload: { bonusId: row.id, step, records } },
    );
    if (outcome.type === 'refused') throw new LedgerError(outcome.error.code, outcome.error.message);
    if (outcome.type === 'applied') return true;
    if (outcome.type === 'existing') await this.repository.clearStep(row.id, step);
    return false;
  }

  /** Met: member bonus -> main up to the max cash-out, the excess back to the pool; then the step is done. */
  private async finishRelease(row: BonusRow): Promise<void> {
    const amount = BigInt(row.amount_minor);
    const released = BigInt(row.released_minor ?? row.amount_minor);
    const bonusAccount = await this.bonusAccountId(row.member_id);
    const main = await this.wallet.mainAccountId(row.member_id);
    await this.move(row, 'release', bonusAccount, main, released, 'bonus_release');
    const pool = await this.poolAccountId();
    await this.move(row, 'excess', bonusAccount, pool, amount - released, 'bonus_release_excess');
    await this.repository.clearStep(row.id, 'release');
  }

  private async finishById(id: string): Promise<BonusRow | undefined> {
    const row = await this.repository.findById(id);
    return row?.pending_step ? this.finishStep(row) : row;
  }

  private async changed(row: BonusRow | undefined): Promise<BonusRow | undefined> {
    return row ? this.finishStep(row) : undefined;
  }

  // --- Member ---------------------------------------------------------------------------------------

  /** The member's own bonus, its owed step finished; another member's (or none) is not_found. */
  private async ownBonus(memberId: string, bonusId: string): Promise<BonusRow> {
    const row = await this.repository.findById(bonusId);
    if (!row || row.member_id !== memberId) throw new AppError('not_found');
    return row.pending_step ? this.finishStep(row) : row;
  }

  /**
   * Claims a waiting reward exactly once: the conditional update moves it from claimable to wagering (the
   * lock) or released (paid to main); a concurrent or later replay answers the reward as it is.
   */
  async claim(memberId: string, bonusId: string): Promise<BonusRow> {
    const row = await this.ownBonus(memberId, bonusId);
    if (row.status !== 'claimable') return row;
    const now = this.now();
    if (row.claim_expires_at && row.claim_expires_at.getTime() <= now.getTime())
      throw new AppError('invalid_state', 'This reward can no longer be claimed.');
    const hasWagering = row.wagering_required_minor !== null;
    const changed = await this.changed(
      await this.repository.transition(
        bonusId,
        ['claimable'],
        hasWagering
          ? {
              status: 'wagering',
              pending_step: 'lock',
              activated_at: now,
              wagering_expires_at: new Date(now.getTime() + (row.wagering_days ?? 1) * dayMs),
            }
          : { status: 'released', pending_step: 'pay', released_minor: row.amount_minor, ended_at: now },
        { memberId, claimOpenAt: now },
      ),
    );
    if (!changed) {
      const current = await this.ownBonus(memberId, bonusId);
      if (current.status === 'claimable')
        throw new AppError('invalid_state', 'This reward can no longer be claimed.');
      return current;
    }
    this.publishWaiting(memberId);
    return changed;
  }

  /**
   * The member gives a bonus up: a locked bonus goes back to the pool; a waiting one is dropped (nothing
   * had moved). The member's own money and everything it won stay where they are.
   */
  async forfeit(memberId: string, bonusId: string, actor?: AuditActor): Promise<BonusRow> {
    const row = await this.ownBonus(memberId, bonusId);
    if (row.status === 'forfeited') return row;
    if (row.status !== 'wagering' && row.status !== 'claimable')
      throw new AppError('invalid_state', 'This reward is no longer open.');
    const now = this.now();
    const changed = await this.changed(
      await this.repository.transition(
        bonusId,
        [row.status],
        row.status === 'wagering'
          ? { status: 'forfeited', pending_step: 'forfeit', ended_at: now, end_reason: 'member' }
          : { status: 'forfeited', ended_at: now, end_reason: 'member' },
        { memberId },
      ),
    );
    if (!changed) {
      const current = await this.ownBonus(memberId, bonusId);
      if (current.status === 'forfeited') return current;
      throw new AppError('invalid_state', 'This reward is no longer open.');
    }
    await this.audit.record(actor ?? { type: 'member', id: memberId, name: memberId, ip: null }, {
      action: 'bonus.forfeit',
      targetType: 'bonus',
      targetId: bonusId,
      after: { status: 'forfeited', amountMinor: row.amount_minor },
    });
    if (row.status === 'claimable') this.publishWaiting(memberId);
    return changed;
  }

  /** Releases the member's met bonuses now (on reads, so a member never waits for the job). */
  async releaseMetOf(memberId: string): Promise<number> {
    const ids = await this.repository.metIds(50, memberId);
    let released = 0;
    for (const id of ids) if (await this.release(id)) released += 1;
    return released;
  }

  /** Met: member bonus -> main up to the max cash-out, the excess back to the pool. */
  private async release(id: string): Promise<boolean> {
    const row = await this.repository.findById(id);
    if (row?.status !== 'wagering') return false;
    const amount = BigInt(row.amount_minor);
    const cap = minor(row.max_cashout_minor);
    const released = cap !== null && cap < amount ? cap : amount;
    const changed = await this.repository.transition(
      id,
      ['wagering'],
      {
        status: 'released',
        pending_step: 'release',
        released_minor: released.toString(),
        ended_at: this.now(),
      },
      { wageringMet: true },
    );
    if (!changed) return false;
    await this.finishStep(changed);
    return true;
  }

  /** Current statuses of the member's bonuses among `ids` (promotions' issued/claimed states). */
  statusesOf(memberId: string, ids: readonly string[]): Promise<Map<string, string>> {
    return this.repository.statusesOf(memberId, ids);
  }

  async countWaiting(memberId: string): Promise<number> {
    return this.repository.countWaiting(memberId, this.now());
  }

  async hasActiveWagering(memberId: string): Promise<boolean> {
    return (await this.wageringBlock(memberId)) !== null;
  }

  /** What blocks a withdrawal: the bonuses still in wagering (met ones are released first). */
  async wageringBlock(
    memberId: string,
  ): Promise<{ remainingWageringMinor: bigint; bonusCount: number } | null> {
    await this.releaseMetOf(memberId);
    const summary = await this.repository.wageringSummary(memberId);
    return summary.count > 0
      ? { remainingWageringMinor: summary.remainingMinor, bonusCount: summary.count }
      : null;
  }

  /** The withdrawals module's check (injected at composition): refuses while a bonus is in wagering. */
  async assertNoActiveWagering(memberId: string): Promise<void> {
    const block = await this.wageringBlock(memberId);
    if (block) throw new BonusWageringActiveError(block.remainingWageringMinor, block.bonusCount);
  }

  async rewardCenter(memberId: string, query: RewardCenterQuery): Promise<RewardCenterResponse> {
    await this.releaseMetOf(memberId);
    const pageSize = Math.min(query.pageSize, bonusLimits.pageSize);
    const now = this.now();
    const [page, waitingCount, summary] = await Promise.all([
      this.repository.memberPage(memberId, query.tab, now, pageSize, (query.page - 1) * pageSize),
      this.repository.countWaiting(memberId, now),
      this.repository.wageringSummary(memberId),
    ]);
    return {
      tab: query.tab,
      rewards: page.rows.map(rewardOf),
      pageInfo: { page: query.page, pageSize, total: page.total },
      waitingCount,
      wageringCount: summary.count,
    };
  }

  async badge(memberId: string): Promise<{ waitingCount: number; wageringCount: number }> {
    const [waitingCount, summary] = await Promise.all([
      this.repository.countWaiting(memberId, this.now()),
      this.repository.wageringSummary(memberId),
    ]);
    return { waitingCount, wageringCount: summary.count };
  }

  private publishWaiting(memberId: string): void {
    this.repository
      .countWaiting(memberId, this.now())
      .then((waitingCount) => this.events.publish(memberId, { type: 'rewards', waitingCount }))
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not publish the reward badge'));
  }

  // --- Staff ----------------------------------------------------------------------------------------

  async adminList(
    query: AdminBonusListQuery,
  ): Promise<{ bonuses: AdminBonus[]; pageInfo: { page: number; pageSize: number; total: number } }> {
    const pageSize = Math.min(query.pageSize, bonusLimits.pageSize);
    const member = query.member;
    const byId = member !== undefined && /^[1-9][0-9]{0,18}$/.test(member);
    const memberId = byId || member === undefined ? member : (await this.members.findByUsername(member))?.id;
    if (member !== undefined && memberId === undefined)
      return { bonuses: [], pageInfo: { page: query.page, pageSize, total: 0 } };
    const { rows, total } = await this.repository.adminPage(
      {
        status: query.status,
        kind: query.kind,
        memberId,
        sourceId: query.sourceId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      },
      pageSize,
      (query.page - 1) * pageSize,
    );
    return {
      bonuses: await this.withAccounts(rows),
      pageInfo: { page: query.page, pageSize, total },
    };
  }

  private async withAccounts(rows: readonly BonusRow[]): Promise<AdminBonus[]> {
    const accounts = await this.members.accountsOf(rows.map((row) => row.member_id));
    return rows.map((row) => adminBonusOf({ ...row, username: accounts.get(row.member_id) ?? '' }));
  }

  private async adminBonus(id: string): Promise<AdminBonus> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found');
    return (await this.withAccounts([row]))[0] as AdminBonus;
  }

  /** Staff forfeit (audited, with a reason): a locked bonus back to the pool, a waiting one dropped. */
  async forfeitByStaff(actor: AuditActor, bonusId: string, reason: string): Promise<AdminBonus> {
    const row = await this.finishById(bonusId);
    if (!row) throw new AppError('not_found');
    if (row.status !== 'wagering' && row.status !== 'claimable')
      throw new AppError('invalid_state', 'This bonus is no longer open.');
    const changed = await this.changed(
      await this.repository.transition(
        bonusId,
        [row.status],
        row.status === 'wagering'
          ? { status: 'forfeited', pending_step: 'forfeit', ended_at: this.now(), end_reason: reason }
          : { status: 'forfeited', ended_at: this.now(), end_reason: reason },
      ),
    );
    if (!changed) throw new AppError('invalid_state', 'This bonus changed meanwhile; look again.');
    await this.audit.record(actor, {
      action: 'bonus.forfeit',
      targetType: 'bonus',
      targetId: bonusId,
      before: { status: row.status },
      after: { status: 'forfeited', reason, amountMinor: row.amount_minor, memberId: row.member_id },
    });
    if (row.status === 'claimable') this.publishWaiting(row.member_id);
    return this.adminBonus(bonusId);
  }

  /** Staff extend (audited, with a reason): the wagering or claim deadline moves by `days`. */
  async extend(actor: AuditActor, bonusId: string, days: number, reason: string): Promise<AdminBonus> {
    const before = await this.repository.findById(bonusId);
    if (!before) throw new AppError('not_found');
    const changed = await this.repository.extend(bonusId, days);
    if (!changed)
      throw new AppError('invalid_state', 'Only an open bonus (waiting or in wagering) can be extended.');
    await this.audit.record(actor, {
      action: 'bonus.extend',
      targetType: 'bonus',
      targetId: bonusId,
      before: { claimExpiresAt: before.claim_expires_at, wageringExpiresAt: before.wagering_expires_at },
      after: {
        days,
        reason,
        claimExpiresAt: changed.claim_expires_at,
        wageringExpiresAt: changed.wagering_expires_at,
      },
    });
    return this.adminBonus(bonusId);
  }

  // --- Jobs -----------------------------------------------------------------------------------------

  /** Every minute: release met bonuses; expire wagering past its deadline and claims past theirs. */
  async runMinute(): Promise<{ released: number; expired: number; claimExpired: number; swept: number }> {
    const swept = await this.sweep();
    let released = 0;
    for (const id of await this.repository.metIds(jobBatch)) if (await this.release(id)) released += 1;
    let expired = 0;
    const now = this.now();
    for (const id of await this.repository.wageringExpiredIds(now, jobBatch)) {
      const changed = await this.repository.transition(
        id,
        ['wagering'],
        { status: 'expired', pending_step: 'expire', ended_at: now, end_reason: 'wagering deadline' },
        { wageringMet: false },
      );
      if (changed) {
        await this.finishStep(changed);
        expired += 1;
      } else if (await this.release(id)) {
        // Met before the deadline, released just now (the trigger counted it in time).
        released += 1;
      }
    }
    const claimExpiredRows = await this.repository.claimExpired(now, jobBatch);
    for (const memberId of new Set(claimExpiredRows.map((row) => row.member_id)))
      this.publishWaiting(memberId);
    return { released, expired, claimExpired: claimExpiredRows.length, swept };
  }

  /** Finishes rows whose writer died between the row and its transfer (same transfer ids: never twice). */
  async sweep(olderThanMs = stuckAfterMs): Promise<number> {
    const rows = await this.repository.stuckSteps(new Date(this.now().getTime() - olderThanMs), jobBatch);
    let finished = 0;
    for (const row of rows) {
      try {
        await this.finishStep(row);
        finished += 1;
      } catch (error) {
        this.log.warn({ err: error, bonusId: row.id }, 'bonus sweeper could not finish a step');
      }
    }
    return finished;
  }
}

function wageringOf(row: BonusRow): Reward['wagering'] {
  if (row.wagering_required_minor === null) return null;
  const required = BigInt(row.wagering_required_minor);
  const raw = BigInt(row.wagering_progress_minor);
  const progress = raw < 0n ? 0n : raw > required ? required : raw;
  const percent = required === 0n ? 100 : Number((progress * 100n) / required);
  return {
    requiredMinor: required.toString(),
    progressMinor: progress.toString(),
    remainingMinor: (required - progress).toString(),
    percent,
    multiple: row.wagering_multiple ?? '0',
    baseMinor: row.wagering_base_minor ?? '0',
    weights: row.weights ?? {},
    defaultWeightPercent: row.default_weight_percent ?? 100,
    maxStakeMinor: row.max_stake_minor,
    maxCashoutMinor: row.max_cashout_minor,
    wageringDays: row.wagering_days ?? 0,
    startedAt: row.activated_at?.toISOString() ?? null,
    expiresAt: row.wagering_expires_at?.toISOString() ?? null,
  };
}

export function rewardOf(row: BonusRow): Reward {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    amountMinor: row.amount_minor,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    claimExpiresAt: row.status === 'claimable' ? (row.claim_expires_at?.toISOString() ?? null) : null,
    wagering: wageringOf(row),
    releasedMinor: row.released_minor,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

function adminBonusOf(row: BonusWithMember): AdminBonus {
  return {
    ...rewardOf(row),
    claimExpiresAt: row.claim_expires_at?.toISOString() ?? null,
    memberId: row.member_id,
    username: row.username,
    sourceId: row.source_id,
    grantKey: row.grant_key,
    endReason: row.end_reason,
    pendingStep: row.pending_step,
  };
}

export type { BonusStep };
