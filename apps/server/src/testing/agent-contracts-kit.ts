import { randomUUID } from 'node:crypto';
import type { AgentContractKind, AgentContractTerms } from '@gaming/contracts/agent-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { AgentContractsRepository } from '../modules/agent-contracts/agent-contracts-repository.js';
import { ContractSettlement } from '../modules/agent-contracts/contract-settlement.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { AuditService } from '../modules/audit/audit-service.js';
import { AuthRepository } from '../modules/auth/auth-repository.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { MembersRepository } from '../modules/members/members-repository.js';
import { MembersService } from '../modules/members/members-service.js';
import type { SettingsService } from '../modules/settings/settings-service.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerService } from '../modules/wallet/ledger-service.js';
import { WalletService } from '../modules/wallet/wallet-service.js';
import { LedgerIds } from '../platform/derived-id.js';
import type { JobLogger } from '../platform/jobs.js';

/**
 * Test and benchmark kit (never imported by production code): a settlement built from the real services
 * on a database, as one server process has it (its own ledger batcher), on a clock the caller moves;
 * settled rounds and contracts written straight into their tables.
 */

export const quietJobLogger: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

export type SettlementProcess = {
  settlement: ContractSettlement;
  ledger: LedgerService;
  repository: AgentContractsRepository;
};

export function settlementProcess(
  db: Kysely<Database>,
  settings: SettingsService,
  secretKey: Buffer,
  now: () => Date,
  log: JobLogger = quietJobLogger,
): SettlementProcess {
  const ledger = new LedgerService(new LedgerRepository(db));
  const members = new MembersService(new MembersRepository(db));
  const audit = new AuditService(new AuditRepository(db));
  const throttle = new LoginThrottle(new AuthRepository(db), settings);
  const wallet = new WalletService(ledger, new LedgerIds(secretKey), members, throttle, settings, audit);
  const repository = new AgentContractsRepository(db);
  const settlement = new ContractSettlement(
    repository,
    ledger,
    new LedgerIds(secretKey),
    wallet,
    settings,
    log,
    now,
  );
  return { settlement, ledger, repository };
}

export type KitRound = {
  memberId: string;
  validBetMinor: bigint;
  stakeMinor: bigint;
  winMinor: bigint;
  settledAt: Date;
};

/** Settled rounds, in bulk (one statement per 10,000). */
export async function insertSettledRounds(db: Kysely<Database>, rounds: readonly KitRound[]): Promise<void> {
  for (let start = 0; start < rounds.length; start += 10_000) {
    const chunk = rounds.slice(start, start + 10_000);
    await sql`
      insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
        stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
      select gen_random_uuid(), r.member_id, 'KIT', 'kit-game', 'SLOT', gen_random_uuid()::text, 'NPR',
        r.stake, r.win, r.valid_bet, 'settled', r.settled_at - interval '1 second', r.settled_at
      from unnest(${chunk.map((round) => round.memberId)}::bigint[], ${chunk.map((round) => round.stakeMinor.toString())}::bigint[],
        ${chunk.map((round) => round.winMinor.toString())}::bigint[], ${chunk.map((round) => round.validBetMinor.toString())}::bigint[],
        ${chunk.map((round) => round.settledAt.toISOString())}::timestamptz[])
        as r (member_id, stake, win, valid_bet, settled_at)`.execute(db);
  }
}

/** An active contract written directly (the offer rules are tested through the API, not here). */
export async function insertActiveContract(
  db: Kysely<Database>,
  contract: {
    holderMemberId: string;
    offeredByMemberId: string | null;
    terms: AgentContractTerms;
    activatedAt: Date;
    staffId?: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('agent_contracts')
    .values({
      kind: contract.terms.kind as AgentContractKind,
      holder_member_id: contract.holderMemberId,
      offered_by_member_id: contract.offeredByMemberId,
      offered_by_staff_id: contract.offeredByMemberId ? null : (contract.staffId ?? (await kitStaffId(db))),
      terms: JSON.stringify(contract.terms),
      status: 'active',
      created_at: contract.activatedAt,
      activated_at: contract.activatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let staffId: { db: Kysely<Database>; id: string } | undefined;

/** A staff member who made the house's offers in kit data. */
async function kitStaffId(db: Kysely<Database>): Promise<string> {
  if (staffId?.db === db) return staffId.id;
  const row = await db
    .insertInto('staff')
    .values({
      username: `kit${randomUUID().slice(0, 8)}`,
      display_name: 'Kit staff',
      role: 'finance',
      password_hash: 'not-used',
      password_must_change: false,
      totp_secret_sealed: 'not-used',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  staffId = { db, id: row.id };
  return row.id;
}

/** Members with an upline, written straight into members (0029's trigger writes their tree rows). */
export async function insertMembers(
  db: Kysely<Database>,
  uplines: readonly (number | null)[],
  agentIndexes: ReadonlySet<number>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, upline] of uplines.entries()) {
    const name = `k${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    const row = await db
      .insertInto('members')
      .values({
        username: name,
        type: agentIndexes.has(index) ? 2 : 0,
        nickname: name,
        password_hash: 'not-used',
        referral_code: name.toUpperCase().slice(0, 12),
        upline_member_id: upline === null ? null : (ids[upline] as string),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
