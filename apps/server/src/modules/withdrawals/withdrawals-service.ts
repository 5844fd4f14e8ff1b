import { setTimeout as sleep } from 'node:timers/promises';
import { parseDecimalAmount } from '@gaming/contracts/money';
import {
  type ReceivingAccount,
  type WithdrawConfirmRequest,
  type WithdrawCreateRequest,
  type WithdrawListQuery,
  type WithdrawSettingsResponse,
  withdrawalFeeMinor,
} from '@gaming/contracts/withdrawals';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandDayStart, brandToday } from '../../platform/brand-day.js';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { ProofImage } from '../uploads/proof-upload.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import type { WithdrawalLedger } from './withdrawal-ledger.js';
import type { WithdrawalTransitions } from './withdrawal-transitions.js';
import { payoutMinorOf, toWithdrawal } from './withdrawal-views.js';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals-repository.js';

/**
 * A request stops trying to place its own hold this long after its row was written; the sweeper only
 * takes over "holding" rows older than holdRecoveryAfterMs. The gap keeps the two from racing.
 */
export const requestHoldWindowMs = 30_000;
export const holdRecoveryAfterMs = 5 * 60_000;
/**
 * A request waiting for its own earlier requests' holds to be decided reads (without the member's lock)
 * after this long, doubling up to the longest wait; it gives up after requestHoldWindowMs in all.
 */
const dailyCountFirstWaitMs = 25;
const dailyCountLongestWaitMs = 400;

/** A request's amounts, and the day's amount limit read before the member's lock (null: none). */
type RequestAmounts = { amountMinor: bigint; feeMinor: bigint; dailyAmountLimitMinor: bigint | null };

export function memberActor(member: MemberRow, client: RequestClient): AuditActor {
  return { type: 'member', id: member.id, name: member.username, ip: client.ip };
}

/** The member's side of withdrawals (spec §3, §4): request with the payment password, list, confirm. */
export class WithdrawalsService {
  constructor(
    private readonly repository: WithdrawalsRepository,
    private readonly ledger: WithdrawalLedger,
    private readonly transitions: WithdrawalTransitions,
    private readonly wallet: WalletService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
  ) {}

  /** Checks other modules add at composition (app.ts), run before a request is written; they throw to refuse. */
  private readonly requestChecks: ((memberId: string, amountMinor: bigint) => Promise<void>)[] = [];

  /**
   * E.g. bonus money (issue 16): no withdrawal while a bonus is in wagering (bonus_wagering_active); KYC
   * above a threshold (issue 20) reads the amount.
   */
  addRequestCheck(check: (memberId: string, amountMinor: bigint) => Promise<void>): void {
    this.requestChecks.push(check);
  }

  /** Told of each request once its hold is placed (row `pending`), e.g. AML evaluation (issue 20). */
  private readonly requestedListeners: ((row: WithdrawalRow) => Promise<void>)[] = [];

  addRequestedListener(listener: (row: WithdrawalRow) => Promise<void>): void {
    this.requestedListeners.push(listener);
  }

  /** The listeners' errors are logged, never the member's: the request itself succeeded. */
  private async announceRequested(row: WithdrawalRow): Promise<void> {
    for (const listener of this.requestedListeners) {
      try {
        await listener(row);
      } catch (error) {
        this.log?.error({ err: error, withdrawalId: row.id }, 'withdrawal requested listener failed');
      }
    }
  }

  private log: { error: (object: object, message: string) => void } | undefined;

  /** The app's logger for listener failures (composition). */
  useLogger(log: { error: (object: object, message: string) => void }): void {
    this.log = log;
  }

  /** Limits on the amount a member may ask for in a brand day (null: none), e.g. VIP levels (issue 17). */
  private readonly dailyAmountLimits: ((memberId: string) => Promise<bigint | null>)[] = [];

  addDailyAmountLimit(limitOf: (memberId: string) => Promise<bigint | null>): void {
    this.dailyAmountLimits.push(limitOf);
  }

  /** The lowest of the registered daily amount limits, or null when none applies. */
  private async dailyAmountLimitOf(memberId: string): Promise<bigint | null> {
    let lowest: bigint | null = null;
    for (const limitOf of this.dailyAmountLimits) {
      const limit = await limitOf(memberId);
      if (limit !== null && (lowest === null || limit < lowest)) lowest = limit;
    }
    return lowest;
  }

  private todayStart(): Date {
    const offset = this.settings.get('brand').gmtOffsetMinutes;
    return brandDayStart(brandToday(this.now(), offset), offset);
  }

