import { maximumListedSessions } from '@gaming/contracts/member-sessions';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { sessionNeedsTouch, sessionTouchIntervalMs } from '../../platform/security/session-touch.js';
import { hashToken, newOpaqueToken } from '../../platform/security/tokens.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthRepository, SessionRow, SessionStart } from './auth-repository.js';

export type IssuedSession = { token: string; expiresAt: Date; idleExpiresAt: Date; endedSessions: number };

/** Which sessions just ended: one (by its token's hash) or some or all of a member's. */
export type EndedSessions = { tokenHash: Buffer } | { memberId: string };
export type SessionsEndedListener = (ended: EndedSessions) => void;

/** Opaque bearer sessions, stored as hashes, with idle and absolute expiry from the security settings. */
export class SessionService {
  private readonly endedListeners: SessionsEndedListener[] = [];
  /** Whether a due reality check stops play until acknowledged (the jurisdiction profile; set at composition). */
  private realityCheckBlocks: () => boolean = () => false;

  constructor(
    private readonly repository: AuthRepository,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Opens a session for a member, within the cap of open sessions per member (security setting
   * maxOpenSessionsPerMember): the oldest end. `replacesToken` is the token the signing-in tab still
   * held: that tab's session ends too rather than piling up. Ended sessions end as a logout does (their
   * row goes, so their vendor sessions stop taking bets and their live sockets close).
   */
  async issue(
    memberId: string,
    client: { ip: string | null; userAgent: string | null },
    now = new Date(),
    replacesToken?: string,
    start: SessionStart = {},
  ): Promise<IssuedSession> {
    const security = this.settings.get('security');
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + security.sessionAbsoluteHours * 3_600_000);
    const idleExpiresAt = new Date(
      Math.min(now.getTime() + security.sessionIdleMinutes * 60_000, expiresAt.getTime()),
    );
    const ended = await this.repository.insertSessionWithinCap({
      tokenHash: hashToken(token),
      memberId,
      ip: client.ip,
      userAgent: client.userAgent,
      idleExpiresAt,
      expiresAt,
      now,
      maxOpen: security.maxOpenSessionsPerMember,
      replacesTokenHash: replacesToken && replacesToken.length <= 128 ? hashToken(replacesToken) : null,
      start,
    });
    if (ended.length > 0) this.announceEnded({ memberId });
    return { token, expiresAt, idleExpiresAt, endedSessions: ended.length };
  }

  /**
   * The live session of a token; throws `unauthorized` otherwise. Its idle expiry slides forward, written
   * only when the stored row is a touch interval stale (see session-touch.ts), so most requests only read.
   */
  async resolve(token: string | undefined, now = new Date()): Promise<SessionRow> {
    if (!token || token.length > 128) throw new AppError('unauthorized');
    const stored = await this.repository.findLiveSession(hashToken(token), now);
    if (!stored) throw new AppError('unauthorized');
    const idleMs = this.settings.get('security').sessionIdleMinutes * 60_000;
    const slid = new Date(Math.min(now.getTime() + idleMs, stored.expiresAt.getTime()));
    const { lastSeenAt: _lastSeenAt, ...session } = stored;
    if (!sessionNeedsTouch(stored, now, slid, sessionTouchIntervalMs(idleMs))) return session;
    await this.repository.touchSession(stored.sessionId, now, slid);
    return { ...session, idleExpiresAt: slid };
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.repository.deleteSession(tokenHash);
    this.announceEnded({ tokenHash });
  }

  /**
   * Ends the member's sessions (all, or all but `exceptSessionId`). With `transaction` they end with the
   * caller's commit (an exclusion): the caller then calls `announceEndedOf` after it commits.
   */
  async revokeAllOf(
    memberId: string,
    options?: string | { exceptSessionId?: string; transaction?: Transaction<Database> },
  ): Promise<number> {
    const { exceptSessionId, transaction } =
      typeof options === 'string' ? { exceptSessionId: options, transaction: undefined } : (options ?? {});
    const ended = await this.repository.deleteSessionsOfMember(memberId, exceptSessionId, transaction);
    if (!transaction) this.announceEnded({ memberId });
    return ended;
  }

  /** After a transaction that revoked a member's sessions committed: live sockets close at once. */
  announceEndedOf(memberId: string): void {
    this.announceEnded({ memberId });
  }

  /** Composition (issue 20): whether a due reality check stops play until acknowledged. */
  useRealityCheckBlocking(blocks: () => boolean): void {
    this.realityCheckBlocks = blocks;
  }

  /** The reality check of a session due by `dueBy` moves to `nextDueAt`; false when it was not due. */
  acknowledgeRealityCheck(sessionId: string, dueBy: Date, nextDueAt: Date): Promise<boolean> {
    return this.repository.acknowledgeRealityCheck(sessionId, dueBy, nextDueAt);
  }

  setRealityCheckDue(sessionId: string, dueAt: Date | null): Promise<void> {
    return this.repository.setRealityCheckDue(sessionId, dueAt);
  }

  /** When the session started, when its play ends and its next reality check (undefined: ended). */
  clockOf(sessionId: string) {
    return this.repository.sessionClockOf(sessionId);
  }

  /** A session-time limit applied: the member's open sessions end their play that long after they started. */
  setPlayEndsOfMember(memberId: string, minutes: number | null): Promise<void> {
    return this.repository.setPlayEndsOfMember(memberId, minutes);
  }

  /**
   * Called after sessions are revoked here, so what outlives a request (the live socket) can end with
   * them at once; other processes notice on their own periodic check. Listeners must not throw or block.
   */
  onEnded(listener: SessionsEndedListener): void {
    this.endedListeners.push(listener);
  }

  private announceEnded(ended: EndedSessions): void {
    for (const listener of this.endedListeners) {
      try {
        listener(ended);
      } catch {
        // Closing a socket early is a courtesy; the revocation itself has already happened.
      }
    }
  }

  /** Which of these sessions are still live and belong to a member who is not disabled; slides nothing. */
  stillLive(sessionIds: readonly string[], now = new Date()): Promise<Set<string>> {
    return this.repository.liveSessionIds(sessionIds, now);
  }

  /** Which of these sessions still let their member play a vendor's game (AuthRepository.playableSessionsStatement). */
  playableSessionIds(sessionIds: readonly string[]): Promise<Set<string>> {
    return this.repository.playableSessionIds(sessionIds, this.realityCheckBlocks());
  }

  /** The same check as a statement of a ledger batch, locking the rows it finds until the batch commits. */
  playableSessionsStatement(sessionIds: readonly string[]) {
    return this.repository.playableSessionsStatement(sessionIds, {
      lockRows: true,
      realityCheckBlocks: this.realityCheckBlocks(),
    });
  }

  /** Removes what can no longer be used: expired sessions, captchas, codes and tokens. */
  async purgeExpired(now = new Date()): Promise<void> {
    await this.repository.deleteExpired(now);
  }

  listOf(memberId: string) {
    return this.repository.listSessionsOfMember(memberId, maximumListedSessions);
  }

  /** Ends one of the member's own sessions; another member's id (or an ended one) is `not_found`. */
  async endOne(memberId: string, sessionId: string): Promise<void> {
    if (!(await this.repository.deleteSessionOfMember(memberId, sessionId))) throw new AppError('not_found');
    this.announceEnded({ memberId });
  }

  maxOpenPerMember(): number {
    return this.settings.get('security').maxOpenSessionsPerMember;
  }
}
