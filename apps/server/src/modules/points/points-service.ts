import { randomUUID } from 'node:crypto';
import {
  type AdminMemberPointsResponse,
  type AdminPointsRatesResponse,
  type PointsAwardCode,
  type PointsConfigResponse,
  type PointsConversionTerms,
  type PointsLine,
  type PointsRatesInput,
  type PointsSpendCode,
  type PointsTransactionDetailsResponse,
  pointsLedgerCodes,
  pointsLimits,
} from '@gaming/contracts/points';
import type { FastifyBaseLogger } from 'fastify';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { AuditActor } from '../audit/audit-repository.js';
import type { AuditService } from '../audit/audit-service.js';
import type { PlayStatsService } from '../rounds/play-stats-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import {
  balanceAfterOf,
  LedgerError,
  type LedgerService,
  type UnitOutcome,
} from '../wallet/ledger-service.js';
import type { DueWindow, PointsRepository } from './points-repository.js';
import { checkPoints, versionAt, versionView, windowTarget } from './points-rules.js';
import { type PointsRecords, type PointsUnit, PointsWriter } from './points-writer.js';

export type { PointsRecords } from './points-writer.js';

/** The ledger's unit of points: one point is 1 (never minor units of money). */
export const pointsCurrency = 'PTS';
const poolCode = 'pool:points';
const pointsAccountCode = (memberId: string) => `member:${memberId}:points`;

export type PointsBalance = { spendablePoints: bigint; lifetimePoints: bigint };

export type AwardInput = {
  memberId: string;
  points: bigint;
  code: PointsAwardCode;
  /** The transfer id, derived by the caller with LedgerIds.server(namespace, ...): one award per key, ever. */
  key: string;
  referenceType: string;
  referenceId: string;
  /** Whether the award raises lifetime points (VIP levels); mission and ranking points do. */
  countsForLevel: boolean;
  /** The caller's records committed with the transfer (UnitWrites statements). */
  records?: PointsRecords;
};

export type SpendInput = {
  memberId: string;
  points: bigint;
  code: PointsSpendCode;
  /** Server-derived (a redeem's id through LedgerIds): a replay returns the first result. */
  transferId: string;
  referenceType: string;
  referenceId: string;
  records?: PointsRecords;
};

export type RefundInput = {
  memberId: string;
  points: bigint;
  code: 'points_redeem_refund';
  transferId: string;
  referenceType: string;
  referenceId: string;
  records?: PointsRecords;
};

export type PointsMoveResult = {
  /** True when the transfer had already been made by an earlier call with the same id. */
  replayed: boolean;
  transactionReference: string;
};

export type AdjustInput = { memberId: string; points: bigint; reason: string };

/** A module naming the business objects behind points lines (a mall item's title): ids -> remark. */
export type RemarkProvider = (ids: readonly string[]) => Promise<Map<string, string>>;

export type LifetimeListener = (memberIds: string[]) => void;

export type EarnRunResult = { windows: number; paid: number; final: number };

/** The reference type of a staff adjustment's points line (its reason in points_adjustments). */
const adjustmentReference = 'points_adjustment';

/** Windows each run computes at most (the next run takes the rest). */
const earnBatch = 500;
/** Members paid at once by a run (each member's windows one after another). */
const memberConcurrency = 64;
/** A run's batches stop after this long (the job runs every minute) or this many batches. */
const runBudgetMs = 40_000;
const maxBatchesPerRun = 200;
const hourMs = 3_600_000;
const dayMs = 86_400_000;
const pointsCodes: ReadonlySet<string> = new Set(pointsLedgerCodes);

/**
 * Loyalty points (issue 17; docs/loyalty.md). Every change is a PTS ledger transfer between the member's
 * points account and `pool:points`, with a server-derived id, so a retry or a second runner replays the
 * first transfer. Earning: settled valid bet per hour window and category (PlayStatsService) at the rate
 * version in force at the window's start; the every-minute job pays each queued window's difference to
 * what it paid before, its record committed with the transfer. Lifetime points (VIP) are kept apart from
 * the spendable balance in member_loyalty, moved in the same commit.
 */
export class PointsService {
  private readonly writer: PointsWriter;
  private readonly lifetimeListeners: LifetimeListener[] = [];
  private readonly remarkProviders = new Map<string, RemarkProvider>();
  private poolAccount: string | undefined;
  private readonly memberAccounts = new Map<string, string>();
  private earning: Promise<EarnRunResult> | undefined;
  private conversionTerms: (() => PointsConversionTerms | null) | undefined;

