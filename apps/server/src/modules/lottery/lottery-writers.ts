import type { RoundChange, RoundsService } from '../rounds/rounds-service.js';
import type { UnitWriter, UnitWrites } from '../wallet/ledger-service.js';
import {
  type ExposureHold,
  exposureKey,
  type LotteryRepository,
  type NewLotteryBet,
} from './lottery-repository.js';

/** A bet being placed: its row, its round and its exposure holds, committed with its stake transfer. */
export type PlacePayload = { bet: NewLotteryBet; round: RoundChange; holds: readonly ExposureHold[] };

/**
 * Commits a bet's row, its round (game_rounds through RoundsService) and its exposure holds in the same
 * transaction as its stake transfer (the ledger's group commit). Before a careful batch, prepare vetoes a
 * bet already placed (a replay), one whose draw is no longer on sale, or one the exposure left cannot
 * take (the batch's bets counted in order); the writes are conditional anyway (the draw share-locked, the
 * exposure checked under its row lock), so a change meanwhile fails the batch and each bet runs alone.
 */
export class PlaceWriter implements UnitWriter<PlacePayload> {
  constructor(
    private readonly repository: LotteryRepository,
    private readonly rounds: RoundsService,
    /**
     * The server's clock, read when the bet is written: a bet is placed when it commits, not when its
     * request started, so one that waited for its batch past the close is refused (issue 19 #8).
     */
    private readonly now: () => Date,
  ) {}

  async prepare(payloads: readonly PlacePayload[]): Promise<ReadonlySet<number>> {
    const vetoed = new Set<number>();
    const existing = await this.repository.existingBetIds(payloads.map((payload) => payload.bet.id));
    const room = await this.repository.exposureRoom(payloads.flatMap((payload) => payload.holds));
    const now = this.now();
    const draws = new Map<string, { onSale: (at: Date) => boolean }>();
    for (const drawId of new Set(payloads.map((payload) => payload.bet.drawId))) {
      const draw = await this.repository.draw(drawId);
      draws.set(drawId, {
        onSale: (at) => draw !== undefined && draw.status === 'open' && draw.sales_close_at > at,
      });
    }
    for (const [index, { bet, holds }] of payloads.entries()) {
      if (existing.has(bet.id) || !draws.get(bet.drawId)?.onSale(now)) {
        vetoed.add(index);
        continue;
      }
      const keys = holds.map((hold) => exposureKey(hold.drawId, hold.betType, hold.number));
      if (holds.some((hold, at) => (room.get(keys[at] as string) ?? 0n) < hold.amountMinor)) {
        vetoed.add(index);
        continue;
      }
      holds.forEach((hold, at) => {
        const key = keys[at] as string;
        room.set(key, (room.get(key) ?? 0n) - hold.amountMinor);
      });
      existing.add(bet.id);
    }
    return vetoed;
  }

  writes(items: readonly { payload: PlacePayload }[]): UnitWrites {
    const payloads = items.map((item) => item.payload);
    const exposure = this.repository.holdExposureStatement(payloads.flatMap((payload) => payload.holds));
    // Inside the batch's transaction, after its account locks: the insert refuses a bet whose draw's sales
    // closed by now (sales_close_at > placed_at, the draw row share-locked).
    const placedAt = this.now();
    return {
      statements: [
        {
          statement: this.repository.insertBetsStatement(
            payloads.map((payload) => ({ ...payload.bet, placedAt })),
          ),
          expectedRows: payloads.length,
        },
        { statement: exposure.statement, expectedRows: exposure.keys },
        {
          statement: this.rounds.applyManyStatement(payloads.map((payload) => payload.round)),
          expectedRows: payloads.length,
        },
      ],
    };
  }
}

/** A won bet being paid: its status and payout, and its round settled with the win, with the transfer. */
export type WinPayload = { betId: string; drawId: string; payoutMinor: bigint; round: RoundChange };

/** Settles won bets in the transaction of their win transfers; a bet settled meanwhile is vetoed. */
export class WinWriter implements UnitWriter<WinPayload> {
  constructor(
    private readonly repository: LotteryRepository,
    private readonly rounds: RoundsService,
    private readonly settledAt: () => Date,
  ) {}

  async prepare(payloads: readonly WinPayload[]): Promise<ReadonlySet<number>> {
    const open = await this.repository.openBetIds(payloads.map((payload) => payload.betId));
    const vetoed = new Set<number>();
    payloads.forEach((payload, index) => {
      if (!open.has(payload.betId)) vetoed.add(index);
    });
    return vetoed;
  }

  writes(items: readonly { payload: WinPayload }[]): UnitWrites {
    const payloads = items.map((item) => item.payload);
    return {
      statements: [
        {
          statement: this.repository.settleBetsStatement(
            payloads.map((payload) => ({
              id: payload.betId,
              drawId: payload.drawId,
              payoutMinor: payload.payoutMinor,
            })),
            this.settledAt(),
          ),
          expectedRows: payloads.length,
        },
        {
          statement: this.rounds.applyManyStatement(payloads.map((payload) => payload.round)),
          expectedRows: payloads.length,
        },
      ],
    };
  }
}

/**
 * A bet of a cancelled draw being refunded; closeRound when its round was open as the refund was asked
 * (a bet placed through the lottery always has one; a round already cancelled is left alone).
 */
export type RefundPayload = { betId: string; closeRound: boolean };

/**
 * Marks refunded bets refunded and cancels their rounds, in the transaction of their refund transfers: a
 * crash can no longer leave a refunded bet's round open (its stake would count as play for betting
 * records, salaries and loyalty).
 */
export class RefundWriter implements UnitWriter<RefundPayload> {
  constructor(
    private readonly repository: LotteryRepository,
    private readonly rounds: RoundsService,
    private readonly refundedAt: () => Date,
  ) {}

  async prepare(payloads: readonly RefundPayload[]): Promise<ReadonlySet<number>> {
    const open = await this.repository.openBetIds(payloads.map((payload) => payload.betId));
    const vetoed = new Set<number>();
    payloads.forEach((payload, index) => {
      if (!open.has(payload.betId)) vetoed.add(index);
    });
    return vetoed;
  }

  writes(items: readonly { payload: RefundPayload }[]): UnitWrites {
    const ids = items.map((item) => item.payload.betId);
    const rounds = items.filter((item) => item.payload.closeRound).map((item) => item.payload.betId);
    return {
      statements: [
        { statement: this.repository.refundBetsStatement(ids, this.refundedAt()), expectedRows: ids.length },
        ...(rounds.length > 0
          ? [{ statement: this.rounds.cancelManyStatement(rounds), expectedRows: rounds.length }]
          : []),
      ],
    };
  }
}
