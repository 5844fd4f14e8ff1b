import type pg from 'pg';
import type { BankMember } from './bank-people.js';
import type { Journal } from './journal.js';

/** What the books must show for one member, built from the journal (and the withdrawals' final rows). */
export type Expected = { postedMinor: bigint; heldMinor: bigint };

export type TransferRow = {
  id: string;
  code: string;
  kind: string;
  amount: string;
  debit_account_id: string;
  credit_account_id: string;
  pending_id: string | null;
  reference_id: string | null;
};

export type Reconciliation = {
  violations: string[];
  /** Per member, what the journal says the wallet holds: compared with the books and the API. */
  expected: Map<number, Expected>;
  /** Withdrawals still held at the end (pending, approved, or a hold a crash left to the sweeper). */
  heldWithdrawals: number;
};

export type Books = {
  accountOf: Map<number, string>;
  memberOfAccount: Map<string, number>;
  byMemberId: Map<string, number>;
};

export async function transfersOfReference(
  database: pg.Client,
  type: string,
  ids: string[],
): Promise<TransferRow[]> {
  const result = await database.query<TransferRow>(
    `select id::text as id, code, kind, amount::text as amount, debit_account_id::text as debit_account_id,
       credit_account_id::text as credit_account_id, pending_id::text as pending_id, reference_id
     from ledger_transfers where reference_type = $1 and reference_id = any($2::text[])`,
    [type, ids],
  );
  return result.rows;
}

export function groupBy<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** What one member's wallet gained (or lost) from a set of transfers. */
export function memberNet(rows: TransferRow[], account: string | undefined): bigint {
  let net = 0n;
  for (const row of rows) {
    if (row.credit_account_id === account) net += BigInt(row.amount);
    if (row.debit_account_id === account) net -= BigInt(row.amount);
  }
  return net;
}

export function add(expected: Map<number, Expected>, member: number, change: Partial<Expected>): void {
  const current = expected.get(member) ?? { postedMinor: 0n, heldMinor: 0n };
  expected.set(member, {
    postedMinor: current.postedMinor + (change.postedMinor ?? 0n),
    heldMinor: current.heldMinor + (change.heldMinor ?? 0n),
  });
}

export async function checkDeposits(
  database: pg.Client,
  journal: Journal,
  books: Books,
  context: Reconciliation,
) {
  const rows = await database.query<{
    id: string;
    member_id: string;
    request_id: string;
    status: string;
    amount_minor: string;
    fee_minor: string;
  }>(
    `select id::text as id, member_id::text as member_id, request_id::text as request_id, status,
       amount_minor::text as amount_minor, fee_minor::text as fee_minor
     from deposits where member_id = any($1::bigint[])`,
    [[...books.byMemberId.keys()]],
  );
  const transfers = groupBy(
    await transfersOfReference(
      database,
      'deposit',
      rows.rows.map((row) => row.id),
    ),
    (row) => row.reference_id ?? '',
  );
  const acknowledged = new Map(
    journal.deposits.filter((entry) => entry.depositId).map((entry) => [entry.depositId as string, entry]),
  );
  for (const row of rows.rows) {
    const member = books.byMemberId.get(row.member_id) as number;
    const entry = acknowledged.get(row.id);
    if (!entry) context.violations.push(`deposit ${row.id} exists but was never acknowledged to its member`);
    else if (entry.requestId !== row.request_id || entry.amountMinor !== BigInt(row.amount_minor))
      context.violations.push(
        `deposit ${row.id} does not match its request (${row.request_id}, ${row.amount_minor})`,
      );
    const credits = (transfers.get(row.id) ?? []).filter((transfer) => transfer.code === 'deposit');
    const net = BigInt(row.amount_minor) - BigInt(row.fee_minor);
    if (row.status === 'credited') {
      if (credits.length !== 1) context.violations.push(`deposit ${row.id} credited ${credits.length} times`);
      if (memberNet(credits, books.accountOf.get(member)) !== net)
        context.violations.push(
          `deposit ${row.id} credited ${memberNet(credits, books.accountOf.get(member))}, not ${net}`,
        );
      add(context.expected, member, { postedMinor: net });
    } else if (credits.length > 0)
      context.violations.push(`deposit ${row.id} is ${row.status} yet has ${credits.length} credit(s)`);
    if (entry?.notified && row.status !== 'credited')
      context.violations.push(
        `deposit ${row.id}: its paid notification was acknowledged, yet it is ${row.status}`,
      );
  }
  for (const entry of acknowledged.values())
    if (!rows.rows.some((row) => row.id === entry.depositId))
      context.violations.push(`acknowledged deposit ${entry.depositId} is lost`);
}

export async function checkMemberTransfers(
  database: pg.Client,
  journal: Journal,
  books: Books,
  context: Reconciliation,
) {
  const accounts = [...books.accountOf.values()];
  const result = await database.query<TransferRow>(
    `select id::text as id, code, kind, amount::text as amount, debit_account_id::text as debit_account_id,
       credit_account_id::text as credit_account_id, pending_id::text as pending_id, reference_id
     from ledger_transfers where code in ('transfer_upline', 'transfer_downline')
       and (debit_account_id = any($1::bigint[]) or credit_account_id = any($1::bigint[]))`,
    [accounts],
  );
  const inBooks = new Map(result.rows.map((row) => [row.id, row]));
  const acknowledged = journal.transfers.filter((entry) => entry.outcome === 'acknowledged');
  for (const entry of acknowledged) {
    const row = inBooks.get(entry.transferId as string);
    if (!row) {
      context.violations.push(`acknowledged transfer ${entry.transferId} (${entry.direction}) is lost`);
      continue;
    }
    if (
      BigInt(row.amount) !== entry.amountMinor ||
      row.debit_account_id !== books.accountOf.get(entry.from) ||
      row.credit_account_id !== books.accountOf.get(entry.to)
    )
      context.violations.push(`transfer ${row.id} does not match what was acknowledged`);
    add(context.expected, entry.from, { postedMinor: -entry.amountMinor });
    add(context.expected, entry.to, { postedMinor: entry.amountMinor });
  }
  const known = new Set(acknowledged.map((entry) => entry.transferId));
  for (const row of result.rows)
    if (!known.has(row.id))
      context.violations.push(
        `transfer ${row.id} of ${row.amount} was applied but never acknowledged (applied twice?)`,
      );
}

