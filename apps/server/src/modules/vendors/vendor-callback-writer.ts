import type { RawBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RoundChange, RoundsService } from '../rounds/rounds-service.js';
import type { UnitWriter, UnitWrites } from '../wallet/ledger-service.js';
import type { VendorSessions } from './vendor-sessions.js';
import type { NewVendorTransaction, VendorsRepository } from './vendors-repository.js';

/** A bet or win callback's records: its kept answer (made from the balance after) and its round. */
export type CallbackRecords = {
  kept: Omit<NewVendorTransaction, 'response'>;
  /** The answer from the member's wallet balance after (a wallet always keeps one; null is a fault). */
  respond: (balanceAfterMinor: bigint | null) => string;
  round: RoundChange;
  /** A bet's launch: the member's site session that must still let them play (null: none, refused). */
  memberSessionId: string | null;
  /**
   * The member has a play budget (a wager or loss limit, issue 20): from the in-process set when the call
   * is made, corrected by prepare. A wrong guess fails the batch's conditional writes, never a limit.
   */
  playBudget: boolean;
};

type MemberAmount = { memberId: string; amountMinor: bigint };

/**
 * The wager and loss limits on the callback path (responsible gaming, issue 20; implemented there). No
 * query per callback: `mayHave` is an in-process set; prepare reads the batch's budget rows once.
 */
export interface PlayBudgetPort {
  mayHave(memberId: string): boolean;
  /** What each budgeted member among these may still stake (null: unbounded); absent: no budget row. */
  headroomOf(memberIds: readonly string[]): Promise<Map<string, bigint | null>>;
  /** (a) Charges stakes, one row back per member still within every limit. */
  chargeStatement(charges: readonly MemberAmount[]): RawBuilder<unknown>;
  /** (b) One row back per member with no budget row. */
  unbudgetedStatement(memberIds: readonly string[]): RawBuilder<unknown>;
  /** (c) Counts wins, one row back per member with a budget row. */
  creditStatement(credits: readonly MemberAmount[]): RawBuilder<unknown>;
  wouldExceed(memberId: string, stakeMinor: bigint): Promise<boolean>;
  refund(transaction: Transaction<Database>, memberId: string, amountMinor: bigint): Promise<void>;
}

/** Amounts summed per member (a member's bets in one batch are charged together). */
function summed(payloads: readonly CallbackRecords[]): MemberAmount[] {
  const totals = new Map<string, bigint>();
  for (const payload of payloads)
    totals.set(payload.round.memberId, (totals.get(payload.round.memberId) ?? 0n) + amountOf(payload));
  return [...totals].map(([memberId, amountMinor]) => ({ memberId, amountMinor }));
}

function amountOf(payload: CallbackRecords): bigint {
  return payload.kept.amountMinor ?? 0n;
}

function isBet(payload: CallbackRecords): boolean {
  return payload.kept.action === 'bet';
}

/**
 * Writes a batch of bet and win callbacks in the ledger's group-commit transaction (UnitWriter), so a
 * callback's money, its kept answer and its round commit together: a crash can never leave money moved
 * without the answer a replay needs, or the reverse. Before the batch's transaction it vetoes what must
 * not go ahead (a kept transaction id: a replay or a refund that came first; a closed round or another
 * member's; a bet whose member's site session ended or who may not play; a win whose round has no bet
 * standing); the caller then answers from the records. That read takes no locks: if anything changes
 * before the write, the conditional writes (an open round of this member, an id not kept yet, a playable
 * member session, key-share locked until the commit, a standing bet) fall short and throw, the batch
 * rolls back and each callback runs again alone.
 */
export class VendorCallbackWriter implements UnitWriter<CallbackRecords> {
  constructor(
    private readonly repository: VendorsRepository,
    private readonly rounds: RoundsService,
    private readonly sessions: VendorSessions,
    private readonly playBudget: () => PlayBudgetPort | undefined,
  ) {}

