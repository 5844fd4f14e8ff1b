import type { VerificationPurpose } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { hashToken, newNumericCode, safeEqual } from '../../platform/security/tokens.js';
import type { MessagingService } from '../messaging/messaging-service.js';
import { fill, playerMessagesOf } from '../messaging/player-messages/index.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthRepository } from './auth-repository.js';

const codeLength = 6;
const maximumAttemptsPerCode = 5;
const abuseWindowMs = 5 * 60_000;
const resendIntervalMs = 1_000;
/** Codes that reset a password: never readable in the outbox. */
const secretPurposes: ReadonlySet<VerificationPurpose> = new Set(['recovery']);

export type CodeDestination = { channel: 'sms' | 'email'; address: string };

/**
 * Whom a code is for: the member when one is known (their stored language), otherwise the language the
 * client sent. Without either, the message is in the brand's default language.
 */
export type CodeRecipient = { memberId: string | null; language?: string | null | undefined };

/** One-time codes by SMS or e-mail: throttled per destination, few attempts each, single use. */
export class VerificationService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly messaging: MessagingService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Sends a fresh code in the recipient's language; returns its id and lifetime. "Too many" answers with
   * retry after 5 minutes.
   */
  async send(
    purpose: VerificationPurpose,
    destination: CodeDestination,
    recipient: CodeRecipient,
    now: Date = new Date(),
  ): Promise<{ codeId: string; expiredMinutes: number }> {
    const security = this.settings.get('security');
    const recent = await this.repository.countRecentCodes(
      purpose,
      destination.address,
      new Date(now.getTime() - abuseWindowMs),
    );
    if (recent.latest && now.getTime() - recent.latest.getTime() < resendIntervalMs) {
      throw new AppError('too_many_requests', undefined, undefined, 1);
    }
    if (recent.count >= security.verificationCodesPer5Minutes) {
      throw new AppError('too_many_requests', 'Too many requests, retry after 5 minutes.', undefined, 300);
    }
    const code = newNumericCode(codeLength);
    const expiredMinutes = security.verificationCodeMinutes;
    const codeId = await this.repository.insertCode({
      purpose,
      destination: destination.address,
      memberId: recipient.memberId,
      codeHash: hashToken(code),
      expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
    });
    const messages = playerMessagesOf(recipient.language, this.settings.get('brand').defaultLanguage);
    const text = fill(messages.verificationCode.text, { code, minutes: expiredMinutes });
    // A password-reset code opens the account: the outbox shows it masked (issue 14 #17).
    const options = { secret: secretPurposes.has(purpose) ? code : undefined };
    if (destination.channel === 'sms')
      await this.messaging.sendSms({ to: destination.address, text }, options);
    else
      await this.messaging.sendEmail(
        { to: destination.address, subject: messages.verificationCode.subjects[purpose], text },
        options,
      );
    return { codeId, expiredMinutes };
  }

  /**
   * Checks and consumes a code; a wrong code counts an attempt and five attempts burn it. With `memberId`
   * only that member's codes are considered, so nobody else's guesses can spend or burn them.
   */
  async verify(
    purpose: VerificationPurpose,
    target: { destination?: string; codeId?: string; memberId?: string },
    code: string,
    now: Date = new Date(),
  ): Promise<{ memberId: string | null; destination: string }> {
    const attempt = await this.repository.takeCodeAttempt(
      {
        purpose,
        ...(target.destination ? { destination: target.destination } : {}),
        ...(target.codeId ? { id: target.codeId } : {}),
        ...(target.memberId ? { memberId: target.memberId } : {}),
      },
      now,
    );
    if (!attempt || attempt.attempts > maximumAttemptsPerCode)
      throw new AppError('verification_code_invalid');
    if (!safeEqual(attempt.code_hash, hashToken(code.trim())))
      throw new AppError('verification_code_invalid');
    if (!(await this.repository.consumeCode(attempt.id, now)))
      throw new AppError('verification_code_invalid');
    return { memberId: attempt.member_id, destination: attempt.destination };
  }
}
