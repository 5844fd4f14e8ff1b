import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** An audit_log entry as the chain hashes it: every column as PostgreSQL prints it (exact, no rounding). */
export type ChainEntryText = {
  id: string;
  actorType: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  before: string | null;
  after: string | null;
  /** Microsecond ISO text in UTC (a Date would drop the microseconds an edit could change). */
  createdAt: string;
};

export type ChainHead = {
  seq: string;
  hash: Buffer;
  lowWatermarkId: string;
  genesisEntryId: string;
  sealedAt: Date | null;
};

/** A chain row with the entry it names, or null when that entry is gone. */
export type ChainLink = {
  seq: string;
  entryId: string;
  prevHash: Buffer;
  hash: Buffer;
  sealedAt: Date;
  entry: (ChainEntryText & { createdAtDate: Date }) | null;
};

type EntryRow = {
  id: string;
  actor_type: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  before: string | null;
  after: string | null;
  created_at_text: string;
  created_at: Date;
};

const entryColumns = sql`a.id::text as id, a.actor_type, a.actor_id, a.actor_name::text as actor_name, a.action,
  a.target_type, a.target_id, a.ip::text as ip, a.before::text as before, a.after::text as after,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_text, a.created_at`;

function entryOf(row: EntryRow): ChainEntryText & { createdAtDate: Date } {
  return {
    id: row.id,
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    ip: row.ip,
    before: row.before,
    after: row.after,
    createdAt: row.created_at_text,
    createdAtDate: row.created_at,
  };
}

/** The audit chain's SQL (audit_chain, audit_chain_head, and reads of audit_log). */
export class AuditChainRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** One sealer at a time across every process; the others skip their pass instead of queueing. */
  async tryLock(transaction: Transaction<Database>): Promise<boolean> {
    const result = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtext('audit-chain')) as locked`.execute(transaction);
    return result.rows[0]?.locked === true;
  }

  async head(executor: Kysely<Database> | Transaction<Database> = this.db): Promise<ChainHead> {
    const row = await executor
      .selectFrom('audit_chain_head')
      .selectAll()
      .where('singleton', '=', true)
      .executeTakeFirstOrThrow();
    return {
      seq: row.seq,
      hash: row.hash,
      lowWatermarkId: row.low_watermark_id,
      genesisEntryId: row.genesis_entry_id,
      sealedAt: row.sealed_at,
    };
  }

  /** Committed entries at or above the watermark that have no chain row yet, oldest id first. */
  async unchainedEntries(transaction: Transaction<Database>, fromId: string, limit: number) {
    const result = await sql<EntryRow>`
      select ${entryColumns} from audit_log a
      where a.id >= ${fromId}
        and not exists (select 1 from audit_chain c where c.entry_id = a.id)
      order by a.id limit ${limit}`.execute(transaction);
    return result.rows.map(entryOf);
  }

  async appendLinks(
    transaction: Transaction<Database>,
    links: readonly { seq: string; entryId: string; prevHash: Buffer; hash: Buffer }[],
    sealedAt: Date,
  ): Promise<void> {
    if (links.length === 0) return;
    await transaction
      .insertInto('audit_chain')
      .values(
        links.map((link) => ({
          seq: link.seq,
          entry_id: link.entryId,
          prev_hash: link.prevHash,
          hash: link.hash,
          sealed_at: sealedAt,
        })),
      )
      .execute();
  }

  /**
   * The new low watermark: the first id at or above the old one that is still unchained or younger than
   * the cutoff (a transaction could still commit an id below a young entry); past the last entry when none.
   */
  async nextWatermark(transaction: Transaction<Database>, fromId: string, cutoff: Date): Promise<string> {
    const result = await sql<{ watermark: string }>`
      select coalesce(
        (select min(a.id) from audit_log a where a.id >= ${fromId}
           and (a.created_at > ${cutoff}
                or not exists (select 1 from audit_chain c where c.entry_id = a.id))),
        (select max(a.id) + 1 from audit_log a where a.id >= ${fromId}),
        ${fromId}::bigint)::text as watermark`.execute(transaction);
    return result.rows[0]?.watermark ?? fromId;
  }

  async moveHead(
    transaction: Transaction<Database>,
    head: { seq: string; hash: Buffer; lowWatermarkId: string; sealedAt: Date },
  ): Promise<void> {
    await transaction
      .updateTable('audit_chain_head')
      .set({
        seq: head.seq,
        hash: head.hash,
        low_watermark_id: head.lowWatermarkId,
        sealed_at: head.sealedAt,
      })
      .where('singleton', '=', true)
      .execute();
  }

  /** Chain rows after `afterSeq` in seq order with their entries (null when deleted). */
  async links(afterSeq: string, limit: number): Promise<ChainLink[]> {
    const result = await sql<
      EntryRow & {
        seq: string;
        entry_id: string;
        prev_hash: Buffer;
        hash: Buffer;
        sealed_at: Date;
        present: boolean;
      }
    >`
      select c.seq::text as seq, c.entry_id::text as entry_id, c.prev_hash, c.hash, c.sealed_at,
        a.id is not null as present, ${entryColumns}
      from audit_chain c left join audit_log a on a.id = c.entry_id
      where c.seq > ${afterSeq}
      order by c.seq limit ${limit}`.execute(this.db);
    return result.rows.map((row) => ({
      seq: row.seq,
      entryId: row.entry_id,
      prevHash: row.prev_hash,
      hash: row.hash,
      sealedAt: row.sealed_at,
      entry: row.present ? entryOf(row) : null,
    }));
  }

  /** An entry below the watermark with no chain row: it was slipped in behind the sealer. */
  async firstUnchainedBelow(watermarkId: string): Promise<string | null> {
    const result = await sql<{ id: string }>`
      select a.id::text as id from audit_log a
      where a.id < ${watermarkId}
        and not exists (select 1 from audit_chain c where c.entry_id = a.id)
      order by a.id limit 1`.execute(this.db);
    return result.rows[0]?.id ?? null;
  }

  /** How many entries wait for the sealer (counted up to a cap), and the oldest one's time. */
  async unsealed(watermarkId: string, cap: number) {
    const result = await sql<{ count: string; oldest: Date | null }>`
      select count(*)::text as count, min(created_at) as oldest from (
        select a.created_at from audit_log a
        where a.id >= ${watermarkId}
          and not exists (select 1 from audit_chain c where c.entry_id = a.id)
        limit ${cap}) pending`.execute(this.db);
    return { count: Number(result.rows[0]?.count ?? 0), oldestAt: result.rows[0]?.oldest ?? null };
  }
}