  async settingsFor(member: MemberRow): Promise<WithdrawSettingsResponse> {
    const brand = this.settings.get('brand');
    const limits = this.settings.get('withdrawals');
    const [usedToday, last, awaiting] = await Promise.all([
      this.repository.countSince(member.id, this.todayStart()),
      this.repository.receivingAccount(member.id),
      this.repository.hasAwaitingConfirmation(member.id),
    ]);
    return {
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      decimals: brand.currencyDecimals,
      minimumMinor: limits.minimumMinor,
      maximumMinor: limits.maximumMinor,
      dailyCount: limits.dailyCount,
      remainingToday: Math.max(0, limits.dailyCount - usedToday),
      autoConfirmMinutes: limits.autoConfirmMinutes,
      feeFlatMinor: limits.feeFlatMinor,
      feeBasisPoints: limits.feeBasisPoints,
      lastAccount: last
        ? { bankName: last.bank_name, accountHolder: last.account_holder, accountNumber: last.account_number }
        : null,
      awaitingConfirmation: awaiting,
    };
  }

  private checkLimits(amountMinor: bigint): bigint {
    const limits = this.settings.get('withdrawals');
    if (amountMinor < BigInt(limits.minimumMinor)) throw new AppError('amount_below_minimum');
    if (amountMinor > BigInt(limits.maximumMinor)) throw new AppError('amount_above_maximum');
    const feeMinor = withdrawalFeeMinor(limits, amountMinor);
    // A fee that eats the whole amount would pay out nothing.
    if (feeMinor >= amountMinor) throw new AppError('amount_below_minimum');
    return feeMinor;
  }

  /**
   * A withdrawal request. Limits and the payment password first; then, under a per-member lock, the
   * daily count and the one-waiting rule, and the row is written as "holding" (nothing held yet). Then
   * the ledger places the hold (the member's no-negative limit refuses it atomically: never
   * check-then-write), and the row becomes "pending", or "failed" when the ledger refused.
   * A crash between those steps leaves "holding"; the sweeper places the same hold (same transfer id)
   * later, so the ledger either returns the hold already placed or places it once, and the row follows.
   * Rule (our call): while a paid withdrawal awaits the member's answer, a new one is refused with
   * withdrawal_pending, so a not-received claim is settled before more money leaves.
   */
  async request(member: MemberRow, input: WithdrawCreateRequest, client: RequestClient) {
    const amountMinor = this.wallet.parseAmount(input.amount);
    const feeMinor = this.checkLimits(amountMinor);
    await this.wallet.checkPaymentPassword(member, input.paymentPassword);
    for (const check of this.requestChecks) await check(member.id, amountMinor);
    const dailyAmountLimitMinor = await this.dailyAmountLimitOf(member.id);
    const { row, replay } = await this.insertWithinDailyCount(
      member,
      input,
      { amountMinor, feeMinor, dailyAmountLimitMinor },
      client,
    );
    if (replay && (row.amount_minor !== amountMinor.toString() || row.account_number !== input.accountNumber))
      throw new AppError('validation_failed', 'This request id was already used for a different withdrawal.');
    const settled = await this.placeHold(row, { type: 'member', name: member.username, client });
    if (!replay && settled.status === 'pending') await this.announceRequested(settled);
    return this.view(settled);
  }

  /**
   * Writes the request's row under the member's lock, within the day's count. Rows whose own request is
   * still placing its hold are not counted yet, nor is the new request refused for them: the ledger may
   * refuse them (insufficient_funds), and then they never used a slot. So a request that only they push
   * over the count waits outside the lock until they are decided, and a burst beyond the balance hears
   * insufficient_funds, its true reason, instead of daily_limit_reached (issue 13 #11). The wait is
   * bounded: after requestHoldWindowMs a row belongs to the sweeper and counts as used.
   */
  private async insertWithinDailyCount(
    member: MemberRow,
    input: WithdrawCreateRequest,
    amounts: RequestAmounts,
    client: RequestClient,
  ): Promise<{ row: WithdrawalRow; replay: boolean }> {
    const deadline = this.now().getTime() + requestHoldWindowMs;
    for (;;) {
      const outcome = await this.repository.transaction((transaction) =>
        this.insertRequest(transaction, member, input, amounts, client),
      );
      if (outcome !== 'undecided') return outcome;
      if (!(await this.waitForUndecided(member.id, deadline))) throw new AppError('daily_limit_reached');
    }
  }

  /**
   * Waits until the member's undecided rows no longer decide this request's place in the day's count.
   * It only reads, outside the member's lock: a burst of waiting requests taking the lock (and a pooled
   * connection each) over and over would starve the ledger batcher that decides those very rows.
   * False when the deadline passed first.
   */
  private async waitForUndecided(memberId: string, deadline: number): Promise<boolean> {
    const limit = this.settings.get('withdrawals').dailyCount;
    for (let waitMs = dailyCountFirstWaitMs; this.now().getTime() < deadline; ) {
      await sleep(waitMs);
      waitMs = Math.min(waitMs * 2, dailyCountLongestWaitMs);
      const undecidedAfter = new Date(this.now().getTime() - requestHoldWindowMs);
      const use = await this.repository.dailyUse(memberId, this.todayStart(), undecidedAfter);
      if (use.counted >= limit || use.counted + use.undecided < limit) return true;
    }
    return false;
  }

