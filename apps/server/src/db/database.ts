import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// bigint columns (money, ids) arrive as strings; int8 -> string is pg's default and what we want.
export type DatabaseHandle = { db: Kysely<Database>; pool: pg.Pool; close: () => Promise<void> };

/**
 * A statement whose text starts with this runs as a named prepared statement: PostgreSQL parses and plans
 * it once per connection instead of on every call. For the hottest statements only (the ledger's batch),
 * whose text is the same from call to call with everything variable in parameters.
 */
export const preparedStatementMarker = '/* prepared */';
/** Named statements per connection, at most; past this a marked statement runs unnamed, as any other. */
const maximumPreparedPerConnection = 64;
const statementNames = new Map<string, string>();
const maximumRememberedNames = 1_024;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name) return name;
  name = `p${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
  if (statementNames.size >= maximumRememberedNames) statementNames.clear();
  statementNames.set(text, name);
  return name;
}

type QueryFunction = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** Runs this client's marked statements (preparedStatementMarker) as named prepared statements. */
function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFunction;
  const prepared = new Set<string>();
  (client as unknown as { query: QueryFunction }).query = (text, values, callback) => {
    if (typeof text === 'string' && text.startsWith(preparedStatementMarker) && Array.isArray(values)) {
      const name = statementName(text);
      if (prepared.has(name) || prepared.size < maximumPreparedPerConnection) {
        prepared.add(name);
        return query({ name, text, values }, callback);
      }
    }
    return query(text, values, callback);
  };
}

export function connectDatabase(connectionString: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A runaway query must not hold a connection forever.
    statement_timeout: 30_000,
    application_name: 'gaming-server',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', prepareMarkedStatements);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}

export async function isDatabaseReachable(db: Kysely<Database>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
