import { createHash, randomBytes } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import type { VendorsRepository } from './vendors-repository.js';

/** A launch's session lasts this long for new bets; settling calls of its rounds are honoured later too. */
export const vendorSessionMinutes = 4 * 60;
/** Resolved sessions are remembered briefly: every callback of a busy player would otherwise read the table. */
const cacheMilliseconds = 60_000;
const cacheLimit = 50_000;

export type VendorSessionView = {
  memberId: string;
  vendorCode: string;
  gameCode: string;
  category: string;
  language: string;
  expiresAt: Date;
  /** The member's site session the game was launched from; null for launches older than this link. */
  memberSessionId: string | null;
};

/**
 * Whether members' site sessions still let them play (modules/auth SessionService): ended sessions
 * (logout, lock, password change, staff action) and members who may not play are not playable.
 */
export type PlayableSessions = {
  playableSessionIds(sessionIds: readonly string[]): Promise<Set<string>>;
  /** The same check inside a ledger batch's statement; it returns one row per playable session. */
  playableSessionsStatement(sessionIds: readonly string[]): RawBuilder<{ id: string }>;
};

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The sessions a launch gives a vendor: an opaque token (32 random bytes, base64url), stored only as its
 * SHA-256, bound to the member, the vendor, the game and the member's site session, expiring after
 * vendorSessionMinutes. What a token names never changes, so it is cached; whether its member may still
 * play is not (isPlayable, and the bet's own batch statement), so it never is.
 */
export class VendorSessions {
  private readonly cache = new Map<string, { view: VendorSessionView; until: number }>();

  constructor(
    private readonly repository: VendorsRepository,
    private readonly memberSessions: PlayableSessions,
    private readonly now: () => number = Date.now,
  ) {}

  async create(session: Omit<VendorSessionView, 'expiresAt'>): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.repository.insertSession({
      tokenHash: hashOf(token),
      ...session,
      expiresAt: new Date(this.now() + vendorSessionMinutes * 60_000),
    });
    return token;
  }

  async resolve(token: string): Promise<VendorSessionView | undefined> {
    const tokenHash = hashOf(token);
    const cached = this.cache.get(tokenHash);
    if (cached && cached.until > this.now()) return cached.view;
    const row = await this.repository.findSession(tokenHash);
    if (!row) return undefined;
    const view: VendorSessionView = {
      memberId: row.member_id,
      vendorCode: row.vendor_code,
      gameCode: row.game_code,
      category: row.category,
      language: row.language,
      expiresAt: row.expires_at,
      memberSessionId: row.member_session_id === null ? null : String(row.member_session_id),
    };
    if (this.cache.size >= cacheLimit) this.cache.clear();
    this.cache.set(tokenHash, { view, until: this.now() + cacheMilliseconds });
    return view;
  }

  /** Whether the member's site session behind this vendor session is alive and the member may play. */
  async isPlayable(view: VendorSessionView): Promise<boolean> {
    if (view.memberSessionId === null) return false;
    return (await this.memberSessions.playableSessionIds([view.memberSessionId])).has(view.memberSessionId);
  }

  /** The member sessions among these that may play (a batch's prepare reads them all at once). */
  playableOf(memberSessionIds: readonly string[]): Promise<Set<string>> {
    return this.memberSessions.playableSessionIds([...new Set(memberSessionIds)]);
  }

  /** The statement a ledger batch runs to re-check, under row locks, that these member sessions may play. */
  playableStatement(memberSessionIds: readonly string[]): RawBuilder<{ id: string }> {
    return this.memberSessions.playableSessionsStatement(memberSessionIds);
  }

  /** Sessions expired for a day are deleted (a scheduled job). */
  purgeExpired(): Promise<number> {
    return this.repository.purgeSessions(new Date(this.now() - 24 * 60 * 60_000));
  }
}
