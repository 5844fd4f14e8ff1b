import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, VerificationPurpose } from '../../db/schema.js';

export type ThrottleScope = 'account' | 'ip' | 'staff' | 'login_ip';
export type ThrottleState = { failureCount: number; lockedUntil: Date | null; windowStartedAt: Date | null };

export type SessionScope = 'full' | 'restricted';

export type SessionRow = {
  sessionId: string;
  memberId: string;
  ip: string | null;
  expiresAt: Date;
  idleExpiresAt: Date;
  /** Issue 20: a restricted session (an excluded member with money) may only withdraw and ask to return. */
  scope: SessionScope;
  /** The session-time limit's end (null: none). */
  playEndsAt: Date | null;
  /** The next reality check (null: off). */
  realityCheckDueAt: Date | null;
  /** When the member signed in (the session clock's start). */
  createdAt: Date;
};

/** What a new session starts with besides its expiry (issue 20). */
export type SessionStart = {
  scope?: SessionScope;
  playEndsAt?: Date | null;
  realityCheckDueAt?: Date | null;
};

export type StoredSessionRow = SessionRow & { lastSeenAt: Date };

/** The tables behind signing in: sessions, throttles, captchas, one-time codes and tokens, known IPs. */
export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ---- sessions

  /**
   * Opens a session within the member's cap (issue 14 #10), in one transaction: the session the same tab
   * held before (`replacesTokenHash`, when it is this member's) ends, then the oldest open sessions beyond
   * `maxOpen - 1`, then the new one is stored. The member's row is locked first, so concurrent sign-ins of
   * one member take turns and can never leave more than `maxOpen` open. Answers the ids that ended.
   */
  async insertSessionWithinCap(session: {
    tokenHash: Buffer;
    memberId: string;
    ip: string | null;
    userAgent: string | null;
    idleExpiresAt: Date;
    expiresAt: Date;
    now: Date;
    maxOpen: number;
    replacesTokenHash: Buffer | null;
    start?: SessionStart;
  }): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('members')
        .select('id')
        .where('id', '=', session.memberId)
        .forNoKeyUpdate()
        .execute();
      const ended: string[] = [];
      if (session.replacesTokenHash) {
        const replaced = await trx
          .deleteFrom('member_sessions')
          .where('token_hash', '=', session.replacesTokenHash)
          .where('member_id', '=', session.memberId)
          .returning('id')
          .execute();
        ended.push(...replaced.map((row) => row.id));
      }
      // An absolutely expired row is already over; it neither counts nor needs ending.
      await trx
        .deleteFrom('member_sessions')
        .where('member_id', '=', session.memberId)
        .where('expires_at', '<=', session.now)
        .execute();
      const surplus = await trx
        .selectFrom('member_sessions')
        .select('id')
        .where('member_id', '=', session.memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(Math.max(session.maxOpen - 1, 0))
        // Bounded: a member over the cap by more than this (a lowered setting) sheds the rest next time.
        .limit(1_000)
        .execute();
      if (surplus.length > 0) {
        const ids = surplus.map((row) => row.id);
        await trx.deleteFrom('member_sessions').where('id', 'in', ids).execute();
        ended.push(...ids);
      }
      await trx
        .insertInto('member_sessions')
        .values({
          token_hash: session.tokenHash,
          member_id: session.memberId,
          ip: session.ip,
          user_agent: session.userAgent?.slice(0, 300) ?? null,
          created_at: session.now,
          last_seen_at: session.now,
          idle_expires_at: session.idleExpiresAt,
          expires_at: session.expiresAt,
          scope: session.start?.scope ?? 'full',
          play_ends_at: session.start?.playEndsAt ?? null,
          reality_check_due_at: session.start?.realityCheckDueAt ?? null,
        })
        .execute();
      return ended;
    });
  }

  /** The session of a token if it is live (neither idle nor absolutely expired at `now`); reads only. */
  async findLiveSession(tokenHash: Buffer, now: Date): Promise<StoredSessionRow | undefined> {
    const row = await this.db
      .selectFrom('member_sessions')
      .select([
        'id',
        'member_id',
        'ip',
        'expires_at',
        'idle_expires_at',
        'last_seen_at',
        'created_at',
        'scope',
        'play_ends_at',
        'reality_check_due_at',
      ])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .where('idle_expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      sessionId: row.id,
      memberId: row.member_id,
      ip: row.ip,
      expiresAt: row.expires_at,
      idleExpiresAt: row.idle_expires_at,
      lastSeenAt: new Date(row.last_seen_at),
      createdAt: new Date(row.created_at),
      scope: row.scope,
      playEndsAt: row.play_ends_at ? new Date(row.play_ends_at) : null,
      realityCheckDueAt: row.reality_check_due_at ? new Date(row.reality_check_due_at) : null,
    };
  }

  /**
   * Marks a session seen at `now` and slides its idle expiry to `idleExpiresAt` (capped at its absolute
   * expiry). Only a still-live row moves: a session that expired or ended meanwhile is not revived.
   */
  async touchSession(sessionId: string, now: Date, idleExpiresAt: Date): Promise<void> {
    await this.db
      .updateTable('member_sessions')
      .set({ last_seen_at: now, idle_expires_at: sql`least(${idleExpiresAt}::timestamptz, expires_at)` })
      .where('id', '=', sessionId)
      .where('expires_at', '>', now)
      .where('idle_expires_at', '>', now)
      .execute();
  }

  async deleteSession(tokenHash: Buffer): Promise<void> {
    await this.db.deleteFrom('member_sessions').where('token_hash', '=', tokenHash).execute();
  }

  /**
   * Ends the member's sessions (all, or all but one). Inside `transaction` the DELETE waits for any ledger
   * batch holding those rows FOR KEY SHARE (a bet in flight), so no bet commits after the caller's commit.
   */
  async deleteSessionsOfMember(
    memberId: string,
    exceptSessionId?: string,
    transaction?: Transaction<Database>,
  ): Promise<number> {
    let query = (transaction ?? this.db).deleteFrom('member_sessions').where('member_id', '=', memberId);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async listSessionsOfMember(memberId: string, limit: number) {
    return this.db
      .selectFrom('member_sessions')
      .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
      .where('member_id', '=', memberId)
      .where('expires_at', '>', new Date())
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Ends one session of this member; answers false when the member has no session by that id. */
  async deleteSessionOfMember(memberId: string, sessionId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('member_sessions')
      .where('id', '=', sessionId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async sessionExpiry(sessionId: string, memberId: string) {
    const row = await this.db
      .selectFrom('member_sessions')
      .select(['expires_at', 'idle_expires_at', 'ip'])
      .where('id', '=', sessionId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? { expiresAt: row.expires_at, idleExpiresAt: row.idle_expires_at, ip: row.ip } : undefined;
  }

  /** The ids among these whose session is unexpired and whose member is not disabled (live sockets' check). */
  async liveSessionIds(sessionIds: readonly string[], now: Date): Promise<Set<string>> {
    const live = new Set<string>();
    // Bounded IN lists: a process may hold thousands of sockets.
    for (let start = 0; start < sessionIds.length; start += 500) {
      const rows = await this.db
        .selectFrom('member_sessions')
        .innerJoin('members', 'members.id', 'member_sessions.member_id')
        .select('member_sessions.id')
        .where('member_sessions.id', 'in', sessionIds.slice(start, start + 500))
        .where('member_sessions.expires_at', '>', now)
        .where('member_sessions.idle_expires_at', '>', now)
        .where('members.status', '!=', 'disabled')
        .execute();
      for (const row of rows) live.add(row.id);
    }
    return live;
  }

  /**
   * The sessions among these that still let their member play a vendor's game (issue 13): not ended, not
   * past their absolute expiry, of an active member. Idle expiry does not count: play in the vendor's
   * window makes no request to the site. With `lockRows` (inside a ledger batch's statement) each row is
   * key-share locked, so ending the session waits for the batch and no bet commits after it ended.
   * Issue 20, on the same row (no extra cost): a restricted session never plays; none plays past its
   * session-time limit, nor past a due reality check when the profile blocks play until it is acknowledged.
   */
  playableSessionsStatement(
    sessionIds: readonly string[],
    options: { lockRows: boolean; realityCheckBlocks: boolean },
  ): RawBuilder<{ id: string }> {
    return sql<{ id: string }>`
      select s.id from member_sessions s join members m on m.id = s.member_id
      where s.id = any(${sessionIds}::bigint[]) and s.expires_at > now() and m.status = 'active'
        and s.scope = 'full' and (s.play_ends_at is null or s.play_ends_at > now())
        ${options.realityCheckBlocks ? sql`and (s.reality_check_due_at is null or s.reality_check_due_at > now())` : sql``}
      ${options.lockRows ? sql`for key share of s` : sql``}`;
  }

  /** The session's reality check is due by `dueBy`: moves it to `nextDueAt`; false when it was not due (or ended). */
  async acknowledgeRealityCheck(sessionId: string, dueBy: Date, nextDueAt: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('member_sessions')
      .set({ reality_check_due_at: nextDueAt })
      .where('id', '=', sessionId)
      .where('reality_check_due_at', '<=', dueBy)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The session clock's columns of one session (rgSession). */
  async sessionClockOf(sessionId: string) {
    const row = await this.db
      .selectFrom('member_sessions')
      .select(['created_at', 'play_ends_at', 'reality_check_due_at'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row
      ? {
          createdAt: new Date(row.created_at),
          playEndsAt: row.play_ends_at ? new Date(row.play_ends_at) : null,
          realityCheckDueAt: row.reality_check_due_at ? new Date(row.reality_check_due_at) : null,
        }
      : undefined;
  }

  /** A session-time limit changed: every session of the member ends its play `minutes` after it started. */
  async setPlayEndsOfMember(memberId: string, minutes: number | null): Promise<void> {
    await this.db
      .updateTable('member_sessions')
      .set({
        play_ends_at: minutes === null ? null : sql`created_at + make_interval(mins => ${minutes}::int)`,
      })
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Sets (or clears) the session's next reality check. */
  async setRealityCheckDue(sessionId: string, dueAt: Date | null): Promise<void> {
    await this.db
      .updateTable('member_sessions')
      .set({ reality_check_due_at: dueAt })
      .where('id', '=', sessionId)
      .execute();
  }

  async playableSessionIds(sessionIds: readonly string[], realityCheckBlocks: boolean): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const result = await this.playableSessionsStatement(sessionIds, {
      lockRows: false,
      realityCheckBlocks,
    }).execute(this.db);
    return new Set(result.rows.map((row) => String(row.id)));
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.deleteFrom('member_sessions').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
    await this.db
      .deleteFrom('verification_codes')
      .where('expires_at', '<=', new Date(now.getTime() - 3_600_000))
      .execute();
    await this.db.deleteFrom('member_tokens').where('expires_at', '<=', now).execute();
  }

  // ---- throttles

  async getThrottle(scope: ThrottleScope, subject: string): Promise<ThrottleState> {
    const row = await this.db
      .selectFrom('login_throttles')
      .select(['failure_count', 'locked_until', 'window_started_at'])
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return {
      failureCount: row?.failure_count ?? 0,
      lockedUntil: row?.locked_until ?? null,
      windowStartedAt: row ? new Date(row.window_started_at) : null,
    };
  }

  /**
   * Counts one failure atomically (concurrent wrong guesses each count) and locks the subject once the
   * count reaches `lockAfter`. A window older than `windowMs`, or an expired lock, starts a new count.
   */
  async recordFailure(
    scope: ThrottleScope,
    subject: string,
    options: { now: Date; windowMs: number; lockAfter: number; lockUntil: Date },
  ): Promise<ThrottleState> {
    const windowStart = new Date(options.now.getTime() - options.windowMs);
    const row = await sql<{ failure_count: number; locked_until: Date | null; window_started_at: Date }>`
      insert into login_throttles as t (scope, subject, failure_count, window_started_at)
      values (${scope}, ${subject}, 1, ${options.now})
      on conflict (scope, subject) do update set
        failure_count = case
          when t.window_started_at < ${windowStart} or (t.locked_until is not null and t.locked_until <= ${options.now})
            then 1 else t.failure_count + 1 end,
        window_started_at = case
          when t.window_started_at < ${windowStart} or (t.locked_until is not null and t.locked_until <= ${options.now})
            then ${options.now} else t.window_started_at end,
        locked_until = case
          when t.locked_until is not null and t.locked_until > ${options.now} then t.locked_until
          else null end
      returning failure_count, locked_until, window_started_at`.execute(this.db);
    const state = row.rows[0] ?? { failure_count: 1, locked_until: null, window_started_at: options.now };
    const windowStartedAt = new Date(state.window_started_at);
    if (state.failure_count >= options.lockAfter && !state.locked_until) {
      await this.db
        .updateTable('login_throttles')
        .set({ locked_until: options.lockUntil })
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .execute();
      return { failureCount: state.failure_count, lockedUntil: options.lockUntil, windowStartedAt };
    }
    return { failureCount: state.failure_count, lockedUntil: state.locked_until, windowStartedAt };
  }

  async clearThrottle(scope: ThrottleScope, subject: string): Promise<void> {
    await this.db
      .deleteFrom('login_throttles')
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .execute();
  }

  // ---- captchas

  async insertCaptcha(answerHash: Buffer, expiresAt: Date): Promise<string> {
    const row = await this.db
      .insertInto('captchas')
      .values({ answer_hash: answerHash, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Marks the captcha used and returns its answer hash, once: a second call finds nothing. */
  async consumeCaptcha(id: string, now: Date): Promise<Buffer | undefined> {
    const row = await this.db
      .updateTable('captchas')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('answer_hash')
      .executeTakeFirst();
    return row?.answer_hash;
  }

  // ---- one-time codes

  async countRecentCodes(
    purpose: VerificationPurpose,
    destination: string,
    since: Date,
  ): Promise<{ count: number; latest: Date | null }> {
    const row = await this.db
      .selectFrom('verification_codes')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('created_at').as('latest')])
      .where('purpose', '=', purpose)
      .where('destination', '=', destination)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), latest: row.latest ? new Date(row.latest) : null };
  }

  async insertCode(code: {
    purpose: VerificationPurpose;
    destination: string;
    memberId: string | null;
    codeHash: Buffer;
    expiresAt: Date;
  }): Promise<string> {
    const row = await this.db
      .insertInto('verification_codes')
      .values({
        purpose: code.purpose,
        destination: code.destination,
        member_id: code.memberId,
        code_hash: code.codeHash,
        expires_at: code.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The newest live code for a destination (or by id), counting this attempt against it. */
  async takeCodeAttempt(
    filter: { purpose: VerificationPurpose; destination?: string; id?: string; memberId?: string },
    now: Date,
  ) {
    let query = this.db
      .selectFrom('verification_codes')
      .select('id')
      .where('purpose', '=', filter.purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now);
    if (filter.destination) query = query.where('destination', '=', filter.destination);
    if (filter.id) query = query.where('id', '=', filter.id);
    if (filter.memberId) query = query.where('member_id', '=', filter.memberId);
    const newest = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    if (!newest) return undefined;
    return this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', newest.id)
      .returning(['id', 'code_hash', 'attempts', 'member_id', 'destination'])
      .executeTakeFirst();
  }

  async consumeCode(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---- single-use tokens

  async insertToken(token: {
    tokenHash: Buffer;
    purpose: 'password_reset' | 'password_change';
    memberId: string;
    expiresAt: Date;
  }) {
    await this.db
      .insertInto('member_tokens')
      .values({
        token_hash: token.tokenHash,
        purpose: token.purpose,
        member_id: token.memberId,
        expires_at: token.expiresAt,
      })
      .execute();
  }

  async consumeToken(
    tokenHash: Buffer,
    purpose: 'password_reset' | 'password_change',
    now: Date,
  ): Promise<string | undefined> {
    const row = await this.db
      .updateTable('member_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst();
    return row?.member_id;
  }

  /** A new password retires every reset link and change step still outstanding for the member. */
  async deleteTokensOfMember(memberId: string): Promise<void> {
    await this.db.deleteFrom('member_tokens').where('member_id', '=', memberId).execute();
  }

  async findLiveToken(tokenHash: Buffer, purpose: 'password_reset' | 'password_change', now: Date) {
    return this.db
      .selectFrom('member_tokens')
      .select('member_id')
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  // ---- known IPs

  async isKnownIp(memberId: string, ip: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .where('ip', '=', ip)
      .executeTakeFirst();
    return row !== undefined;
  }

  async hasAnyKnownIp(memberId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async rememberIp(memberId: string, ip: string, now: Date): Promise<void> {
    await this.db
      .insertInto('member_known_ips')
      .values({ member_id: memberId, ip, first_seen_at: now, last_seen_at: now })
      .onConflict((conflict) => conflict.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
      .execute();
  }

  /** The browser's device id (X-Device-Id) the member signed in from, for the staff risk view. */
  async rememberDevice(
    memberId: string,
    device: { deviceId: string; userAgent: string | null; ip: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('member_devices')
      .values({
        member_id: memberId,
        device_id: device.deviceId,
        user_agent: device.userAgent,
        last_ip: device.ip,
        first_seen_at: now,
        last_seen_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'device_id']).doUpdateSet((eb) => ({
          last_seen_at: now,
          last_ip: device.ip,
          user_agent: device.userAgent,
          login_count: eb('member_devices.login_count', '+', 1),
        })),
      )
      .execute();
  }

  async listKnownIps(memberId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .orderBy('last_seen_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.ip);
  }
}
