import type { UnitWriter, UnitWrites } from '../wallet/ledger-service.js';
import type { PointsRepository } from './points-repository.js';

function compareIds(left: string, right: string): number {
  const difference = BigInt(left) - BigInt(right);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** A caller's records committed with a points transfer (UnitWrites statements, one row per record). */
export type PointsRecords = UnitWrites['statements'];

/** An earning job's payment of one window: the row it expects and what the window has paid after it. */
export type WindowPaymentRecord = {
  windowStart: Date;
  /** The window's payments count read before; the update applies only while it still holds. */
  expectedPayments: number;
  paidPointsAfter: bigint;
};

/** What commits with one points transfer (or with none, when a payment only moves debt). */
export type PointsUnit = {
  memberId: string;
  /** Change of the member's lifetime points (earned, awarded, reversed). */
  lifetimeDelta: bigint;
  /** Change of the member's points debt (a reversal that found the points spent, or its settlement). */
  debtDelta: bigint;
  window: WindowPaymentRecord | null;
  records: PointsRecords;
};

/**
 * Writes a points transfer's records in the ledger's group commit (UnitWriter): the window's payment row,
 * the member's lifetime points and debt, and the caller's records are durable with the transfer or not at
 * all, so a crash or a second runner never pays a window twice. The updates are conditional (the window's
 * payments count, a debt that must not go below zero): when another runner got there first they return
 * fewer rows, the batch runs again carefully and prepare vetoes the item.
 */
export class PointsWriter implements UnitWriter<PointsUnit> {
  constructor(private readonly repository: PointsRepository) {}

  async prepare(payloads: readonly PointsUnit[]): Promise<ReadonlySet<number>> {
    const vetoed = new Set<number>();
    const windows = payloads.flatMap((payload) =>
      payload.window ? [{ memberId: payload.memberId, windowStart: payload.window.windowStart }] : [],
    );
    const payments = await this.repository.windowPaymentsOf(windows);
    const debtors = payloads.filter((payload) => payload.debtDelta < 0n).map((payload) => payload.memberId);
    const debts = await this.repository.debtsOf(debtors);
    for (const [index, payload] of payloads.entries()) {
      const window = payload.window;
      if (window) {
        const current = payments.get(`${payload.memberId}|${window.windowStart.toISOString()}`);
        if (current?.payments !== window.expectedPayments) vetoed.add(index);
      }
      if (payload.debtDelta < 0n && (debts.get(payload.memberId) ?? 0n) + payload.debtDelta < 0n)
        vetoed.add(index);
    }
    return vetoed;
  }

  writes(items: readonly { payload: PointsUnit }[]): UnitWrites {
    const payloads = items.map((item) => item.payload);
    const statements: PointsRecords[number][] = [];
    // In key order, as other writers and the game_rounds triggers take their rows.
    const windows = payloads
      .flatMap((payload) => (payload.window ? [{ memberId: payload.memberId, ...payload.window }] : []))
      .sort(
        (left, right) =>
          compareIds(left.memberId, right.memberId) ||
          left.windowStart.getTime() - right.windowStart.getTime(),
      );
    if (windows.length > 0)
      statements.push({
        statement: this.repository.windowPaymentsStatement(windows),
        expectedRows: windows.length,
      });
    // One row per member: a statement may not change one row twice.
    const loyalty = new Map<string, { lifetimeDelta: bigint; debtDelta: bigint }>();
    for (const payload of payloads) {
      if (payload.lifetimeDelta === 0n && payload.debtDelta === 0n) continue;
      const sum = loyalty.get(payload.memberId) ?? { lifetimeDelta: 0n, debtDelta: 0n };
      sum.lifetimeDelta += payload.lifetimeDelta;
      sum.debtDelta += payload.debtDelta;
      loyalty.set(payload.memberId, sum);
    }
    if (loyalty.size > 0)
      statements.push({
        statement: this.repository.loyaltyStatement(
          [...loyalty]
            .sort(([left], [right]) => compareIds(left, right))
            .map(([memberId, change]) => ({ memberId, ...change })),
        ),
        expectedRows: loyalty.size,
      });
    for (const payload of payloads) statements.push(...payload.records);
    return { statements };
  }
}