  constructor(
    private readonly repository: PointsRepository,
    private readonly ledger: LedgerService,
    private readonly ledgerIds: LedgerIds,
    private readonly playStats: PlayStatsService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly log: FastifyBaseLogger,
    private readonly events?: MemberEventBus,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.writer = new PointsWriter(repository);
    this.registerRemarks(adjustmentReference, (ids) => repository.adjustmentReasons(ids));
  }

  // --- Ports ----------------------------------------------------------------------------------------

  /** Called after lifetime points of these members rose or fell (earning, awards counting for level). */
  onLifetimeChanged(listener: LifetimeListener): void {
    this.lifetimeListeners.push(listener);
  }

  /** Names the lines of a reference type in the points details (a mall redeem's item, a mission's title). */
  registerRemarks(referenceType: string, provider: RemarkProvider): void {
    this.remarkProviders.set(referenceType, provider);
  }

  /** The points mall's conversion terms, shown by pointsConfig (modules/points-mall provides them). */
  provideConversionTerms(provider: () => PointsConversionTerms | null): void {
    this.conversionTerms = provider;
  }

  /** PTSYS3: the points routes answer not_found while it is off. */
  isEnabled(): boolean {
    return this.settings.get('whitelabel').PTSYS3;
  }

  requireEnabled(): void {
    if (!this.isEnabled()) throw new AppError('not_found');
  }

  private notifyLifetime(memberIds: readonly string[]): void {
    if (memberIds.length === 0) return;
    for (const listener of this.lifetimeListeners) {
      try {
        listener([...new Set(memberIds)]);
      } catch (error) {
        this.log.warn({ err: error }, 'points lifetime listener failed');
      }
    }
  }

  private publish(memberIds: readonly string[]): void {
    if (!this.events) return;
    for (const memberId of new Set(memberIds)) {
      this.balanceOf(memberId)
        .then((balance) =>
          this.events?.publish(memberId, {
            type: 'points',
            spendablePoints: balance.spendablePoints.toString(),
            lifetimePoints: balance.lifetimePoints.toString(),
          }),
        )
        .catch((error: unknown) => this.log.warn({ err: error }, 'points notice failed'));
    }
  }

  // --- Accounts ------------------------------------------------------------------------------------

  private async poolAccountId(): Promise<string> {
    this.poolAccount ??= (
      await this.ledger.ensureAccount({
        code: poolCode,
        kind: 'points_pool',
        currency: pointsCurrency,
        mayGoNegative: true,
      })
    ).id;
    return this.poolAccount;
  }

  /** The member's points account (created on first use, with its loyalty row). */
  async pointsAccountId(memberId: string): Promise<string> {
    const cached = this.memberAccounts.get(memberId);
    if (cached) return cached;
    const account = await this.ledger.ensureAccount({
      code: pointsAccountCode(memberId),
      kind: 'member_points',
      memberId,
      currency: pointsCurrency,
      mayGoNegative: false,
    });
    await this.repository.ensureLoyalty([memberId]);
    if (this.memberAccounts.size >= 10_000) this.memberAccounts.clear();
    this.memberAccounts.set(memberId, account.id);
    return account.id;
  }

  // --- Reads ---------------------------------------------------------------------------------------

  async balanceOf(memberId: string): Promise<PointsBalance> {
    const [account, loyalty] = await Promise.all([
      this.ledger.accountByCode(pointsAccountCode(memberId)),
      this.repository.loyaltyOf(memberId),
    ]);
    const spendablePoints = account ? BigInt(account.credits_posted) - BigInt(account.debits_posted) : 0n;
    return { spendablePoints, lifetimePoints: loyalty.lifetimePoints };
  }

  async transactionDetails(
    memberId: string,
    page: number,
    pageSize: number,
  ): Promise<PointsTransactionDetailsResponse> {
    const size = Math.min(Math.max(pageSize, 1), pointsLimits.pageSize);
    const account = await this.ledger.accountByCode(pointsAccountCode(memberId));
    if (!account) return { lines: [], pageInfo: { page, pageSize: size, total: 0 } };
    const statement = await this.ledger.statementOf(account.id, {}, page, size);
    const remarks = await this.remarksOf(statement.rows);
    const lines: PointsLine[] = statement.rows
      .filter((row) => pointsCodes.has(row.code))
      .map((row) => {
        const incoming = row.credit_account_id === account.id;
        return {
          transactionReference: row.id,
          points: (incoming ? BigInt(row.amount) : -BigInt(row.amount)).toString(),
          code: row.code as PointsLine['code'],
          balanceAfterPoints: balanceAfterOf(row, account.id),
          createdAt: row.created_at.toISOString(),
          remark: remarks.get(`${row.reference_type}|${row.reference_id}`) ?? null,
        };
      });
    return { lines, pageInfo: { page, pageSize: size, total: statement.total } };
  }

