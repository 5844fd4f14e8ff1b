import { AppError } from '../../platform/errors.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthRepository, ThrottleScope } from './auth-repository.js';

export type ThrottleSubjects = Array<{ scope: ThrottleScope; subject: string }>;

/**
 * Failed sign-ins counted per account and per IP: after `captchaAfterFailures` a captcha is needed,
 * after `lockoutAfterFailures` both are locked for `lockoutMinutes` (spec §9: 5 minutes).
 */
export class LoginThrottle {
  constructor(
    private readonly repository: AuthRepository,
    private readonly settings: SettingsService,
  ) {}

  /** Throws `account_locked` with the seconds left when any subject is locked. */
  async assertNotLocked(subjects: ThrottleSubjects, now = new Date()): Promise<{ captchaRequired: boolean }> {
    const security = this.settings.get('security');
    let captchaRequired = false;
    for (const { scope, subject } of subjects) {
      const state = await this.repository.getThrottle(scope, subject);
      if (state.lockedUntil && state.lockedUntil > now) {
        const seconds = Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000);
        throw new AppError('account_locked', undefined, undefined, seconds);
      }
      const stale = state.lockedUntil !== null && state.lockedUntil <= now;
      if (!stale && state.failureCount >= security.captchaAfterFailures) captchaRequired = true;
    }
    return { captchaRequired };
  }

  /** Counts a failure on every subject; answers whether a captcha is now needed, or throws the lock. */
  async recordFailure(subjects: ThrottleSubjects, now = new Date()): Promise<{ captchaRequired: boolean }> {
    const security = this.settings.get('security');
    const lockUntil = new Date(now.getTime() + security.lockoutMinutes * 60_000);
    let captchaRequired = false;
    let lockedUntil: Date | null = null;
    for (const { scope, subject } of subjects) {
      const state = await this.repository.recordFailure(scope, subject, {
        now,
        windowMs: security.lockoutMinutes * 60_000 * 3,
        lockAfter: security.lockoutAfterFailures,
        lockUntil,
      });
      if (state.failureCount >= security.captchaAfterFailures) captchaRequired = true;
      if (state.lockedUntil && state.lockedUntil > now) lockedUntil = state.lockedUntil;
    }
    if (lockedUntil) {
      throw new AppError(
        'account_locked',
        undefined,
        undefined,
        Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000),
      );
    }
    return { captchaRequired };
  }

  stateOf(subject: { scope: ThrottleScope; subject: string }) {
    return this.repository.getThrottle(subject.scope, subject.subject);
  }

  async clear(subjects: ThrottleSubjects): Promise<void> {
    for (const { scope, subject } of subjects) await this.repository.clearThrottle(scope, subject);
  }
}
