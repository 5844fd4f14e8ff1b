import type pg from 'pg';
import type { BankMember } from './bank-people.js';
import type { ClusterClient } from './cluster-client.js';
import type { Journal } from './journal.js';
import { ledgerViolations } from './ledger-checks.js';
import {
  booksOf,
  checkDeposits,
  checkInhouse,
  checkMemberTransfers,
  checkVendorRounds,
  type Reconciliation,
} from './reconcile.js';
import { checkWithdrawals } from './reconcile-withdrawals.js';

export type BankReport = {
  violations: string[];
  accounts: number;
  transfers: number;
  heldWithdrawals: number;
  balancesChecked: number;
};

/** Each member's wallet in the books (posted, held) against what the journal explains. */
async function compareBalances(
  database: pg.Client,
  members: BankMember[],
  context: Reconciliation,
): Promise<void> {
  const result = await database.query<{
    member_id: string;
    posted: string;
    held: string;
    credits_pending: string;
  }>(
    `select member_id::text as member_id, (credits_posted - debits_posted)::text as posted,
       debits_pending::text as held, credits_pending::text as credits_pending
     from ledger_accounts where kind = 'member_main' and member_id = any($1::bigint[])`,
    [members.map((member) => member.id)],
  );
  const rows = new Map(result.rows.map((row) => [row.member_id, row]));
  for (const member of members) {
    const expected = context.expected.get(member.index) ?? { postedMinor: 0n, heldMinor: 0n };
    const row = rows.get(member.id);
    const posted = BigInt(row?.posted ?? '0');
    const held = BigInt(row?.held ?? '0');
    if (
      posted !== expected.postedMinor ||
      held !== expected.heldMinor ||
      (row && row.credits_pending !== '0')
    )
      context.violations.push(
        `member ${member.username}: the books hold ${posted} (held ${held}); acknowledged operations explain ${expected.postedMinor} (held ${expected.heldMinor})`,
      );
  }
}

/** What each member's own balance page says, from whichever process answers, against the journal. */
async function compareApiBalances(
  client: ClusterClient,
  members: BankMember[],
  context: Reconciliation,
): Promise<void> {
  for (const member of members) {
    const answer = await client.send('GET', '/api/wallet/balance', { ip: member.ip, token: member.token });
    const body = answer.body as { balanceMinor?: string; heldMinor?: string };
    const expected = context.expected.get(member.index) ?? { postedMinor: 0n, heldMinor: 0n };
    if (
      answer.status !== 200 ||
      body.balanceMinor !== expected.postedMinor.toString() ||
      body.heldMinor !== expected.heldMinor.toString()
    )
      context.violations.push(
        `member ${member.username}: the balance API says ${answer.status} ${answer.text.slice(0, 200)}; expected ${expected.postedMinor} (held ${expected.heldMinor})`,
      );
  }
}

/**
 * Reconciles the journal with the books after the run: nothing acknowledged lost, nothing applied twice
 * or without acknowledgement, every wallet explained by its acknowledged operations (in the tables and
 * through the API), withdrawals held or resolved as their status says, and the ledger consistent.
 */
export async function reconcileBank(options: {
  database: pg.Client;
  client: ClusterClient;
  journal: Journal;
  members: BankMember[];
  vendorCode: string;
}): Promise<BankReport> {
  const { database, journal, members } = options;
  const books = await booksOf(database, members);
  const context: Reconciliation = { violations: [], expected: new Map(), heldWithdrawals: 0 };
  await checkDeposits(database, journal, books, context);
  await checkMemberTransfers(database, journal, books, context);
  await checkInhouse(database, journal, books, context);
  await checkVendorRounds(database, journal, books, options.vendorCode, context);
  await checkWithdrawals(database, journal, books, context);
  await compareBalances(database, members, context);
  await compareApiBalances(options.client, members, context);
  const ledger = await ledgerViolations(database);
  return {
    violations: [...context.violations, ...ledger.violations],
    accounts: ledger.accounts,
    transfers: ledger.transfers,
    heldWithdrawals: context.heldWithdrawals,
    balancesChecked: members.length,
  };
}