  private async remarksOf(
    rows: readonly { reference_type: string | null; reference_id: string | null }[],
  ): Promise<Map<string, string>> {
    const byType = new Map<string, string[]>();
    for (const row of rows) {
      if (!row.reference_type || !row.reference_id || !this.remarkProviders.has(row.reference_type)) continue;
      byType.set(row.reference_type, [...(byType.get(row.reference_type) ?? []), row.reference_id]);
    }
    const remarks = new Map<string, string>();
    for (const [type, ids] of byType) {
      try {
        const named = await (this.remarkProviders.get(type) as RemarkProvider)(ids);
        for (const [id, remark] of named) remarks.set(`${type}|${id}`, remark);
      } catch (error) {
        // A missing remark must not hide the member's points lines.
        this.log.warn({ err: error, type }, 'points remarks failed');
      }
    }
    return remarks;
  }

  correctionDays(): number {
    return this.settings.get('points.settings').correctionDays;
  }

  async config(): Promise<PointsConfigResponse> {
    const [current] = await this.repository.rateVersionsCovering(this.now(), this.now());
    const view = current ? versionView(current) : null;
    return {
      earning: {
        effectiveFrom: view?.effectiveFrom ?? null,
        defaultValidBetPerPointMinor: view?.defaultValidBetPerPointMinor ?? null,
        categories: view?.categories ?? [],
      },
      correctionDays: this.correctionDays(),
      conversion: this.conversionTerms?.() ?? null,
    };
  }

  // --- Moves ---------------------------------------------------------------------------------------

  private async move(
    request: {
      id: string;
      from: string;
      to: string;
      points: bigint;
      code: string;
      reference: { type: string; id: string };
    },
    unit: PointsUnit,
  ): Promise<UnitOutcome> {
    return this.ledger.transferWithRecords(
      {
        id: request.id,
        debitAccountId: request.from,
        creditAccountId: request.to,
        amountMinor: request.points,
        code: request.code,
        reference: request.reference,
      },
      { balanceAccountId: request.to, writer: this.writer, payload: unit },
    );
  }

  /** Points given by missions, promotions, ranking boards or staff: pool -> member, once per key. */
  async award(input: AwardInput): Promise<PointsMoveResult> {
    checkPoints(input.points);
    const member = await this.pointsAccountId(input.memberId);
    const outcome = await this.move(
      {
        id: input.key,
        from: await this.poolAccountId(),
        to: member,
        points: input.points,
        code: input.code,
        reference: { type: input.referenceType, id: input.referenceId },
      },
      {
        memberId: input.memberId,
        lifetimeDelta: input.countsForLevel ? input.points : 0n,
        debtDelta: 0n,
        window: null,
        records: input.records ?? [],
      },
    );
    if (outcome.type === 'refused') throw new LedgerError(outcome.error.code, outcome.error.message);
    const replayed = outcome.type !== 'applied';
    if (!replayed) {
      if (input.countsForLevel) this.notifyLifetime([input.memberId]);
      this.publish([input.memberId]);
    }
    return { replayed, transactionReference: input.key.toLowerCase() };
  }

  /** Points spent (mall redeem, conversion): member -> pool; refused with points_insufficient when short. */
  async spend(input: SpendInput): Promise<PointsMoveResult> {
    checkPoints(input.points);
    const member = await this.pointsAccountId(input.memberId);
    const outcome = await this.ledger.transferWithRecords(
      {
        id: input.transferId,
        debitAccountId: member,
        creditAccountId: await this.poolAccountId(),
        amountMinor: input.points,
        code: input.code,
        reference: { type: input.referenceType, id: input.referenceId },
      },
      {
        balanceAccountId: member,
        writer: this.writer,
        payload: {
          memberId: input.memberId,
          lifetimeDelta: 0n,
          debtDelta: 0n,
          window: null,
          records: input.records ?? [],
        },
      },
    );
    if (outcome.type === 'refused') {
      // The ledger's no-negative check on the member's account, not a read before the write.
      if (outcome.error.code === 'insufficient_funds') throw new AppError('points_insufficient');
      throw new LedgerError(outcome.error.code, outcome.error.message);
    }
    const replayed = outcome.type !== 'applied';
    if (!replayed) this.publish([input.memberId]);
    return { replayed, transactionReference: input.transferId.toLowerCase() };
  }

