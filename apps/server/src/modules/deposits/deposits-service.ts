import {
  type AdminDeposit,
  type AdminDepositListQuery,
  type Deposit,
  type DepositCreateFields,
  type DepositGatewayCreateRequest,
  type DepositListQuery,
  depositCreateFieldsSchema,
  type GatewayDepositReason,
  gatewayPaymentExpiryMinutes,
  maxPendingDepositsPerMember,
  type PaymentCloseResponse,
} from '@gaming/contracts/deposits';
import { parseDecimalAmount } from '@gaming/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DepositStatus } from '../../db/schema-deposits.js';
import { brandDayStart } from '../../platform/brand-day.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import { KeyedLock, KeyedLockFullError } from '../../platform/keyed-lock.js';
import type { RequestClient } from '../../platform/request-client.js';
import { finishEach, type RecoveryReport } from '../../platform/row-recovery.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { ProofImage } from '../uploads/proof-upload.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import { formatOrderNumber } from '../wallet/account-record.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { type DepositChannelsService, feeFor } from './deposit-channels-service.js';
import type {
  DepositChannelRow,
  DepositorsQuery,
  DepositRow,
  DepositsRepository,
} from './deposits-repository.js';

export type DepositsDependencies = {
  repository: DepositsRepository;
  channels: DepositChannelsService;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  uploads: UploadsService;
  settings: SettingsService;
  audit: AuditService;
  events: MemberEventBus;
  log: FastifyBaseLogger;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stuckCreditingAfterMs = 60_000;
/** The reasons a gateway deposit fails with when its payment expired, or failed without a reason. */
const expiredReason: GatewayDepositReason = 'expired_unpaid';
const failedReason: GatewayDepositReason = 'gateway_failed';
const recoveryBatch = 50;
/**
 * The in-process queue of deposit creations: at most this many of one member's wait behind the running one
 * (more is a script, not a person), and at most this many members queue at once (one process's share).
 */
export const depositQueueLimits = { maxWaitingPerKey: 8, maxKeys: 2_000 } as const;
/** What a refused queued creation tells the client to wait (seconds). */
const queueRetryAfterSeconds = 1;

const fieldError = (path: string, message: string) =>
  new AppError('validation_failed', undefined, [{ path, message }]);

function memberStatus(status: DepositStatus): Deposit['status'] {
  return status === 'crediting' ? 'pending' : status;
}

/**
 * A rule another module adds to deposit creation (a deposit limit, an exclusion, KYC): it runs inside the
 * creating transaction, under the member's deposit lock, after the replay check; it throws an AppError to
 * refuse. `transaction` may be read (and locked) but the check must not write money.
 */
export type DepositCreateCheck = (
  transaction: Transaction<Database>,
  memberId: string,
  amountMinor: bigint,
  at: Date,
) => Promise<void>;

/** Told after a deposit's credit committed (AML evaluation); a crash may skip it, so listeners need a catch-up. */
export type DepositCreditedListener = (deposit: {
  id: string;
  memberId: string;
  amountMinor: bigint;
  creditedAt: Date;
}) => Promise<void> | void;

/**
 * Transfer ids of a deposit's credit: derived from its id and keyed, so a re-run replays instead of paying
 * twice and nobody can take them first.
 */
export function creditTransferIds(ids: LedgerIds, depositId: string) {
  return {
    credit: ids.server('deposit', depositId, 'credit'),
    fee: ids.server('deposit', depositId, 'fee'),
  };
}

/**
 * Deposits: a member asks (manual bank transfer with proof, or a gateway payment), staff or the gateway
 * decide, and the ledger credits. States: pending -> crediting -> credited; pending -> rejected | failed.
 *
 * Why a 'crediting' step: the ledger commits in its own transactions, so the decision and the money cannot
 * share one. The decision is claimed first with a conditional UPDATE (… where status = 'pending'): of
 * concurrent approvals, rejections and gateway notifications exactly one wins. The winner then makes the
 * ledger transfers, whose ids are derived from the deposit id, and finally marks it credited. A crash in
 * between leaves 'crediting', which any later approval, duplicate notification or the recovery job re-runs:
 * the ledger returns the first transfers for the same ids, so the money moves once.
 */
export class DepositsService {
  private houseAccountId: string | undefined;
  private readonly createChecks: DepositCreateCheck[] = [];
  /**
   * A member's creations queue here before taking a connection: a burst of one member's requests would
   * otherwise hold a pooled connection each while they wait for the member's advisory lock (which still
   * orders them across processes), and starve every other request of connections. The queue is bounded
   * (depositQueueLimits): beyond it a creation is refused at once with too_many_requests.
   */
  private readonly memberQueue = new KeyedLock(depositQueueLimits);
  private readonly creditedListeners: DepositCreditedListener[] = [];

  constructor(private readonly deps: DepositsDependencies) {}

  private get repository() {
    return this.deps.repository;
  }

  /** Adds a rule every deposit creation must pass (see DepositCreateCheck); composition time only. */
  addCreateCheck(check: DepositCreateCheck): void {
    this.createChecks.push(check);
  }

  addCreditedListener(listener: DepositCreditedListener): void {
    this.creditedListeners.push(listener);
  }

  /**
   * The member's deposits counted against a deposit limit, created after each instant (gross; pending,
   * crediting and credited). Call inside a create check's transaction, which holds the member's deposit lock.
   */
  reservedTotalsSince(transaction: Transaction<Database>, memberId: string, since: readonly Date[]) {
    return this.repository.reservedTotalsSince(transaction, memberId, since);
  }

  private brand() {
    return this.deps.settings.get('brand');
  }

  /** A brand-local calendar day (yyyy-MM-dd) as the UTC instant it starts at. */
  private dayStart(day: string, plusDays = 0): Date {
    return brandDayStart(day, this.brand().gmtOffsetMinutes, plusDays);
  }

  async channelsForMember() {
    const brand = this.brand();
    return {
      channels: await this.deps.channels.memberChannels(),
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      decimals: brand.currencyDecimals,
      maxPendingDeposits: maxPendingDepositsPerMember,
    };
  }

  /** The usable channel of the given type, the amount in minor units within its limits, and the fee. */
  private async priced(channelId: string, amountText: string, type: DepositChannelRow['type']) {
    const channel = await this.deps.channels.find(channelId);
    if (!channel || channel.type !== type || !this.deps.channels.isUsable(channel))
      throw new AppError('channel_unavailable');
    const amount = parseDecimalAmount(amountText, this.brand().currencyDecimals);
    if (amount === undefined || amount <= 0n) throw fieldError('amount', 'validation.amount');
    if (amount < BigInt(channel.min_amount_minor)) throw new AppError('amount_below_minimum');
    if (amount > BigInt(channel.max_amount_minor)) throw new AppError('amount_above_maximum');
    const fee = feeFor(channel, amount);
    // Nothing would reach the wallet: as good as below the minimum.
    if (fee >= amount) throw new AppError('amount_below_minimum');
    return { channel, amount, fee };
  }

  /** A replay of a request id: the same deposit when it asks the same, an error when it asks otherwise. */
  private replayOf(existing: DepositRow, channelId: string, amount: bigint): DepositRow {
    if (existing.channel_id !== channelId || BigInt(existing.amount_minor) !== amount)
      throw fieldError('requestId', 'validation.requestIdReused');
    return existing;
  }

  /**
   * Creates the deposit row (and saves the proof images with it) once per request id, under the member's
   * lock so the pending cap holds under concurrency.
   */
  private async insertOnce(
    member: MemberRow,
    priced: Awaited<ReturnType<DepositsService['priced']>>,
    requestId: string,
    note: string | null,
    images: readonly ProofImage[],
    client: RequestClient,
  ): Promise<{ row: DepositRow; created: boolean }> {
    try {
      return await this.memberQueue.run(member.id, () =>
        this.insertLocked(member, priced, requestId, note, images, client),
      );
    } catch (error) {
      if (!(error instanceof KeyedLockFullError)) throw error;
      throw new AppError(
        'too_many_requests',
        'Too many deposit requests at once; retry in a moment.',
        undefined,
        queueRetryAfterSeconds,
      );
    }
  }

  private insertLocked(
    member: MemberRow,
    priced: Awaited<ReturnType<DepositsService['priced']>>,
    requestId: string,
    note: string | null,
    images: readonly ProofImage[],
    client: RequestClient,
  ): Promise<{ row: DepositRow; created: boolean }> {
    return this.repository.transaction(async (transaction) => {
      await this.repository.lockMember(transaction, member.id);
      const existing = await this.repository.findByRequest(member.id, requestId, transaction);
      if (existing) return { row: this.replayOf(existing, priced.channel.id, priced.amount), created: false };
      if ((await this.repository.countPending(member.id, transaction)) >= maxPendingDepositsPerMember)
        throw new AppError(
          'too_many_requests',
          `At most ${maxPendingDepositsPerMember} deposits may wait at once; wait until one is decided.`,
        );
      // Deposits are stamped by the database clock, so the checks' windows end at the wall clock too.
      const at = new Date();
      for (const check of this.createChecks) await check(transaction, member.id, priced.amount, at);
      const row = await this.repository.insertDeposit(
        {
          memberId: member.id,
          memberUsername: member.username,
          channelId: priced.channel.id,
          requestId,
          type: priced.channel.type,
          amountMinor: priced.amount,
          feeMinor: priced.fee,
          currency: this.brand().currency,
          note,
        },
        transaction,
      );
      await this.deps.uploads.save(transaction, member.id, { type: 'deposit', id: row.id }, images);
      await this.deps.audit.record(
        { type: 'member', id: member.id, name: member.username, ip: client.ip },
        {
          action: `deposit.create_${priced.channel.type}`,
          targetType: 'deposit',
          targetId: row.id,
          after: {
            channelId: row.channel_id,
            amountMinor: row.amount_minor,
            feeMinor: row.fee_minor,
            images: images.length,
          },
        },
        transaction,
      );
      return { row, created: true };
    });
  }

  /** Manual bank transfer: the form's fields and at least one proof image (spec §8). */
  async createManual(
    member: MemberRow,
    upload: { fields: Record<string, string>; images: ProofImage[] },
    client: RequestClient,
  ): Promise<Deposit> {
    const parsed = depositCreateFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 20).map((issue) => ({
        path: `body.${issue.path.join('.')}`,
        message: issue.message,
      }));
      throw new AppError('validation_failed', undefined, issues);
    }
    const fields: DepositCreateFields = parsed.data;
    const priced = await this.priced(fields.channelId, fields.amount, 'manual_bank');
    if (upload.images.length === 0) throw new AppError('proof_required');
    const { row } = await this.insertOnce(
      member,
      priced,
      fields.requestId,
      fields.note || null,
      upload.images,
      client,
    );
    return this.toMemberDeposit(row);
  }

  /** Gateway payment: the deposit first (so a retry finds it), then the gateway's payment for it. */
  async createGateway(member: MemberRow, input: DepositGatewayCreateRequest, client: RequestClient) {
    const priced = await this.priced(input.channelId, input.amount, 'gateway');
    const { row } = await this.insertOnce(member, priced, input.requestId, null, [], client);
    if (row.status !== 'pending') throw new AppError('invalid_state');
    if (row.pay_url) return { deposit: await this.toMemberDeposit(row), payUrl: row.pay_url };
    const { gateway, notifyUrl, returnUrl } = this.deps.channels.gatewayFor(priced.channel);
    let payment: Awaited<ReturnType<typeof gateway.createPayment>>;
    try {
      // The gateway is idempotent on our deposit id, so a retry after a lost reply gets the same payment.
      payment = await gateway.createPayment({
        merchantOrderId: row.id,
        amountMinor: BigInt(row.amount_minor),
        currency: row.currency,
        notifyUrl,
        returnUrl,
      });
    } catch (error) {
      this.deps.log.warn({ depositId: row.id, err: error }, 'payment gateway create failed');
      throw error instanceof AppError ? error : new AppError('service_unavailable');
    }
    const updated = await this.repository.attachGatewayPayment(
      row.id,
      payment.gatewayPaymentId,
      payment.payUrl,
    );
    if (!updated) throw new AppError('invalid_state', 'The gateway answered with a different payment.');
    return { deposit: await this.toMemberDeposit(updated), payUrl: payment.payUrl };
  }

  /** For promotions' eligibility (issue 16): the member's first credited deposit ever, or null. */
  async firstCreditedDeposit(
    memberId: string,
  ): Promise<{ id: string; amountMinor: bigint; creditedAt: Date } | null> {
    const row = await this.repository.firstCredited(memberId);
    if (!row?.credited_at) return null;
    return { id: row.id, amountMinor: BigInt(row.amount_minor), creditedAt: row.credited_at };
  }

  /** For promotions' eligibility (issue 16): the member's deposits credited in [from, to). */
  creditedTotalBetween(memberId: string, from: Date, to: Date): Promise<bigint> {
    return this.repository.creditedTotalBetween(memberId, from, to);
  }

  /** Missions (issue 17): the sum and the number of the member's deposits credited in [from, to). */
  creditedTotalsBetween(
    memberId: string,
    from: Date,
    to: Date,
  ): Promise<{ amountMinor: bigint; count: number }> {
    return this.repository.creditedTotalsBetween(memberId, from, to);
  }

  /** Issue 16: members whose first credited deposit falls in [from, to) and reaches the minimum (a page). */
  firstDepositorsBetween(query: DepositorsQuery) {
    return this.repository.firstDepositorsBetween(query);
  }

  /** Issue 16: members whose deposits credited in [from, to) reach the minimum, with the sum (a page). */
  depositorsBetween(query: DepositorsQuery) {
    return this.repository.depositorsBetween(query);
  }

  /** Issue 16 (red-envelope audience): whether the member has a deposit credited since `since`. */
  hasCreditedSince(memberId: string, since: Date): Promise<boolean> {
    return this.repository.hasCreditedSince(memberId, since);
  }

  /** Issue 16 (invitees' status): of these members (at most 500), those who ever deposited. */
  depositedAmong(memberIds: readonly string[]): Promise<Set<string>> {
    return this.repository.depositedAmong(memberIds);
  }

  async listForMember(member: MemberRow, query: DepositListQuery) {
    const statuses: DepositStatus[] | undefined =
      query.status === 'pending' ? ['pending', 'crediting'] : query.status ? [query.status] : undefined;
    const { rows, total } = await this.repository.list(
      {
        memberId: member.id,
        statuses,
        fromInstant: query.from ? this.dayStart(query.from) : undefined,
        toInstant: query.to ? this.dayStart(query.to, 1) : undefined,
      },
      query.page,
      query.pageSize,
    );
    return {
      deposits: await Promise.all(rows.map((row) => this.toMemberDeposit(row))),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** Another member's deposit is "not found": its existence is not revealed. */
  async detailForMember(member: MemberRow, id: string): Promise<Deposit> {
    const row = uuidPattern.test(id) ? await this.repository.findDeposit(id) : undefined;
    if (!row || row.member_id !== member.id) throw new AppError('not_found');
    return this.toMemberDeposit(row);
  }

  // --- back office ---

  async adminList(query: AdminDepositListQuery) {
    const { rows, total } = await this.repository.list(
      {
        statuses: query.status ? [query.status] : undefined,
        channelId: query.channelId,
        memberUsername: query.member,
        fromInstant: query.from ? this.dayStart(query.from) : undefined,
        toInstant: query.to ? this.dayStart(query.to, 1) : undefined,
      },
      query.page,
      query.pageSize,
    );
    return {
      deposits: await Promise.all(rows.map((row) => this.toAdminDeposit(row))),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  async adminDetail(id: string): Promise<AdminDeposit> {
    const row = await this.repository.findDeposit(id);
    if (!row) throw new AppError('not_found');
    return this.toAdminDeposit(row);
  }

  /** Staff approve a manual deposit: the claim, then the credit (see the class comment). */
  async approve(id: string, note: string | undefined, actor: AuditActor): Promise<AdminDeposit> {
    const claimed = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.claim(
        id,
        { status: 'crediting', decidedBy: actor.id, decidedByName: actor.name, reason: note || null },
        transaction,
      );
      if (!row) return undefined;
      if (row.type !== 'manual_bank')
        throw new AppError('invalid_state', 'Gateway deposits are decided by the gateway.');
      await this.deps.audit.record(
        actor,
        {
          action: 'deposit.approve',
          targetType: 'deposit',
          targetId: id,
          after: { note: note ?? null, amountMinor: row.amount_minor },
        },
        transaction,
      );
      return row;
    });
    const row = claimed ?? (await this.repository.findDeposit(id));
    if (!row) throw new AppError('not_found');
    // Someone else's claim still crediting (or left by a crash) is finished here; the ledger replays.
    if (row.status !== 'crediting') throw new AppError('invalid_state');
    return this.toAdminDeposit(await this.finishCredit(row));
  }

  async reject(id: string, reason: string, actor: AuditActor): Promise<AdminDeposit> {
    const row = await this.repository.transaction(async (transaction) => {
      const rejected = await this.repository.claim(
        id,
        { status: 'rejected', decidedBy: actor.id, decidedByName: actor.name, reason },
        transaction,
      );
      if (!rejected) {
        if (!(await this.repository.findDeposit(id, transaction))) throw new AppError('not_found');
        throw new AppError('invalid_state');
      }
      if (rejected.type !== 'manual_bank')
        throw new AppError('invalid_state', 'Gateway deposits are decided by the gateway.');
      await this.deps.audit.record(
        actor,
        { action: 'deposit.reject', targetType: 'deposit', targetId: id, after: { reason } },
        transaction,
      );
      return rejected;
    });
    this.notify(row, 'deposit_failed');
    return this.toAdminDeposit(row);
  }

  // --- gateway notifications ---

  /**
   * A signed notification from the gateway. Idempotent on the gateway's payment id: a duplicate or replay
   * answers as the first did and changes nothing; terminal states never change.
   */
  async handleNotification(
    channelId: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Promise<void> {
    const channel = /^[1-9]\d{0,17}$/.test(channelId) ? await this.deps.channels.find(channelId) : undefined;
    if (channel?.type !== 'gateway') throw new AppError('not_found');
    // A disabled channel still hears about payments made before it was disabled.
    const { gateway } = this.deps.channels.gatewayFor(channel);
    const notification = gateway.verifyNotification(headers, rawBody);
    const row = await this.depositForPayment(
      channel.id,
      notification.paymentId,
      notification.merchantOrderId,
    );
    if (!row) throw new AppError('not_found', 'No deposit for this payment.');
    if (notification.amount !== BigInt(row.amount_minor) || notification.currency !== row.currency) {
      this.deps.log.warn(
        {
          depositId: row.id,
          paymentId: notification.paymentId,
          expectedMinor: row.amount_minor,
          notifiedMinor: notification.amountMinor,
        },
        'payment notification amount mismatch refused',
      );
      throw new AppError('validation_failed', 'The amount or currency does not match the deposit.');
    }
    if (notification.status === 'paid') await this.creditFromGateway(row);
    else await this.failFromGateway(row, notification.failureReason ?? failedReason);
  }

  private async depositForPayment(channelId: string, paymentId: string, merchantOrderId: string) {
    const byPayment = await this.repository.findByGatewayPayment(channelId, paymentId);
    if (byPayment) return byPayment;
    // The notification may overtake the create reply: our order id names the deposit, once.
    if (!uuidPattern.test(merchantOrderId)) return undefined;
    const byOrder = await this.repository.findDeposit(merchantOrderId);
    if (!byOrder || byOrder.channel_id !== channelId || byOrder.gateway_payment_id !== null) return undefined;
    return this.repository.attachGatewayPayment(byOrder.id, paymentId, null);
  }

  private async creditFromGateway(row: DepositRow): Promise<void> {
    const systemActor: AuditActor = { type: 'system', id: null, name: 'payment-gateway', ip: null };
    const claimed = await this.repository.transaction(async (transaction) => {
      const updated = await this.repository.claim(
        row.id,
        { status: 'crediting', decidedBy: null, decidedByName: 'gateway', reason: null },
        transaction,
      );
      if (updated)
        await this.deps.audit.record(
          systemActor,
          {
            action: 'deposit.gateway_paid',
            targetType: 'deposit',
            targetId: row.id,
            after: { paymentId: row.gateway_payment_id },
          },
          transaction,
        );
      return updated;
    });
    const current = claimed ?? (await this.repository.findDeposit(row.id));
    if (current?.status === 'crediting') {
      await this.finishCredit(current);
      return;
    }
    if (current && current.status !== 'credited')
      this.deps.log.warn(
        { depositId: row.id, status: current.status },
        'paid notification for a closed deposit ignored',
      );
  }

  private async failFromGateway(
    row: DepositRow,
    reason: string,
    action: 'deposit.gateway_failed' | 'deposit.gateway_expired' = 'deposit.gateway_failed',
  ): Promise<void> {
    const failed = await this.repository.transaction(async (transaction) => {
      const updated = await this.repository.claim(
        row.id,
        { status: 'failed', decidedBy: null, decidedByName: 'gateway', reason: reason.slice(0, 500) },
        transaction,
      );
      if (updated)
        await this.deps.audit.record(
          { type: 'system', id: null, name: 'payment-gateway', ip: null },
          { action, targetType: 'deposit', targetId: row.id, after: { reason } },
          transaction,
        );
      return updated;
    });
    if (failed) this.notify(failed, 'deposit_failed');
    else
      this.deps.log.info(
        { depositId: row.id },
        'failure notification for a deposit no longer pending ignored',
      );
  }

  // --- unpaid gateway payments ---

  /**
   * Closes gateway payments left unpaid for gatewayPaymentExpiryMinutes (a scheduled job), oldest first
   * and a bounded number per run. The gateway closes each so it can no longer be paid, and answers what
   * it came to: paid first (its notification was lost) credits as the notification would have; failed
   * fails; closed fails the deposit as expired. A gateway that cannot answer is asked again next run.
   * Returns how many deposits were settled, and the ones it could not finish (logged; retried next run).
   */
  async closeUnpaidGatewayDeposits(): Promise<RecoveryReport & { settled: number }> {
    const unpaid = await this.repository.unpaidGateway(
      new Date(Date.now() - gatewayPaymentExpiryMinutes * 60_000),
      recoveryBatch,
    );
    let settled = 0;
    const job = { name: 'deposits-close-unpaid-gateway', log: this.deps.log };
    const report = await finishEach(job, unpaid, async (row) => {
      if (await this.closeUnpaid(row)) settled += 1;
    });
    return { ...report, settled };
  }

  private async closeUnpaid(row: DepositRow): Promise<boolean> {
    let answer: PaymentCloseResponse;
    try {
      const channel = await this.deps.channels.find(row.channel_id);
      if (channel?.type !== 'gateway') throw new AppError('channel_unavailable');
      answer = await this.deps.channels.gatewayFor(channel).gateway.closePayment(row.id);
    } catch (error) {
      this.deps.log.warn({ depositId: row.id, err: error }, 'closing an unpaid gateway payment failed');
      return false;
    }
    if (answer.status === 'closed') {
      await this.failFromGateway(row, expiredReason, 'deposit.gateway_expired');
      return true;
    }
    const { paymentId } = answer;
    const samePayment =
      paymentId !== null &&
      (row.gateway_payment_id ?? paymentId) === paymentId &&
      answer.amountMinor === row.amount_minor &&
      answer.currency === row.currency;
    if (!samePayment) {
      // Not ours to settle by machine: staff see it pending, and the log says why.
      this.deps.log.warn(
        { depositId: row.id, paymentId, status: answer.status },
        'the gateway answered a close with another payment or amount',
      );
      return false;
    }
    // A create whose reply was lost never attached the gateway's payment id.
    const current =
      row.gateway_payment_id === null
        ? await this.repository.attachGatewayPayment(row.id, paymentId, null)
        : row;
    if (!current) return false;
    if (answer.status === 'paid') await this.creditFromGateway(current);
    else await this.failFromGateway(current, failedReason);
    return true;
  }

  // --- the credit ---

  private async house(): Promise<string> {
    this.houseAccountId ??= (
      await this.deps.ledger.ensureAccount({
        code: 'house',
        kind: 'house',
        currency: this.brand().currency,
        mayGoNegative: true,
      })
    ).id;
    return this.houseAccountId;
  }

  /**
   * The money of a claimed deposit: channel -> member (amount less fee, code deposit) and channel -> house
   * (the fee, code deposit_fee); then crediting -> credited. Safe to run any number of times.
   */
  private async finishCredit(row: DepositRow): Promise<DepositRow> {
    const reference = { type: 'deposit', id: row.id };
    const ids = await this.creditIdsOf(reference);
    const amount = BigInt(row.amount_minor);
    const fee = BigInt(row.fee_minor);
    const channelAccount = await this.deps.channels.accountId(row.channel_id);
    await this.deps.ledger.transfer({
      id: ids.credit,
      debitAccountId: channelAccount,
      creditAccountId: await this.deps.wallet.mainAccountId(row.member_id),
      amountMinor: amount - fee,
      code: 'deposit',
      reference,
    });
    if (fee > 0n)
      await this.deps.ledger.transfer({
        id: ids.fee,
        debitAccountId: channelAccount,
        creditAccountId: await this.house(),
        amountMinor: fee,
        code: 'deposit_fee',
        reference,
      });
    const credited = await this.repository.markCredited(row.id);
    if (credited) {
      this.notify(credited, 'deposit_credited');
      await this.tellCredited(credited);
      return credited;
    }
    return (await this.repository.findDeposit(row.id)) ?? row;
  }

  private async tellCredited(row: DepositRow): Promise<void> {
    for (const listener of this.creditedListeners) {
      try {
        await listener({
          id: row.id,
          memberId: row.member_id,
          amountMinor: BigInt(row.amount_minor),
          creditedAt: row.credited_at ? new Date(row.credited_at) : new Date(),
        });
      } catch (error) {
        // The credit has committed; a listener's own catch-up (a job) covers what it missed.
        this.deps.log.error({ err: error, depositId: row.id }, 'deposit credited listener failed');
      }
    }
  }

  /**
   * The credit's transfer ids: the ledger's own for a transfer it already holds (a credit a crash
   * interrupted before ids were keyed has ids derived the old way), else the keyed ids. Only the server
   * writes transfers referencing a deposit.
   */
  private async creditIdsOf(reference: { type: string; id: string }) {
    const keyed = creditTransferIds(this.deps.ledgerIds, reference.id);
    const earlier = await this.deps.ledger.transfersOfReference(reference, 10);
    const idOf = (code: string) => earlier.find((transfer) => transfer.code === code)?.id;
    return { credit: idOf('deposit') ?? keyed.credit, fee: idOf('deposit_fee') ?? keyed.fee };
  }

  /**
   * Finishes deposits a stopped process left in 'crediting' (a scheduled job), one batch per run. One it
   * cannot finish is logged and reported, and the others are still credited.
   */
  async recoverCrediting(): Promise<RecoveryReport> {
    const stuck = await this.repository.stuckCrediting(
      new Date(Date.now() - stuckCreditingAfterMs),
      recoveryBatch,
    );
    return finishEach({ name: 'deposits-recover-crediting', log: this.deps.log }, stuck, (row) =>
      this.finishCredit(row),
    );
  }

  /** After the commit: a live notice; losing one costs a refresh, never money. */
  private notify(row: DepositRow, kind: 'deposit_credited' | 'deposit_failed'): void {
    const credited = BigInt(row.amount_minor) - BigInt(row.fee_minor);
    this.deps.events.publish(row.member_id, {
      type: 'cashier',
      kind,
      referenceId: row.id,
      amountMinor: (kind === 'deposit_credited' ? credited : BigInt(row.amount_minor)).toString(),
    });
  }

  // --- shapes ---

  private channelNames = new Map<string, { name: string; localizedNames: Record<string, string> }>();

  private async channelName(channelId: string) {
    const cached = this.channelNames.get(channelId);
    if (cached) return cached;
    const channel = await this.deps.channels.find(channelId);
    const names = { name: channel?.name ?? '', localizedNames: channel?.localized_names ?? {} };
    // Names change rarely; a short-lived cache keeps lists to one query.
    if (this.channelNames.size > 200) this.channelNames.clear();
    this.channelNames.set(channelId, names);
    setTimeout(() => this.channelNames.delete(channelId), 30_000).unref();
    return names;
  }

  private async toMemberDeposit(row: DepositRow): Promise<Deposit> {
    const names = await this.channelName(row.channel_id);
    return {
      id: row.id,
      orderNumber: formatOrderNumber('deposit', row.order_number),
      channelId: row.channel_id,
      channelName: names.name,
      channelLocalizedNames: names.localizedNames,
      type: row.type,
      status: memberStatus(row.status),
      amountMinor: row.amount_minor,
      feeMinor: row.fee_minor,
      creditedAmountMinor: (BigInt(row.amount_minor) - BigInt(row.fee_minor)).toString(),
      note: row.member_note,
      reason: row.reason,
      proofImageIds:
        row.type === 'manual_bank' ? await this.deps.uploads.idsOf({ type: 'deposit', id: row.id }) : [],
      payUrl: row.status === 'pending' ? row.pay_url : null,
      createdAt: new Date(row.created_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    };
  }

  private async toAdminDeposit(row: DepositRow): Promise<AdminDeposit> {
    return {
      ...(await this.toMemberDeposit(row)),
      status: row.status,
      memberId: row.member_id,
      memberUsername: row.member_username,
      requestId: row.request_id,
      currency: row.currency,
      gatewayPaymentId: row.gateway_payment_id,
      decidedBy: row.decided_by_name,
      decimals: this.brand().currencyDecimals,
      gmtOffsetMinutes: this.brand().gmtOffsetMinutes,
    };
  }
}
