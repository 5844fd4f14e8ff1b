import { createHash, randomBytes } from 'node:crypto';
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
};

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The sessions a launch gives a vendor: an opaque token (32 random bytes, base64url), stored only as its
 * SHA-256, bound to the member, the vendor and the game, expiring after vendorSessionMinutes.
 */
export class VendorSessions {
  private readonly cache = new Map<string, { view: VendorSessionView; until: number }>();

  constructor(
    private readonly repository: VendorsRepository,
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
    };
    if (this.cache.size >= cacheLimit) this.cache.clear();
    this.cache.set(tokenHash, { view, until: this.now() + cacheMilliseconds });
    return view;
  }

  /** Sessions expired for a day are deleted (a scheduled job). */
  purgeExpired(): Promise<number> {
    return this.repository.purgeSessions(new Date(this.now() - 24 * 60 * 60_000));
  }
}
