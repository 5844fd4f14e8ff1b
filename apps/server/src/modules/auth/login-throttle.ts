import { AppError } from '../../platform/errors.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthRepository, ThrottleScope, ThrottleState } from './auth-repository.js';

export type ThrottleSubjects = Array<{ scope: ThrottleScope; subject: string }>;

/** What a member's next password login must bring: a captcha, and whether the account is locked. */
export type LoginGate = { captchaRequired: boolean; accountLockedSeconds: number | null };

function secondsLeft(state: ThrottleState, now: Date): number | null {
  if (!state.lockedUntil || state.lockedUntil <= now) return null;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000);
}

/**
 * Failed sign-ins, counted per subject within a window (three times lockoutMinutes).
 *
 * Member password logins (issue 13 #12) are throttled so that guessing stops without handing anyone a
 * way to keep others out:
 * - Per account: after `captchaAfterFailures` failures every attempt on it needs a captcha, from any
 *   address. After `lockoutAfterFailures` it is locked for `lockoutMinutes`, but the lock only slows:
 *   an attempt without a good captcha is refused with account_locked before the password is looked at,
 *   and a wrong password with a good captcha is answered account_locked too (the guesser learns nothing,
 *   and every guess costs a solved captcha), while the right password with a good captcha passes. So a
 *   stranger who types wrong passwords at someone's name can make its owner solve a captcha, never keep
 *   the owner out, and nobody can guess without solving captchas.
 * - Per address ('login_ip'): a carrier NAT or an office proxy puts thousands of people behind one
 *   address, so a handful of failures never locks it. After `ipCaptchaAfterFailures` its attempts need a
 *   captcha (password spraying across many accounts then costs a captcha per guess), and only after
 *   `ipFailureLimit` failures in the window, nearly all of them with solved captchas, is the address
 *   refused for `lockoutMinutes` with too_many_requests.
 * A success clears the account's count, never the address's: logging in to an account of one's own must
 * not reset the spraying count.
 *
 * Staff sign-in and the payment password keep the strict lock (assertNotLocked/recordFailure): the first
 * is few people with a second factor, the second a signed-in member who can only lock themselves.
 */
export class LoginThrottle {
  constructor(
    private readonly repository: AuthRepository,
    private readonly settings: SettingsService,
  ) {}

  private windowMs(): number {
    return this.settings.get('security').lockoutMinutes * 60_000 * 3;
  }

  /** Failures that still count: not from an expired window, nor from before an expired lock. */
  private liveFailures(state: ThrottleState, now: Date): number {
    if (state.lockedUntil && state.lockedUntil <= now) return 0;
    if (state.windowStartedAt && state.windowStartedAt.getTime() < now.getTime() - this.windowMs()) return 0;
    return state.failureCount;
  }

  /** Before a member's password is checked: refuses a blocked address, says what the attempt needs. */
  async admitLogin(account: string, ip: string, now = new Date()): Promise<LoginGate> {
    const security = this.settings.get('security');
    const [accountState, ipState] = await Promise.all([
      this.repository.getThrottle('account', account),
      this.repository.getThrottle('login_ip', ip),
    ]);
    const ipLockedSeconds = secondsLeft(ipState, now);
    if (ipLockedSeconds !== null)
      throw new AppError('too_many_requests', undefined, undefined, ipLockedSeconds);
    const accountLockedSeconds = secondsLeft(accountState, now);
    const captchaRequired =
      accountLockedSeconds !== null ||
      this.liveFailures(accountState, now) >= security.captchaAfterFailures ||
      this.liveFailures(ipState, now) >= security.ipCaptchaAfterFailures;
    return { captchaRequired, accountLockedSeconds };
  }

  /** Counts a wrong password on the account and the address; answers what the next attempt needs. */
  async recordLoginFailure(account: string, ip: string, now = new Date()): Promise<LoginGate> {
    const security = this.settings.get('security');
    const lockUntil = new Date(now.getTime() + security.lockoutMinutes * 60_000);
    const windowMs = this.windowMs();
    const [accountState, ipState] = await Promise.all([
      this.repository.recordFailure('account', account, {
        now,
        windowMs,
        lockAfter: security.lockoutAfterFailures,
        lockUntil,
      }),
      this.repository.recordFailure('login_ip', ip, {
        now,
        windowMs,
        lockAfter: security.ipFailureLimit,
        lockUntil,
      }),
    ]);
    const accountLockedSeconds = secondsLeft(accountState, now);
    const captchaRequired =
      accountLockedSeconds !== null ||
      accountState.failureCount >= security.captchaAfterFailures ||
      ipState.failureCount >= security.ipCaptchaAfterFailures;
    return { captchaRequired, accountLockedSeconds };
  }

  /** Throws `account_locked` with the seconds left when any subject is locked (staff, payment password). */
  async assertNotLocked(subjects: ThrottleSubjects, now = new Date()): Promise<void> {
    for (const { scope, subject } of subjects) {
      const seconds = secondsLeft(await this.repository.getThrottle(scope, subject), now);
      if (seconds !== null) throw new AppError('account_locked', undefined, undefined, seconds);
    }
  }

  /** Counts a failure on every subject and locks each that reaches lockoutAfterFailures; throws the lock. */
  async recordFailure(subjects: ThrottleSubjects, now = new Date()): Promise<void> {
    const security = this.settings.get('security');
    const lockUntil = new Date(now.getTime() + security.lockoutMinutes * 60_000);
    let lockedSeconds: number | null = null;
    for (const { scope, subject } of subjects) {
      const state = await this.repository.recordFailure(scope, subject, {
        now,
        windowMs: this.windowMs(),
        lockAfter: security.lockoutAfterFailures,
        lockUntil,
      });
      lockedSeconds = secondsLeft(state, now) ?? lockedSeconds;
    }
    if (lockedSeconds !== null) throw new AppError('account_locked', undefined, undefined, lockedSeconds);
  }

  stateOf(subject: { scope: ThrottleScope; subject: string }) {
    return this.repository.getThrottle(subject.scope, subject.subject);
  }

  async clear(subjects: ThrottleSubjects): Promise<void> {
    for (const { scope, subject } of subjects) await this.repository.clearThrottle(scope, subject);
  }
}
