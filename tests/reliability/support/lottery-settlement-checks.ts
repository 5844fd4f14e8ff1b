import { type LotterySelection, lotteryWinMinor, settleBet } from '@gaming/contracts/lottery/lottery-bets';
import { deriveLotteryDraw, lotterySeedHash } from '@gaming/contracts/lottery/lottery-draw';
import {
  defaultOddsOf,
  type LotteryBetOdds,
  type LotteryBetType,
  type LotteryGameCode,
  lotteryVendorCode,
} from '@gaming/contracts/lottery/lottery-games';
import type pg from 'pg';
import type { LedgerIds } from '../../../apps/server/src/platform/derived-id.js';

/** A bet the server acknowledged over HTTP: who placed it and the stake it said it took. */
export type PlacedBet = { betId: string; memberId: string; stakeMinor: bigint };

export type SettlementReport = {
  violations: string[];
  bets: number;
  won: number;
  lost: number;
  stakedMinor: bigint;
  paidMinor: bigint;
};

type BetRow = {
  id: string;
  member_id: string;
  bet_type: string;
  selection: LotterySelection;
  odds: LotteryBetOdds;
  unit_stake_minor: string;
  stake_minor: string;
  status: string;
  payout_minor: string;
};

type TransferRow = { id: string; reference_id: string; code: string; amount: string };

type RoundRow = { external_round_id: string; status: string; stake_minor: string; win_minor: string };

const violationsKept = 40;

/**
 * The draw's numbers as the published method derives them (lottery-draw.ts) from the revealed seed and
 * the draw id, after checking the seed against the hash committed before sales.
 */
