import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The one fingerprint row (migration 0019): recorded by the first process, read by every later one. */
export class KeyFingerprintRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the fingerprint if none is recorded yet, and returns the one that stands. */
  async recordOrRead(fingerprint: string): Promise<string> {
    await sql`insert into secret_key_fingerprint (id, fingerprint) values (1, ${fingerprint})
      on conflict (id) do nothing`.execute(this.db);
    const result = await sql<{
      fingerprint: string;
    }>`select fingerprint from secret_key_fingerprint where id = 1`.execute(this.db);
    const row = result.rows[0];
    if (!row) throw new Error('secret_key_fingerprint has no row after recording one');
    return row.fingerprint;
  }
}