  /** Spent points given back (goods rejected): pool -> member; lifetime points never moved, so unchanged. */
  async refund(input: RefundInput): Promise<PointsMoveResult> {
    checkPoints(input.points);
    const member = await this.pointsAccountId(input.memberId);
    const outcome = await this.move(
      {
        id: input.transferId,
        from: await this.poolAccountId(),
        to: member,
        points: input.points,
        code: input.code,
        reference: { type: input.referenceType, id: input.referenceId },
      },
      {
        memberId: input.memberId,
        lifetimeDelta: 0n,
        debtDelta: 0n,
        window: null,
        records: input.records ?? [],
      },
    );
    if (outcome.type === 'refused') throw new LedgerError(outcome.error.code, outcome.error.message);
    const replayed = outcome.type !== 'applied';
    if (!replayed) this.publish([input.memberId]);
    return { replayed, transactionReference: input.transferId.toLowerCase() };
  }

  /**
   * A staff adjustment with a reason (audited): positive pool -> member, negative member -> pool (refused
   * when the member has fewer points). Lifetime points move by the same amount (never below zero): an
   * adjustment corrects what the member earned.
   */
  async adjust(
    actor: AuditActor,
    input: AdjustInput,
  ): Promise<AdminMemberPointsResponse & { transactionReference: string }> {
    if (
      input.points === 0n ||
      input.points > pointsLimits.maxAdjustPoints ||
      input.points < -pointsLimits.maxAdjustPoints
    )
      throw new AppError(
        'validation_failed',
        'An adjustment is a non-zero whole number of points within limits.',
      );
    const reason = input.reason.trim();
    if (reason.length === 0 || reason.length > pointsLimits.reasonLength)
      throw new AppError('validation_failed', 'A reason is required.');
    const adjustmentId = randomUUID();
    const id = this.ledgerIds.server('points', adjustmentId, 'adjust');
    const member = await this.pointsAccountId(input.memberId);
    const pool = await this.poolAccountId();
    const positive = input.points > 0n;
    const points = positive ? input.points : -input.points;
    const outcome = await this.move(
      {
        id,
        from: positive ? pool : member,
        to: positive ? member : pool,
        points,
        code: 'points_adjust',
        reference: { type: adjustmentReference, id: adjustmentId },
      },
      {
        memberId: input.memberId,
        lifetimeDelta: input.points,
        debtDelta: 0n,
        window: null,
        // The reason, committed with the transfer: the line's remark for staff and the member.
        records: [
          {
            statement: this.repository.adjustmentStatement({
              id: adjustmentId,
              memberId: input.memberId,
              points: input.points,
              reason,
              staff: actor.type === 'staff' && actor.id !== null ? { id: actor.id, name: actor.name } : null,
            }),
            expectedRows: 1,
          },
        ],
      },
    );
    if (outcome.type === 'refused') {
      if (outcome.error.code === 'insufficient_funds') throw new AppError('points_insufficient');
      throw new LedgerError(outcome.error.code, outcome.error.message);
    }
    await this.audit.record(actor, {
      action: 'points.adjust',
      targetType: 'member',
      targetId: input.memberId,
      after: { points: input.points.toString(), reason, adjustmentId, transferId: id },
    });
    this.notifyLifetime([input.memberId]);
    this.publish([input.memberId]);
    return { ...(await this.memberPoints(input.memberId, 1, 20)), transactionReference: id };
  }

  // --- Staff ---------------------------------------------------------------------------------------

  async memberPoints(memberId: string, page: number, pageSize: number): Promise<AdminMemberPointsResponse> {
    const [balance, loyalty, details] = await Promise.all([
      this.balanceOf(memberId),
      this.repository.loyaltyOf(memberId),
      this.transactionDetails(memberId, page, pageSize),
    ]);
    return {
      memberId,
      spendablePoints: balance.spendablePoints.toString(),
      lifetimePoints: balance.lifetimePoints.toString(),
      debtPoints: loyalty.debtPoints.toString(),
      lines: details.lines,
      pageInfo: details.pageInfo,
    };
  }