  async prepare(payloads: readonly CallbackRecords[]): Promise<ReadonlySet<number>> {
    const byVendor = new Map<string, string[]>();
    for (const payload of payloads) {
      const ids = byVendor.get(payload.kept.vendorCode) ?? [];
      ids.push(payload.kept.transactionId);
      byVendor.set(payload.kept.vendorCode, ids);
    }
    const budget = this.playBudget();
    const [keptRows, roundRows, playable, roundsWithBets, headroom] = await Promise.all([
      Promise.all(
        [...byVendor].map(async ([vendorCode, ids]) =>
          (await this.repository.findTransactionsIn(vendorCode, ids)).map(
            (row) => `${vendorCode}\n${row.transaction_id}`,
          ),
        ),
      ),
      this.rounds.findMany(payloads.map((payload) => payload.round.id)),
      this.sessions.playableOf(memberSessionIdsOf(payloads.filter(isBet))),
      this.repository.roundsWithStandingBets(payloads.filter((payload) => !isBet(payload)).map(roundIdOf)),
      budget ? budget.headroomOf(payloads.map((payload) => payload.round.memberId)) : new Map(),
    ]);
    const kept = new Set(keptRows.flat());
    const rounds = new Map(roundRows.map((round) => [round.id, round]));
    const vetoed = new Set<number>();
    const seenRounds = new Set<string>();
    const staked = new Map<string, bigint>();
    for (const [index, payload] of payloads.entries()) {
      payload.playBudget = headroom.has(payload.round.memberId);
      const round = rounds.get(payload.round.id);
      const closedOrForeign =
        round !== undefined && (round.status !== 'open' || round.member_id !== payload.round.memberId);
      const mayGoAhead = isBet(payload)
        ? payload.memberSessionId !== null && playable.has(payload.memberSessionId)
        : roundsWithBets.has(payload.round.id);
      // Two calls of one round in a batch (only from two processes): the second waits for the records path.
      if (
        kept.has(`${payload.kept.vendorCode}\n${payload.kept.transactionId}`) ||
        closedOrForeign ||
        !mayGoAhead ||
        seenRounds.has(payload.round.id) ||
        (isBet(payload) && !this.withinBudget(payload, headroom, staked))
      )
        vetoed.add(index);
      seenRounds.add(payload.round.id);
    }
    return vetoed;
  }

  /** A bet within what its member may still stake, counting the batch's earlier bets of that member. */
  private withinBudget(
    payload: CallbackRecords,
    headroom: ReadonlyMap<string, bigint | null>,
    staked: Map<string, bigint>,
  ): boolean {
    const left = headroom.get(payload.round.memberId);
    if (left === undefined || left === null) return true;
    const total = (staked.get(payload.round.memberId) ?? 0n) + amountOf(payload);
    if (total > left) return false;
    staked.set(payload.round.memberId, total);
    return true;
  }

  /**
   * (a) budgeted bets charged within every limit, (b) no budget row for the members the batch thinks
   * unbudgeted, (c) budgeted wins counted: each returns one row per member, fewer fails the batch.
   */
  private budgetWrites(payloads: readonly CallbackRecords[]): UnitWrites['statements'] {
    const budget = this.playBudget();
    if (!budget) return [];
    const moving = payloads.filter((payload) => amountOf(payload) > 0n);
    const charges = summed(moving.filter((payload) => isBet(payload) && payload.playBudget));
    const unbudgeted = [
      ...new Set(
        moving.filter((payload) => isBet(payload) && !payload.playBudget).map((p) => p.round.memberId),
      ),
    ];
    const credits = summed(moving.filter((payload) => !isBet(payload) && payload.playBudget));
    return [
      ...(charges.length > 0
        ? [{ statement: budget.chargeStatement(charges), expectedRows: charges.length }]
        : []),
      ...(unbudgeted.length > 0
        ? [{ statement: budget.unbudgetedStatement(unbudgeted), expectedRows: unbudgeted.length }]
        : []),
      ...(credits.length > 0
        ? [{ statement: budget.creditStatement(credits), expectedRows: credits.length }]
        : []),
    ];
  }

  writes(items: readonly { payload: CallbackRecords; balanceAfterMinor: bigint | null }[]): UnitWrites {
    const rounds = items.map((item) => item.payload.round);
    const kept = items.map((item) => ({
      ...item.payload.kept,
      response: item.payload.respond(item.balanceAfterMinor),
    }));
    const bets = items.map((item) => item.payload).filter(isBet);
    // An optimistic batch asked no prepare: a bet without a member session fails it (it runs carefully).
    if (bets.some((payload) => payload.memberSessionId === null))
      throw new Error('A bet without a member session must be vetoed.');
    const memberSessionIds = memberSessionIdsOf(bets);
    const winRoundIds = [
      ...new Set(items.filter((item) => !isBet(item.payload)).map((item) => roundIdOf(item.payload))),
    ];
    // Every round still open and this member's, no id kept by another process since prepare, every bet's
    // member session still playable (locked until the commit: ending it waits), every win's bet standing.
    return {
      statements: [
        { statement: this.rounds.applyManyStatement(rounds), expectedRows: rounds.length },
        { statement: this.repository.insertTransactionsStatement(kept), expectedRows: kept.length },
        ...(memberSessionIds.length > 0
          ? [
              {
                statement: this.sessions.playableStatement(memberSessionIds),
                expectedRows: memberSessionIds.length,
              },
            ]
          : []),
        ...(winRoundIds.length > 0
          ? [
              {
                statement: this.repository.roundsWithStandingBetsStatement(winRoundIds),
                expectedRows: winRoundIds.length,
              },
            ]
          : []),
        ...this.budgetWrites(items.map((item) => item.payload)),
      ],
    };
  }
}

function memberSessionIdsOf(payloads: readonly CallbackRecords[]): string[] {
  return [
    ...new Set(payloads.flatMap((payload) => (payload.memberSessionId ? [payload.memberSessionId] : []))),
  ];
}

function roundIdOf(payload: CallbackRecords): string {
  return payload.round.id;
}