  private async insertRequest(
    transaction: Transaction<Database>,
    member: MemberRow,
    input: WithdrawCreateRequest,
    { dailyAmountLimitMinor, ...amounts }: RequestAmounts,
    client: RequestClient,
  ): Promise<{ row: WithdrawalRow; replay: boolean } | 'undecided'> {
    await this.repository.lockMember(transaction, member.id);
    const existing = await this.repository.findByRequest(transaction, member.id, input.requestId);
    if (existing) return { row: existing, replay: true };
    const limits = this.settings.get('withdrawals');
    const undecidedAfter = new Date(this.now().getTime() - requestHoldWindowMs);
    const use = await this.repository.dailyUse(member.id, this.todayStart(), undecidedAfter, transaction);
    if (use.counted >= limits.dailyCount) throw new AppError('daily_limit_reached');
    if (use.counted + use.undecided >= limits.dailyCount) return 'undecided';
    if (await this.repository.hasAwaitingConfirmation(member.id, transaction))
      throw new AppError('withdrawal_pending');
    // Under the member's lock, so concurrent requests cannot pass the day's amount together.
    if (
      dailyAmountLimitMinor !== null &&
      (await this.repository.amountSince(member.id, this.todayStart(), transaction)) + amounts.amountMinor >
        dailyAmountLimitMinor
    )
      throw new AppError('vip_withdrawal_limit_reached');
    const account: ReceivingAccount = {
      bankName: input.bankName,
      accountHolder: input.accountHolder,
      accountNumber: input.accountNumber,
    };
    const inserted = await this.repository.insert(
      transaction,
      {
        memberId: member.id,
        requestId: input.requestId,
        memberAccount: member.username,
        ...amounts,
        currency: this.settings.get('brand').currency,
        ...account,
      },
      this.now(),
    );
    await this.repository.insertEvent(transaction, {
      withdrawalId: inserted.id,
      fromStatus: null,
      toStatus: 'holding',
      actorType: 'member',
      actorName: member.username,
    });
    await this.repository.saveReceivingAccount(transaction, member.id, account);
    await this.audit.record(
      memberActor(member, client),
      {
        action: 'withdrawal.request',
        targetType: 'withdrawal',
        targetId: inserted.id,
        after: { status: 'holding', amountMinor: inserted.amount_minor, feeMinor: inserted.fee_minor },
      },
      transaction,
    );
    return { row: inserted, replay: false };
  }

