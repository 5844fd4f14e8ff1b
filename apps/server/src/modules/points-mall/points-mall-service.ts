import { createHash } from 'node:crypto';
import type { PointsConversionTerms } from '@gaming/contracts/points';
import {
  type AdminRedeem,
  type MallItem,
  type PointsConvertRequest,
  type PointsMallSettings,
  type PointsRedeemRequest,
  pointsMallLimits,
  type Redeem,
  type RedeemListQuery,
  type RewardListQuery,
} from '@gaming/contracts/points-mall';
import type { RedeemStep } from '../../db/schema-points-mall.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { BonusesService } from '../bonuses/bonuses-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { UnitWrites } from '../wallet/ledger-service.js';
import {
  type MallItemRow,
  type PointsMallRepository,
  RedeemRollback,
  type RedeemRow,
} from './points-mall-repository.js';
import {
  imagesOf,
  type Language,
  localized,
  pointsMoneyMinor,
  type StaffActor,
} from './points-mall-views.js';

/** What the mall needs of the points ledger (modules/points PointsService). */
export type PointsLedger = {
  balanceOf(memberId: string): Promise<{ spendablePoints: bigint; lifetimePoints: bigint }>;
  spend(input: {
    memberId: string;
    points: bigint;
    code: 'points_redeem' | 'points_convert';
    transferId: string;
    referenceType: string;
    referenceId: string;
    records?: UnitWrites['statements'];
  }): Promise<unknown>;
  /** Names the mall's redeems in the member's points lines. */
  registerRemarks(
    referenceType: string,
    provider: (ids: readonly string[]) => Promise<Map<string, string>>,
  ): void;
  refund(input: {
    memberId: string;
    points: bigint;
    code: 'points_redeem_refund';
    transferId: string;
    referenceType: string;
    referenceId: string;
  }): Promise<unknown>;
};

/** What the mall needs of bonus money: a grant, paid once per grant key. */
export type MallGrants = Pick<BonusesService, 'grant' | 'checkWagering'>;

/** What the mall needs of the cashier: the payment password and its lockout (shared with the cashier). */
export type PaymentPasswords = {
  checkPaymentPassword(member: MemberRow, paymentPassword: string): Promise<void>;
};