export async function checkInhouse(
  database: pg.Client,
  journal: Journal,
  books: Books,
  context: Reconciliation,
) {
  const rows = await database.query<{
    round_id: string;
    member_id: string;
    request_id: string;
    status: string;
    stake_minor: string;
    win_minor: string;
  }>(
    `select r.round_id::text as round_id, r.member_id::text as member_id, r.request_id::text as request_id, g.status,
       g.stake_minor::text as stake_minor, g.win_minor::text as win_minor
     from inhouse_rounds r join game_rounds g on g.id = r.round_id where r.member_id = any($1::bigint[])`,
    [[...books.byMemberId.keys()]],
  );
  const transfers = groupBy(
    await transfersOfReference(
      database,
      'round',
      rows.rows.map((row) => row.round_id),
    ),
    (row) => row.reference_id ?? '',
  );
  const acknowledged = new Map(
    journal.inhouse.filter((entry) => entry.roundId).map((entry) => [entry.roundId as string, entry]),
  );
  for (const row of rows.rows) {
    const member = books.byMemberId.get(row.member_id) as number;
    const entry = acknowledged.get(row.round_id);
    const net = memberNet(transfers.get(row.round_id) ?? [], books.accountOf.get(member));
    const roundNet = row.status === 'cancelled' ? 0n : BigInt(row.win_minor) - BigInt(row.stake_minor);
    if (net !== roundNet)
      context.violations.push(
        `in-house round ${row.round_id} (${row.status}) moved ${net}, its record says ${roundNet}`,
      );
    if (!entry) {
      context.violations.push(`in-house round ${row.round_id} was played but never acknowledged`);
      continue;
    }
    if (entry.requestId !== row.request_id || entry.stakeMinor !== BigInt(row.stake_minor))
      context.violations.push(`in-house round ${row.round_id} does not match its request`);
    if (
      typeof entry.winMinor === 'bigint' &&
      (row.status !== 'settled' || entry.winMinor !== BigInt(row.win_minor))
    )
      context.violations.push(
        `in-house round ${row.round_id} acknowledged a win of ${entry.winMinor}, now ${row.status} ${row.win_minor}`,
      );
    add(context.expected, member, { postedMinor: net });
  }
  for (const entry of acknowledged.values())
    if (!rows.rows.some((row) => row.round_id === entry.roundId))
      context.violations.push(`acknowledged in-house round ${entry.roundId} is lost`);
}

export async function checkVendorRounds(
  database: pg.Client,
  journal: Journal,
  books: Books,
  vendorCode: string,
  context: Reconciliation,
) {
  const rows = await database.query<{ id: string; member_id: string; external_round_id: string }>(
    `select id::text as id, member_id::text as member_id, external_round_id from game_rounds
     where vendor_code = $1 and member_id = any($2::bigint[])`,
    [vendorCode, [...books.byMemberId.keys()]],
  );
  const transfers = groupBy(
    await transfersOfReference(
      database,
      'round',
      rows.rows.map((row) => row.id),
    ),
    (row) => row.reference_id ?? '',
  );
  const calls = groupBy(journal.vendor, (entry) => entry.roundId);
  for (const row of rows.rows) {
    const member = books.byMemberId.get(row.member_id) as number;
    const net = memberNet(transfers.get(row.id) ?? [], books.accountOf.get(member));
    const roundCalls = calls.get(row.external_round_id);
    if (!roundCalls) {
      context.violations.push(`vendor round ${row.external_round_id} exists but none of its calls was sent`);
      continue;
    }
    const expectedNet = roundCalls
      .filter((entry) => entry.outcome === 'acknowledged')
      .reduce((sum, entry) => sum + entry.signedAmountMinor, 0n);
    if (net !== expectedNet)
      context.violations.push(
        `vendor round ${row.external_round_id} moved ${net}; its acknowledged calls add up to ${expectedNet}`,
      );
    add(context.expected, member, { postedMinor: net });
  }
  for (const [roundId, roundCalls] of calls) {
    const moved = roundCalls.some(
      (entry) => entry.outcome === 'acknowledged' && entry.signedAmountMinor !== 0n,
    );
    if (moved && !rows.rows.some((row) => row.external_round_id === roundId))
      context.violations.push(`vendor round ${roundId} with acknowledged money calls is lost`);
  }
}

export async function booksOf(database: pg.Client, members: BankMember[]): Promise<Books> {
  const result = await database.query<{ member_id: string; id: string }>(
    `select member_id::text as member_id, id::text as id from ledger_accounts
     where kind = 'member_main' and member_id = any($1::bigint[])`,
    [members.map((member) => member.id)],
  );
  const byMemberId = new Map(members.map((member) => [member.id, member.index]));
  const accountOf = new Map<number, string>();
  const memberOfAccount = new Map<string, number>();
  for (const row of result.rows) {
    const index = byMemberId.get(row.member_id) as number;
    accountOf.set(index, row.id);
    memberOfAccount.set(row.id, index);
  }
  return { accountOf, memberOfAccount, byMemberId };
}