  /**
   * Places the hold of a "holding" row and moves it on. `by` request: only within requestHoldWindowMs of
   * the row's creation (later, the sweeper owns it). Replays of settled rows return them unchanged.
   */
  async placeHold(
    row: WithdrawalRow,
    by: { type: 'member'; name: string; client: RequestClient } | { type: 'system' },
  ): Promise<WithdrawalRow> {
    if (row.status === 'failed') throw new AppError('insufficient_funds');
    if (row.status !== 'holding') return row;
    if (
      by.type === 'member' &&
      this.now().getTime() - new Date(row.created_at).getTime() > requestHoldWindowMs
    )
      return row;
    const actor: AuditActor =
      by.type === 'member'
        ? { type: 'member', id: row.member_id, name: by.name, ip: by.client.ip }
        : { type: 'system', id: null, name: 'withdrawals-sweeper', ip: null };
    try {
      await this.ledger.hold(row);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'insufficient_funds') throw error;
      const failed = await this.transitions
        .apply({ id: row.id, from: ['holding'], to: 'failed', actor, action: 'withdrawal.hold_refused' })
        .catch(() => undefined);
      const current = failed ?? (await this.repository.findById(row.id));
      if (current?.status === 'failed') throw new AppError('insufficient_funds');
      return current ?? row;
    }
    const pending = await this.transitions
      .apply({ id: row.id, from: ['holding'], to: 'pending', actor, action: 'withdrawal.held' })
      .catch(() => undefined);
    return pending ?? (await this.repository.findById(row.id)) ?? row;
  }

  private async proofIdsOf(row: WithdrawalRow): Promise<string[]> {
    // Only a not-received claim carries images; it stays visible after staff resolve it.
    if (row.status !== 'not_received' && row.resolution === null) return [];
    return this.uploads.idsOf({ type: 'withdrawal', id: row.id });
  }

  async view(row: WithdrawalRow) {
    return toWithdrawal(row, {
      autoConfirmMinutes: this.settings.get('withdrawals').autoConfirmMinutes,
      proofImageIds: await this.proofIdsOf(row),
    });
  }

  async list(member: MemberRow, query: WithdrawListQuery) {
    const offset = this.settings.get('brand').gmtOffsetMinutes;
    const { rows, total } = await this.repository.list({
      memberId: member.id,
      ...(query.status ? { statuses: [query.status] } : {}),
      ...(query.from ? { fromInstant: brandDayStart(query.from, offset) } : {}),
      ...(query.to ? { toInstant: brandDayStart(query.to, offset, 1) } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      withdrawals: await Promise.all(rows.map((row) => this.view(row))),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** The member's own withdrawal; anyone else's is "not found", never "forbidden". */
  async own(member: MemberRow, id: string): Promise<WithdrawalRow> {
    const row = await this.repository.findById(id);
    if (!row || row.member_id !== member.id) throw new AppError('not_found');
    return row;
  }

  async detail(member: MemberRow, id: string) {
    return this.view(await this.own(member, id));
  }

  /** Received, or partly received with the amount that arrived (the remainder is what staff investigate). */
  async confirm(member: MemberRow, id: string, input: WithdrawConfirmRequest, client: RequestClient) {
    const row = await this.own(member, id);
    const actor = memberActor(member, client);
    if (input.outcome === 'received') {
      const done = await this.transitions.apply({
        id,
        from: ['paid'],
        to: 'completed',
        change: { confirmed_at: this.now() },
        actor,
        action: 'withdrawal.confirm_received',
        notice: { kind: 'withdrawal_completed', amountMinor: payoutMinorOf },
      });
      return this.view(done);
    }
    const receivedMinor = parseDecimalAmount(
      input.amountReceived,
      this.settings.get('brand').currencyDecimals,
    );
    // Partly: something arrived, but less than was paid out; all or nothing have their own answers.
    if (receivedMinor === undefined || receivedMinor <= 0n || receivedMinor >= payoutMinorOf(row))
      throw new AppError('validation_failed', undefined, [
        { path: 'amountReceived', message: 'validation.amountReceived' },
      ]);
    const claimed = await this.transitions.apply({
      id,
      from: ['paid'],
      to: 'partly_received',
      change: { confirmed_at: this.now(), received_minor: receivedMinor.toString() },
      actor,
      action: 'withdrawal.confirm_partly_received',
    });
    return this.view(claimed);
  }

  /** Not received: 1 to 3 proof images (already checked by readProofUpload), saved with the claim. */
  async reportNotReceived(
    member: MemberRow,
    id: string,
    claim: { images: ProofImage[]; note: string | undefined },
    client: RequestClient,
  ) {
    await this.own(member, id);
    if (claim.images.length === 0) throw new AppError('proof_required');
    const claimed = await this.transitions.apply({
      id,
      from: ['paid'],
      to: 'not_received',
      change: { confirmed_at: this.now(), claim_note: claim.note ? claim.note : null },
      actor: memberActor(member, client),
      action: 'withdrawal.report_not_received',
      note: claim.note ?? null,
      alsoInTransaction: async (transaction, row) => {
        await this.uploads.save(transaction, member.id, { type: 'withdrawal', id: row.id }, claim.images);
      },
    });
    return this.view(claimed);
  }

  /**
   * The member takes back a pending withdrawal (issue 20, only where the jurisdiction allows a reversal):
   * pending -> rejected with the hold voided, through the same conditional transition as a staff rejection,
   * so a cancellation and an approval racing for the row never both win, and the money returns once.
   * `alsoInTransaction` records the attempt with the state change.
   */
  async cancelByMember(
    member: MemberRow,
    id: string,
    client: RequestClient,
    alsoInTransaction: (transaction: Transaction<Database>, row: WithdrawalRow) => Promise<void>,
  ) {
    await this.own(member, id);
    const cancelled = await this.transitions.apply({
      id,
      from: ['pending'],
      to: 'rejected',
      change: { decided_at: this.now(), cancelled_by_member: true },
      ledgerStep: 'void',
      actor: memberActor(member, client),
      action: 'withdrawal.cancel',
      alsoInTransaction,
      notice: { kind: 'withdrawal_rejected', amountMinor: (row) => BigInt(row.amount_minor) },
    });
    return this.view(cancelled);
  }

  /** For the staff risk view: the member's undecided requests. */
  undecidedOf(memberId: string) {
    return this.repository.undecidedOf(memberId);
  }

  /** For the staff risk view: other members paid (or asking to be paid) to the same bank account. */
  sharingBankAccount(memberId: string, limit: number) {
    return this.repository.sharingBankAccount(memberId, limit);
  }
}
