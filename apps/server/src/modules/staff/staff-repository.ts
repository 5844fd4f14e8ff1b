import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, StaffTable } from '../../db/schema.js';

export type StaffRow = Selectable<StaffTable>;

export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<StaffRow | undefined> {
    return this.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Staff id -> account name for `ids` (at most 500). */
  async usernames(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)].slice(0, 500);
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('staff')
      .select(['id', 'username'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  findByUsername(username: string): Promise<StaffRow | undefined> {
    return this.db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();
  }

  list(limit: number): Promise<StaffRow[]> {
    return this.db.selectFrom('staff').selectAll().orderBy('id').limit(limit).execute();
  }

  async insert(staff: {
    username: string;
    displayName: string;
    role: string;
    passwordHash: string;
    totpSecretSealed: string;
  }) {
    return this.db
      .insertInto('staff')
      .values({
        username: staff.username,
        display_name: staff.displayName,
        role: staff.role,
        password_hash: staff.passwordHash,
        totp_secret_sealed: staff.totpSecretSealed,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: string, changes: Partial<Record<keyof StaffTable, unknown>>): Promise<void> {
    // Nothing to set is no change (an UPDATE without SET is a syntax error: an empty PATCH answered 500).
    if (Object.keys(changes).length === 0) return;
    await this.db
      .updateTable('staff')
      .set(changes as object)
      .where('id', '=', id)
      .execute();
  }

  /** Accepts a TOTP step only if it is newer than the last one used: a code works once. */
  async claimTotpStep(id: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('staff')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where(sql<boolean>`totp_last_step < ${step}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertSession(session: {
    tokenHash: Buffer;
    staffId: string;
    ip: string;
    idleExpiresAt: Date;
    expiresAt: Date;
  }) {
    await this.db
      .insertInto('staff_sessions')
      .values({
        token_hash: session.tokenHash,
        staff_id: session.staffId,
        ip: session.ip,
        idle_expires_at: session.idleExpiresAt,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** The session of a token if it is live (neither idle nor absolutely expired at `now`); reads only. */
  async findLiveSession(tokenHash: Buffer, now: Date) {
    const row = await this.db
      .selectFrom('staff_sessions')
      .select(['id', 'staff_id', 'expires_at', 'idle_expires_at', 'last_seen_at'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .where('idle_expires_at', '>', now)
      .executeTakeFirst();
    return row && { ...row, last_seen_at: new Date(row.last_seen_at) };
  }

  /** Marks a still-live session seen and slides its idle expiry (capped at its absolute expiry). */
  async touchSession(sessionId: string, now: Date, idleExpiresAt: Date): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now, idle_expires_at: sql`least(${idleExpiresAt}::timestamptz, expires_at)` })
      .where('id', '=', sessionId)
      .where('expires_at', '>', now)
      .where('idle_expires_at', '>', now)
      .execute();
  }

  async deleteSession(tokenHash: Buffer): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteSessionsOf(staffId: string, exceptSessionId?: string): Promise<void> {
    let query = this.db.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
  }
}