async function publishedNumbers(
  database: pg.Client,
  drawId: string,
  violations: string[],
): Promise<{ code: LotteryGameCode; numbers: string[] } | undefined> {
  const draw = await database.query<{
    game_code: LotteryGameCode;
    status: string;
    seed_hash: string;
    server_seed: string | null;
    results: string[] | null;
  }>('select game_code, status, seed_hash, server_seed, results from lottery_draws where id = $1', [drawId]);
  const row = draw.rows[0];
  if (!row?.server_seed || !row.results) {
    violations.push(`draw ${drawId} is ${row?.status ?? 'missing'}, without a revealed seed or results`);
    return undefined;
  }
  if (row.status !== 'settled') violations.push(`draw ${drawId} is ${row.status}, not settled`);
  if ((await lotterySeedHash(row.server_seed)) !== row.seed_hash)
    violations.push(`draw ${drawId}: the revealed seed does not hash to the committed ${row.seed_hash}`);
  const numbers = await deriveLotteryDraw(row.game_code, row.server_seed, drawId);
  if (JSON.stringify(numbers) !== JSON.stringify(row.results))
    violations.push(`draw ${drawId}: stored results differ from the ones the seed derives`);
  return { code: row.game_code, numbers };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** One bet against its ledger transfers and its round: staked once, paid once when won, never refunded. */
function betViolations(
  row: BetRow,
  expectedPayout: bigint,
  transfers: readonly TransferRow[],
  round: RoundRow | undefined,
  winId: string,
): string[] {
  const found: string[] = [];
  const what = `bet ${row.id}`;
  const expectedStatus = expectedPayout > 0n ? 'won' : 'lost';
  if (row.status !== expectedStatus || BigInt(row.payout_minor) !== expectedPayout)
    found.push(
      `${what} is ${row.status} paying ${row.payout_minor}; the draw says ${expectedStatus} ${expectedPayout}`,
    );
  const stakes = transfers.filter((transfer) => transfer.code === 'bet');
  const wins = transfers.filter((transfer) => transfer.code === 'win');
  const others = transfers.filter((transfer) => transfer.code !== 'bet' && transfer.code !== 'win');
  if (stakes.length !== 1 || stakes[0]?.amount !== row.stake_minor)
    found.push(
      `${what}: ${stakes.length} stake transfers (${stakes.map((t) => t.amount)}), stake ${row.stake_minor}`,
    );
  if (wins.length !== (expectedPayout > 0n ? 1 : 0))
    found.push(
      `${what}: ${wins.length} win transfers (${wins.map((t) => t.amount)}) for a payout of ${expectedPayout}`,
    );
  const win = wins[0];
  if (win && (win.id !== winId || BigInt(win.amount) !== expectedPayout))
    found.push(`${what}: win transfer ${win.id} of ${win.amount}; expected ${winId} of ${expectedPayout}`);
  if (others.length > 0) found.push(`${what}: unexpected transfers ${others.map((t) => t.code)}`);
  if (
    round?.status !== 'settled' ||
    round.stake_minor !== row.stake_minor ||
    BigInt(round.win_minor) !== expectedPayout
  )
    found.push(`${what}: round ${JSON.stringify(round)} is not settled with stake and win`);
  return found;
}

/**
 * After the draw's settlement: every acknowledged bet is in the books once and settled as the published
 * method says (payout = unit stake x odds per hit, from the numbers the revealed seed derives, with the odds
 * the game published), its stake moved once, its win paid once under the id derived from the bet, its round
 * closed; each member's balance is what they had before betting, less their stakes, plus their wins.
 */
export async function settlementViolations(options: {
  database: pg.Client;
  drawId: string;
  placed: readonly PlacedBet[];
  balancesBefore: ReadonlyMap<string, bigint>;
  ids: LedgerIds;
}): Promise<SettlementReport> {
  const { database, drawId, placed, ids } = options;
  const violations: string[] = [];
  const report: SettlementReport = { violations, bets: 0, won: 0, lost: 0, stakedMinor: 0n, paidMinor: 0n };
  const draw = await publishedNumbers(database, drawId, violations);
  if (!draw) return report;
  const bets = await database.query<BetRow>(
    `select id, member_id::text as member_id, bet_type, selection, odds, unit_stake_minor::text as unit_stake_minor,
       stake_minor::text as stake_minor, status, payout_minor::text as payout_minor
     from lottery_bets where draw_id = $1`,
    [drawId],
  );
  const transfers = await database.query<TransferRow>(
    `select t.id::text as id, t.reference_id, t.code, t.amount::text as amount from ledger_transfers t
     join lottery_bets b on b.id::text = t.reference_id
     where t.reference_type = 'lottery_bet' and b.draw_id = $1`,
    [drawId],
  );
  const rounds = await database.query<RoundRow>(
    `select r.external_round_id, r.status, r.stake_minor::text as stake_minor, r.win_minor::text as win_minor
     from game_rounds r join lottery_bets b on b.id::text = r.external_round_id
     where r.vendor_code = $1 and b.draw_id = $2`,
    [lotteryVendorCode, drawId],
  );
  const transfersOf = groupBy(transfers.rows, (row) => row.reference_id);
  const roundOf = groupBy(rounds.rows, (row) => row.external_round_id);
  const placedIds = new Set(placed.map((bet) => bet.betId));
  report.bets = bets.rows.length;
  if (bets.rows.length !== placedIds.size || bets.rows.some((row) => !placedIds.has(row.id)))
    violations.push(`${bets.rows.length} bets in the draw; ${placedIds.size} were acknowledged`);
  const movedByMember = new Map<string, bigint>();
  for (const row of bets.rows) {
    const betType = row.bet_type as LotteryBetType;
    if (JSON.stringify(row.odds) !== JSON.stringify(defaultOddsOf(draw.code, betType)))
      violations.push(`bet ${row.id}: odds ${JSON.stringify(row.odds)} are not the published ones`);
    const settlement = settleBet(draw.code, betType, row.selection, draw.numbers, row.odds);
    const expectedPayout = lotteryWinMinor(BigInt(row.unit_stake_minor), settlement);
    const winId = ids.server('lottery-bet', row.id, 'win');
    const rowRounds = roundOf.get(row.id) ?? [];
    if (rowRounds.length !== 1) violations.push(`bet ${row.id}: ${rowRounds.length} rounds`);
    violations.push(
      ...betViolations(row, expectedPayout, transfersOf.get(row.id) ?? [], rowRounds[0], winId),
    );
    if (expectedPayout > 0n) report.won += 1;
    else report.lost += 1;
    report.stakedMinor += BigInt(row.stake_minor);
    report.paidMinor += expectedPayout;
    movedByMember.set(
      row.member_id,
      (movedByMember.get(row.member_id) ?? 0n) - BigInt(row.stake_minor) + expectedPayout,
    );
  }
  violations.push(...(await balanceViolations(database, options.balancesBefore, movedByMember)));
  if (violations.length > violationsKept) violations.splice(violationsKept, violations.length, '…');
  return report;
}

/** Each member's posted balance now = before betting + what their bets moved (nothing held, nothing pending). */
async function balanceViolations(
  database: pg.Client,
  before: ReadonlyMap<string, bigint>,
  moved: ReadonlyMap<string, bigint>,
): Promise<string[]> {
  const now = await memberBalances(database, [...before.keys()]);
  const found: string[] = [];
  for (const [memberId, beforeMinor] of before) {
    const expected = beforeMinor + (moved.get(memberId) ?? 0n);
    const actual = now.get(memberId);
    if (actual !== expected)
      found.push(
        `member ${memberId}: balance ${actual}, expected ${expected} (${beforeMinor} before betting)`,
      );
  }
  return found;
}

/** Members' posted wallet balances (credits less debits) by member id. */
export async function memberBalances(
  database: pg.Client,
  memberIds: readonly string[],
): Promise<Map<string, bigint>> {
  const result = await database.query<{ member_id: string; posted: string }>(
    `select member_id::text as member_id, (credits_posted - debits_posted)::text as posted
     from ledger_accounts where kind = 'member_main' and member_id = any($1::bigint[])`,
    [memberIds],
  );
  return new Map(result.rows.map((row) => [row.member_id, BigInt(row.posted)]));
}