  async rates(): Promise<AdminPointsRatesResponse> {
    const versions = await this.repository.rateVersions(pointsLimits.rateVersions);
    const now = this.now().getTime();
    const current = versions.find((version) => version.effective_from.getTime() <= now) ?? null;
    return {
      current: current ? versionView(current) : null,
      versions: versions.map(versionView),
      correctionDays: this.correctionDays(),
    };
  }

  /** A new rate version in force from now: windows that started before keep the rates they had. */
  async setRates(actor: AuditActor, rates: PointsRatesInput): Promise<AdminPointsRatesResponse> {
    const before = (await this.rates()).current;
    const row = await this.repository.addRateVersion(
      { defaultValidBetPerPointMinor: rates.defaultValidBetPerPointMinor, categories: rates.categories },
      this.now(),
      actor.type === 'staff' && actor.id !== null ? { id: actor.id, name: actor.name } : null,
    );
    await this.audit.record(actor, {
      action: 'points.rates',
      targetType: 'points_rates',
      targetId: String(row.id),
      before,
      after: versionView(row),
    });
    return this.rates();
  }

  // --- Earning -------------------------------------------------------------------------------------

  /**
   * The every-minute job: earning from the queued windows, batch after batch until the queue is empty or
   * the run's time is used (the next run goes on), one run at a time per process.
   */
  async runMinute(): Promise<EarnRunResult> {
    this.earning ??= this.earnForAWhile().finally(() => {
      this.earning = undefined;
    });
    return this.earning;
  }

  private async earnForAWhile(): Promise<EarnRunResult> {
    const total: EarnRunResult = { windows: 0, paid: 0, final: 0 };
    const startedAt = Date.now();
    for (let batch = 0; batch < maxBatchesPerRun && Date.now() - startedAt < runBudgetMs; batch += 1) {
      const result = await this.earnDue();
      total.windows += result.windows;
      total.paid += result.paid;
      total.final += result.final;
      if (result.windows < earnBatch) break;
    }
    return total;
  }

  /**
   * Drains up to `limit` queued windows: each window's target at its rate version, the difference to what
   * it paid paid or taken back. Windows older than the correction days are final and leave the queue
   * unpaid. A window whose payment lost a race (another runner, a concurrent spend) stays queued.
   */
  async earnDue(limit = earnBatch): Promise<EarnRunResult> {
    const due = await this.repository.dueWindows(Math.min(limit, earnBatch));
    if (due.length === 0) return { windows: 0, paid: 0, final: 0 };
    const finalBefore = this.now().getTime() - this.correctionDays() * dayMs;
    const final = due.filter((window) => window.windowStart.getTime() + hourMs <= finalBefore);
    const open = due.filter((window) => window.windowStart.getTime() + hourMs > finalBefore);
    await this.repository.removeDue(final);
    const byMember = new Map<string, DueWindow[]>();
    for (const window of open)
      byMember.set(window.memberId, [...(byMember.get(window.memberId) ?? []), window]);
    const members = [...byMember.keys()];
    await this.repository.ensureRows(open);
    await this.ensurePointsAccounts(members);
    // Read once for the batch; a concurrent runner makes a read stale, and the writer's conditional
    // updates then veto the payment (the window stays queued).
    const [targets, payments, debts] = await Promise.all([
      this.targetsOf(open),
      this.repository.windowPaymentsOf(open),
      this.repository.debtsOf(members),
    ]);
    const done: DueWindow[] = [];
    const changed: string[] = [];
    let paid = 0;
    const payMember = async (memberId: string) => {
      let debt = debts.get(memberId) ?? 0n;
      for (const window of byMember.get(memberId) ?? []) {
        const payment = payments.get(windowKey(window)) ?? { paidPoints: 0n, payments: 0 };
        const result = await this.payWindow(
          window,
          targets.get(windowKey(window)) ?? 0n,
          payment,
          debt,
        ).catch((error: unknown) => {
          this.log.warn({ err: error, memberId }, 'points window payment failed; stays queued');
          return 'retry' as const;
        });
        if (result === 'retry') continue;
        done.push(window);
        if (result === 'unchanged') continue;
        debt += result.debtDelta;
        paid += 1;
        changed.push(memberId);
      }
    };
    for (let start = 0; start < members.length; start += memberConcurrency)
      await Promise.all(members.slice(start, start + memberConcurrency).map(payMember));
    await this.repository.removeDue(done);
    this.notifyLifetime(changed);
    this.publish(changed);
    return { windows: due.length, paid, final: final.length };
  }