/** Rows each sweeper run finishes at most (the next run takes the rest). */
const sweepBatch = 200;
/** A step owed this long is taken as its writer's crash (transfers take milliseconds). */
const stuckAfterMs = 60_000;
const dayMs = 86_400_000;
const referenceType = 'points_mall_redeem';

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * The points mall (issue 17 part B; docs/loyalty.md "Points mall"). A redeem's row and its stock are taken
 * in one transaction with the step it owes (`spend`); the points leave in a PTS transfer whose id derives
 * from the redeem and which advances the step in the same group commit (to `pay` for cash, bonus and
 * conversions, to none for goods); the money is a grant keyed by the redeem. A crash between steps leaves
 * a row the sweeper (or the member's retry) finishes with the same ids, so nothing is spent or paid twice.
 */
export class PointsMallService {
  constructor(
    private readonly repository: PointsMallRepository,
    private readonly points: PointsLedger,
    private readonly grants: MallGrants,
    private readonly passwords: PaymentPasswords,
    private readonly ledgerIds: LedgerIds,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly log: { warn: (object: unknown, message: string) => void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every member and guest route answers 404 while the points system (PTSYS3) is off. */
  assertOpen(): void {
    if (!this.settings.get('whitelabel').PTSYS3) throw new AppError('not_found');
  }

  private mallSettings(): PointsMallSettings {
    return this.settings.get('pointsMall.settings');
  }

  /** The terms pointsConfig shows (A's route asks through a provider). */
  conversionTerms(): PointsConversionTerms {
    const terms = this.mallSettings();
    return {
      enabled: terms.conversionEnabled,
      pointsPerUnit: String(terms.pointsPerUnit),
      conversionUnits: String(terms.conversionUnits),
      minimumConversionPoints: String(terms.minimumConversionPoints),
    };
  }

  // --- Guest: items -------------------------------------------------------------------------------------

  async rewardList(query: RewardListQuery) {
    this.assertOpen();
    const pageSize = pointsMallLimits.itemsPageSize;
    const [{ rows, total }, categories] = await Promise.all([
      this.repository.publishedItems({
        kind: query.kind,
        category: query.category,
        limit: pageSize,
        offset: (query.page - 1) * pageSize,
      }),
      this.repository.publishedCategories(100),
    ]);
    return {
      items: rows.map((row) => this.itemOf(row, query.language)),
      pageInfo: { page: query.page, pageSize, total },
      categories,
    };
  }

  private itemOf(row: MallItemRow, language: Language): MallItem {
    return {
      id: row.id,
      kind: row.kind,
      category: row.category,
      title: localized(row.title, language),
      description: localized(row.description, language),
      pointsPrice: row.points_price,
      amountMinor: row.amount_minor,
      wageringMultiple: row.wagering_multiple === null ? null : Number(row.wagering_multiple),
      maxQuantityPerRedeem: row.max_quantity_per_redeem,
      memberLimit: this.limitOf(row),
      stock: row.stock === null ? null : Number(row.stock),
      images: imagesOf(row),
    };
  }

  private limitOf(row: MallItemRow) {
    return row.member_limit_quantity !== null && row.member_limit_period !== null
      ? { quantity: row.member_limit_quantity, period: row.member_limit_period }
      : null;
  }

  async image(id: string) {
    this.assertOpen();
    const image = await this.repository.findImage(id);
    if (!image) throw new AppError('not_found');
    return { contentType: image.content_type, bytes: image.bytes, sha256: image.sha256 };
  }

  // --- Member: redeem -----------------------------------------------------------------------------------

  /**
   * Redeems an item once per request id: the same id and body answer the first redeem (finishing a step
   * it still owes), another body is refused. The payment password counts toward the cashier's lockout.
   */
  async redeem(
    member: MemberRow,
    input: PointsRedeemRequest,
  ): Promise<{ row: RedeemRow; replayed: boolean }> {
    this.assertOpen();
    await this.passwords.checkPaymentPassword(member, input.paymentPassword);
    const id = this.ledgerIds.ofMemberRequest(member.id, 'points_redeem', input.requestId);
    const requestHash = sha256(['redeem', input.itemId, input.quantity, input.remark ?? null]);
    const earlier = await this.replayOf(member.id, id, requestHash);
    if (earlier) return { row: earlier, replayed: true };
    const item = await this.repository.findItem(input.itemId);
    if (item?.status !== 'published') throw new AppError('not_found');
    if (input.quantity > item.max_quantity_per_redeem)
      throw new AppError('validation_failed', undefined, [
        { path: 'quantity', message: 'validation.quantity' },
      ]);
    const points = BigInt(item.points_price) * BigInt(input.quantity);
    await this.assertSpendable(member.id, points);
    const row = await this.insertRedeem(member.id, id, requestHash, item, input, points);
    if (!row) {
      const twin = await this.replayOf(member.id, id, requestHash);
      if (twin) return { row: twin, replayed: true };
      throw new AppError('service_unavailable');
    }
    return { row: await this.finish(row), replayed: false };
  }

  private async insertRedeem(
    memberId: string,
    id: string,
    requestHash: string,
    item: MallItemRow,
    input: PointsRedeemRequest,
    points: bigint,
  ): Promise<RedeemRow | undefined> {
    const amount = item.amount_minor === null ? null : BigInt(item.amount_minor) * BigInt(input.quantity);
    try {
      return await this.repository.redeemItem(
        {
          id,
          member_id: memberId,
          kind: item.kind,
          item_id: item.id,
          title: JSON.stringify(item.title),
          quantity: input.quantity,
          points,
          amount_minor: amount,
          ratio: null,
          units: null,
          wagering_multiple: item.wagering_multiple,
          wagering_days: item.wagering_days,
          request_hash: requestHash,
          status: item.kind === 'goods' ? 'in_process' : 'approved',
          pending_step: 'spend',
          member_remark: input.remark ? input.remark : null,
        },
        this.limitWindow(item),
      );
    } catch (error) {
      if (!(error instanceof RedeemRollback)) throw error;
      if (error.reason === 'out_of_stock') throw new AppError('mall_out_of_stock');
      if (error.reason === 'limit_reached') throw new AppError('mall_limit_reached');
      throw new AppError('not_found');
    }
  }

  /** The member's limit on the item: lifetime, or since the start of today in the brand's calendar. */
  private limitWindow(item: MallItemRow): { quantity: number; since: Date | null } | null {
    const limit = this.limitOf(item);
    if (!limit) return null;
    if (limit.period === 'lifetime') return { quantity: limit.quantity, since: null };
    const offsetMs = this.settings.get('brand').gmtOffsetMinutes * 60_000;
    const local = this.now().getTime() + offsetMs;
    return { quantity: limit.quantity, since: new Date(local - (local % dayMs) - offsetMs) };
  }

  /** A quick, friendly refusal; the ledger's no-negative rule is what actually decides. */
  private async assertSpendable(memberId: string, points: bigint): Promise<void> {
    const { spendablePoints } = await this.points.balanceOf(memberId);
    if (spendablePoints < points) throw new AppError('points_insufficient');
  }

  private async replayOf(memberId: string, id: string, requestHash: string): Promise<RedeemRow | undefined> {
    const row = await this.repository.findRedeem(id);
    if (!row) return undefined;
    // Member ids are scoped to the member already; the check keeps that true whatever changes upstream.
    if (row.member_id !== memberId) throw new AppError('not_found');
    if (row.request_hash !== requestHash) throw new AppError('request_id_reused');
    return row.pending_step ? this.finish(row) : row;
  }

  // --- Member: convert ----------------------------------------------------------------------------------

  /** Converts points to money at the brand's ratio, in multiples of the units, rounded towards the house. */
  async convert(
    member: MemberRow,
    input: PointsConvertRequest,
  ): Promise<{ row: RedeemRow; replayed: boolean }> {
    this.assertOpen();
    const terms = this.mallSettings();
    if (!terms.conversionEnabled) throw new AppError('function_not_enabled');
    await this.passwords.checkPaymentPassword(member, input.paymentPassword);
    const points = BigInt(input.points);
    const id = this.ledgerIds.ofMemberRequest(member.id, 'points_convert', input.requestId);
    const requestHash = sha256(['convert', input.points]);
    const earlier = await this.replayOf(member.id, id, requestHash);
    if (earlier) return { row: earlier, replayed: true };
    if (points < BigInt(terms.minimumConversionPoints)) throw new AppError('amount_below_minimum');
    if (points % BigInt(terms.conversionUnits) !== 0n)
      throw new AppError('validation_failed', undefined, [
        { path: 'points', message: 'validation.points_units' },
      ]);
    const decimals = this.settings.get('brand').currencyDecimals;
    const amount = pointsMoneyMinor(points, terms.pointsPerUnit, decimals);
    if (amount <= 0n) throw new AppError('amount_below_minimum');
    await this.assertSpendable(member.id, points);
    const row = await this.repository.insertConversion({
      id,
      member_id: member.id,
      kind: 'convert',
      item_id: null,
      title: null,
      quantity: 1,
      points,
      amount_minor: amount,
      ratio: terms.pointsPerUnit,
      units: terms.conversionUnits,
      request_hash: requestHash,
      status: 'approved',
      pending_step: 'spend',
    });
    if (!row) {
      const twin = await this.replayOf(member.id, id, requestHash);
      if (twin) return { row: twin, replayed: true };
      throw new AppError('service_unavailable');
    }
    return { row: await this.finish(row), replayed: false };
  }

  // --- Steps ----------------------------------------------------------------------------------------

  private transferIdOf(row: RedeemRow, step: 'spend' | 'refund'): string {
    return this.ledgerIds.server('points-redeem', row.id, step);
  }

  /** Finishes every step the row owes, in order; each is idempotent (derived ids, conditional updates). */
  async finish(row: RedeemRow): Promise<RedeemRow> {
    let current: RedeemRow | undefined = row;
    for (let guard = 0; current?.pending_step && guard < 3; guard++) {
      const next: RedeemRow | undefined = await this.finishStep(current, current.pending_step);
      current = next ?? (await this.repository.findRedeem(current.id));
    }
    if (!current) throw new AppError('points_insufficient');
    return current;
  }

  private async finishStep(row: RedeemRow, step: RedeemStep): Promise<RedeemRow | undefined> {
    if (step === 'spend') return this.spend(row);
    if (step === 'pay') return this.pay(row);
    await this.points.refund({
      memberId: row.member_id,
      points: BigInt(row.points),
      code: 'points_redeem_refund',
      transferId: this.transferIdOf(row, 'refund'),
      referenceType,
      referenceId: row.id,
    });
    return this.repository.advanceStep(row.id, 'refund', null);
  }

  /**
   * The points leave with the step advanced in the same group commit. Short of points (the ledger refuses
   * to go below zero), the redeem is undone: its row removed and its stock returned, only while it still
   * owes the spend; the member sees points_insufficient.
   */
  private async spend(row: RedeemRow): Promise<RedeemRow | undefined> {
    const next: RedeemStep | null = row.kind === 'goods' ? null : 'pay';
    try {
      await this.points.spend({
        memberId: row.member_id,
        points: BigInt(row.points),
        code: row.kind === 'convert' ? 'points_convert' : 'points_redeem',
        transferId: this.transferIdOf(row, 'spend'),
        referenceType,
        referenceId: row.id,
        records: [
          { statement: this.repository.advanceStepStatement(row.id, 'spend', next), expectedRows: 1 },
        ],
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'points_insufficient') {
        await this.repository.cancelUnspent(row.id);
        throw error;
      }
      throw error;
    }
    // A replayed transfer (another finisher made it) does not write the records: advance here.
    return (await this.repository.advanceStep(row.id, 'spend', next)) ?? this.repository.findRedeem(row.id);
  }

  /** The money: a grant keyed by the redeem (paid once), cash and conversions without wagering. */
  private async pay(row: RedeemRow): Promise<RedeemRow | undefined> {
    const amount = BigInt(row.amount_minor ?? '0');
    const multiple = row.wagering_multiple === null ? null : Number(row.wagering_multiple);
    const grant = await this.grants.grant({
      memberId: row.member_id,
      amountMinor: amount,
      kind: row.kind === 'convert' ? 'points_convert' : 'points_mall',
      sourceId: row.id,
      grantKey: `points-mall:${row.id}`,
      title: row.kind === 'convert' ? 'Points conversion' : localized(row.title, 'EN').slice(0, 120),
      ledgerCode: 'points_cash',
      wagering:
        multiple === null
          ? null
          : {
              multipleOfMinor: amount,
              multiple,
              weights: {},
              defaultWeightPercent: 100,
              maxStakeMinor: null,
              maxCashoutMinor: null,
              wageringDays: row.wagering_days ?? 30,
            },
    });
    return this.repository.advanceStep(row.id, 'pay', null, grant.bonusId);
  }

  /** The every-minute job: finishes steps owed by rows whose writer died (bounded batch). */
  async sweep(): Promise<{ finished: number; failed: number }> {
    const olderThan = new Date(this.now().getTime() - stuckAfterMs);
    const rows = await this.repository.stuckSteps(olderThan, sweepBatch);
    let finished = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        await this.finish(row);
        finished++;
      } catch (error) {
        // Short of points: the redeem was undone (nothing to finish). Anything else waits for the next run.
        if (!(error instanceof AppError && error.code === 'points_insufficient')) {
          failed++;
          this.log.warn({ err: error, redeemId: row.id }, 'points mall: a redeem step could not be finished');
        } else finished++;
      }
    }
    return { finished, failed };
  }

  /** Points lines' remarks: the item's EN title with its quantity, or "Points conversion". */
  async remarksOf(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.repository.findRedeems(ids.slice(0, 500));
    return new Map(
      rows.map((row) => [
        row.id,
        row.kind === 'convert' ? 'Points conversion' : `${localized(row.title, 'EN')} × ${row.quantity}`,
      ]),
    );
  }

  // --- Member: history --------------------------------------------------------------------------------

  async redeemList(memberId: string, query: RedeemListQuery) {
    this.assertOpen();
    const { rows, total } = await this.repository.memberRedeems({
      memberId,
      status: query.status,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      redeems: rows.map((row) => this.redeemOf(row, query.language)),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** The member's own redeem; another member's (or none) is not_found. */
  async redeemDetail(memberId: string, id: string, language: Language): Promise<Redeem> {
    this.assertOpen();
    const row = await this.repository.findRedeem(id);
    if (!row || row.member_id !== memberId) throw new AppError('not_found');
    return this.redeemOf(row, language);
  }

  redeemOf(row: RedeemRow, language: Language): Redeem {
    return {
      id: row.id,
      kind: row.kind,
      itemId: row.item_id,
      title: row.title === null ? null : localized(row.title, language),
      points: row.points,
      amountMinor: row.amount_minor,
      ratio: row.ratio,
      units: row.units,
      quantity: row.quantity,
      status: row.status,
      memberRemark: row.member_remark,
      remark: row.remark,
      transactionReference: this.transferIdOf(row, 'spend'),
      appliedAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    };
  }

  // --- Staff: redeem decisions ---------------------------------------------------------------------------

  async adminRedeems(
    query: {
      page: number;
      pageSize: number;
      status?: Redeem['status'];
      kind?: Redeem['kind'];
      member?: string;
    },
    members: {
      findByUsername(name: string): Promise<{ id: string } | undefined>;
      accountsOf(ids: readonly string[]): Promise<Map<string, string>>;
    },
  ) {
    let memberId: string | undefined;
    if (query.member) {
      const found = await members.findByUsername(query.member);
      if (!found) return { redeems: [], pageInfo: { page: query.page, pageSize: query.pageSize, total: 0 } };
      memberId = found.id;
    }
    const { rows, total } = await this.repository.staffRedeems({
      status: query.status,
      kind: query.kind,
      memberId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const accounts = await members.accountsOf([...new Set(rows.map((row) => row.member_id))]);
    return {
      redeems: rows.map((row) => this.adminRedeemOf(row, accounts.get(row.member_id) ?? '')),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  adminRedeemOf(row: RedeemRow, account: string): AdminRedeem {
    return {
      ...this.redeemOf(row, 'EN'),
      memberId: row.member_id,
      memberAccount: account,
      decidedBy: row.decided_by_name,
    };
  }

  /** Staff approve goods waiting (audited); a redeem decided meanwhile is invalid_state. */
  async approve(actor: StaffActor, id: string, remark: string | null): Promise<RedeemRow> {
    const row = await this.repository.approve(id, {
      remark,
      staffId: actor.staffId,
      staffName: actor.audit.name,
    });
    if (!row) throw await this.notDecidable(id);
    await this.audit.record(actor.audit, {
      action: 'points_mall.redeem_approve',
      targetType: 'points_mall_redeem',
      targetId: id,
      before: { status: 'in_process' },
      after: { status: 'approved', remark },
    });
    return row;
  }

  /** Staff reject goods waiting (audited): stock back at once, points back through the refund step. */
  async reject(actor: StaffActor, id: string, remark: string): Promise<RedeemRow> {
    const row = await this.repository.reject(id, {
      remark,
      staffId: actor.staffId,
      staffName: actor.audit.name,
    });
    if (!row) throw await this.notDecidable(id);
    await this.audit.record(actor.audit, {
      action: 'points_mall.redeem_reject',
      targetType: 'points_mall_redeem',
      targetId: id,
      before: { status: 'in_process' },
      after: { status: 'rejected', remark, points: row.points },
    });
    return this.finish(row);
  }

  private async notDecidable(id: string): Promise<AppError> {
    const row = await this.repository.findRedeem(id);
    if (!row) return new AppError('not_found');
    return new AppError('invalid_state', 'Only goods in process (points already taken) can be decided.');
  }
}