  /** The points accounts of a batch's members, created together (cached like pointsAccountId). */
  private async ensurePointsAccounts(memberIds: readonly string[]): Promise<void> {
    const missing = memberIds.filter((memberId) => !this.memberAccounts.has(memberId));
    if (missing.length === 0) return;
    const accounts = await this.ledger.ensureAccounts(
      missing.map((memberId) => ({ code: pointsAccountCode(memberId), memberId, currency: pointsCurrency })),
      'member_points',
      false,
    );
    if (this.memberAccounts.size + missing.length > 10_000) this.memberAccounts.clear();
    for (const memberId of missing) {
      const id = accounts.get(pointsAccountCode(memberId));
      if (id) this.memberAccounts.set(memberId, id);
    }
  }

  /** Each window's points at the version in force at its start. */
  private async targetsOf(windows: readonly DueWindow[]): Promise<Map<string, bigint>> {
    const targets = new Map<string, bigint>();
    if (windows.length === 0) return targets;
    const starts = windows.map((window) => window.windowStart.getTime());
    const versions = await this.repository.rateVersionsCovering(
      new Date(Math.min(...starts)),
      new Date(Math.max(...starts)),
    );
    const play = await this.playStats.windowsValidBet(windows);
    const byWindow = new Map<string, Map<string, bigint>>();
    for (const row of play) {
      const key = windowKey(row);
      const categories = byWindow.get(key) ?? new Map<string, bigint>();
      categories.set(row.category, (categories.get(row.category) ?? 0n) + row.validBetMinor);
      byWindow.set(key, categories);
    }
    for (const window of windows) {
      const version = versionAt(versions, window.windowStart);
      targets.set(
        windowKey(window),
        windowTarget(byWindow.get(windowKey(window)) ?? new Map(), version?.rates ?? null),
      );
    }
    return targets;
  }

  /**
   * Pays the difference between a window's target and what it paid: more is pool -> member (settling the
   * member's debt first), less is member -> pool up to the member's balance, the rest kept as debt. The
   * transfer id is derived from (member, window, payment number), and the payment row moves in the same
   * commit, so a replay or a concurrent runner finds the payment made and pays nothing more.
   */
  private async payWindow(
    window: DueWindow,
    target: bigint,
    payment: { paidPoints: bigint; payments: number },
    debt: bigint,
  ): Promise<{ debtDelta: bigint } | 'unchanged' | 'retry'> {
    const delta = target - payment.paidPoints;
    if (delta === 0n) return 'unchanged';
    const member = await this.pointsAccountId(window.memberId);
    const pool = await this.poolAccountId();
    let amount: bigint;
    let debtDelta: bigint;
    if (delta > 0n) {
      const settled = delta < debt ? delta : debt;
      amount = delta - settled;
      debtDelta = -settled;
    } else {
      const balance = (await this.balanceOf(window.memberId)).spendablePoints;
      amount = -delta < balance ? -delta : balance;
      debtDelta = -delta - amount;
    }
    const unit: PointsUnit = {
      memberId: window.memberId,
      lifetimeDelta: delta,
      debtDelta,
      window: {
        windowStart: window.windowStart,
        expectedPayments: payment.payments,
        paidPointsAfter: target,
      },
      records: [],
    };
    const windowIso = window.windowStart.toISOString();
    const request =
      amount === 0n
        ? null
        : {
            id: this.ledgerIds.server(
              'points-earn',
              window.memberId,
              windowIso,
              String(payment.payments + 1),
            ),
            debitAccountId: delta > 0n ? pool : member,
            creditAccountId: delta > 0n ? member : pool,
            amountMinor: amount,
            code: delta > 0n ? 'points_earn' : 'points_reverse',
            reference: { type: 'points_window', id: `${window.memberId}:${windowIso}` },
          };
    const outcome = await this.ledger.transferWithRecords(request, {
      balanceAccountId: member,
      writer: this.writer,
      payload: unit,
    });
    // Applied: this call paid. Otherwise another runner paid this payment (existing, vetoed) or the
    // member's balance changed (refused): the window stays queued and the next run computes it again.
    return outcome.type === 'applied' ? { debtDelta } : 'retry';
  }
}

function windowKey(window: { memberId: string; windowStart: Date }): string {
  return `${window.memberId}|${window.windowStart.toISOString()}`;
}
