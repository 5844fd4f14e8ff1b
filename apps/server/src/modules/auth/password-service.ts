import type { LoginResponse } from '@gaming/contracts/auth';
import { AppError } from '../../platform/errors.js';
import { hashToken, newOpaqueToken } from '../../platform/security/tokens.js';
import type { AuditService } from '../audit/audit-service.js';
import { throwIfIssues } from '../members/field-rules.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { MessagingService } from '../messaging/messaging-service.js';
import { fill, playerMessagesOf } from '../messaging/player-messages/index.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthRepository } from './auth-repository.js';
import type { AuthService, Client } from './auth-service.js';
import { type PersonalWords, passwordIssue, personalWordsOf } from './password-policy.js';
import type { SessionService } from './session-service.js';
import type { VerificationService } from './verification-service.js';

/** Change, forgot-by-e-mail and reset-by-phone (spec §4 Forgot password, change password). */
export class PasswordService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly members: MembersService,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly codes: VerificationService,
    private readonly messaging: MessagingService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly publicUrl: () => string,
  ) {}

  /** The policy (password-policy.ts) with the member's own words known so far, and the confirmation. */
  private checkNewPassword(newPassword: string, confirm: string, personalWords: PersonalWords): void {
    const rule = this.settings.get('registration.validation').fields.password;
    throwIfIssues([
      passwordIssue('newPassword', newPassword, rule, personalWords),
      newPassword === confirm
        ? undefined
        : { path: 'confirmNewPassword', message: 'validation.inconsistentTwice' },
    ]);
  }

  /** Sets the password and retires the reset links and change steps issued for the old one. */
  private async replacePassword(memberId: string, newPassword: string): Promise<void> {
    await this.members.setPassword(memberId, newPassword, { mustChange: false });
    await this.repository.deleteTokensOfMember(memberId);
  }

  /** A signed-in member's change: old password checked, other sessions ended (their number returned). */
  async changeSignedIn(
    member: MemberRow,
    sessionId: string,
    input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    client: Client,
  ): Promise<number> {
    if (!input.oldPassword || !(await this.members.verifyLoginPassword(member, input.oldPassword))) {
      throw new AppError('old_password_incorrect');
    }
    this.checkNewPassword(input.newPassword, input.confirmNewPassword, personalWordsOf(member));
    await this.replacePassword(member.id, input.newPassword);
    const ended = await this.sessions.revokeAllOf(member.id, sessionId);
    await this.recordChange(member, client, 'member.password.change', { otherSessionsEnded: ended });
    return ended;
  }

  /** The change the login asked for: the change token stands for the old password; completes the login. */
  async changeWithToken(
    changeToken: string,
    input: { newPassword: string; confirmNewPassword: string },
    client: Client,
  ): Promise<LoginResponse> {
    this.checkNewPassword(input.newPassword, input.confirmNewPassword, []);
    const expired = new AppError('unauthorized', 'The password change link has expired; log in again.');
    const live = await this.repository.findLiveToken(hashToken(changeToken), 'password_change', new Date());
    if (!live) throw expired;
    const member = await this.members.requireById(live.member_id);
    // Staff may have locked or disabled the account since the login step issued the token.
    this.auth.assertPortal(member, 'player');
    this.checkNewPassword(input.newPassword, input.confirmNewPassword, personalWordsOf(member));
    // Refused before the token is spent, so the member can try another password with the same step.
    if (await this.members.verifyLoginPassword(member, input.newPassword)) {
      throw new AppError('validation_failed', undefined, [
        { path: 'newPassword', message: 'validation.samePassword' },
      ]);
    }
    if (!(await this.repository.consumeToken(hashToken(changeToken), 'password_change', new Date())))
      throw expired;
    await this.replacePassword(member.id, input.newPassword);
    await this.sessions.revokeAllOf(member.id);
    await this.recordChange(member, client, 'member.password.change', { viaLoginStep: true });
    if (member.first_login_at === null) await this.members.markFirstLogin(member.id, new Date());
    return this.auth.completeLogin(await this.members.requireById(member.id), client);
  }

  /** Sends a reset link when the username and e-mail match; answers the same either way. */
  async forgotByEmail(username: string, email: string, client: Client): Promise<void> {
    const member = await this.members.findByUsername(username);
    if (!member?.email || member.email.toLowerCase() !== email.trim().toLowerCase() || member.type === 4)
      return;
    const token = newOpaqueToken();
    const minutes = this.settings.get('security').passwordResetMinutes;
    await this.repository.insertToken({
      tokenHash: hashToken(token),
      purpose: 'password_reset',
      memberId: member.id,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    const link = `${this.publicUrl()}/?resetToken=${token}`;
    // In the member's own language (members.language).
    const messages = playerMessagesOf(
      member.language,
      this.settings.get('brand').defaultLanguage,
    ).passwordReset;
    await this.messaging.sendEmail(
      {
        to: member.email,
        subject: messages.subject,
        text: fill(messages.text, { nickname: member.nickname, minutes, link }),
      },
      // The link opens the account: the outbox shows it masked (issue 14 #17).
      { secret: token },
    );
    await this.recordChange(member, client, 'member.password.reset_requested', { channel: 'email' });
  }

  async resetWithEmailToken(
    resetToken: string,
    newPassword: string,
    confirm: string,
    client: Client,
  ): Promise<void> {
    this.checkNewPassword(newPassword, confirm, []);
    const invalid = new AppError('verification_code_invalid', 'The reset link is invalid or has expired.');
    const live = await this.repository.findLiveToken(hashToken(resetToken), 'password_reset', new Date());
    if (!live) throw invalid;
    // Checked before the link is spent, so the member can choose again with the same link.
    this.checkNewPassword(
      newPassword,
      confirm,
      personalWordsOf(await this.members.requireById(live.member_id)),
    );
    const memberId = await this.repository.consumeToken(hashToken(resetToken), 'password_reset', new Date());
    if (!memberId) throw invalid;
    const member = await this.members.requireById(memberId);
    await this.replacePassword(member.id, newPassword);
    await this.sessions.revokeAllOf(member.id);
    await this.recordChange(member, client, 'member.password.reset', { channel: 'email' });
  }

  async sendRecoveryCode(countryDialingCode: string, mobileNum: string): Promise<{ expiredMinutes: number }> {
    const member = await this.members.findByMobile(countryDialingCode, mobileNum);
    if (!member) return { expiredMinutes: this.settings.get('security').verificationCodeMinutes };
    const sent = await this.codes.send(
      'recovery',
      { channel: 'sms', address: `${countryDialingCode}${mobileNum}` },
      { memberId: member.id, language: member.language },
    );
    return { expiredMinutes: sent.expiredMinutes };
  }

  /** Resets by phone and code, then signs in (spec §4: the phone route logs in automatically). */
  async resetByPhone(
    input: {
      countryDialingCode: string;
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    },
    client: Client,
  ): Promise<LoginResponse> {
    const phone = [input.mobileNum, `${input.countryDialingCode}${input.mobileNum}`];
    this.checkNewPassword(input.newPassword, input.confirmNewPassword, phone);
    await this.codes.verify(
      'recovery',
      { destination: `${input.countryDialingCode}${input.mobileNum}` },
      input.verificationCode,
    );
    const member = await this.members.findByMobile(input.countryDialingCode, input.mobileNum);
    if (!member) throw new AppError('verification_code_invalid');
    // This route signs in: a locked or disabled account gets no new password and no session.
    this.auth.assertPortal(member, 'player');
    // The username and e-mail only now, after the code: before it, the answer would tell them to anyone.
    this.checkNewPassword(input.newPassword, input.confirmNewPassword, personalWordsOf(member));
    await this.replacePassword(member.id, input.newPassword);
    await this.sessions.revokeAllOf(member.id);
    await this.recordChange(member, client, 'member.password.reset', { channel: 'sms' });
    return this.auth.completeLogin(await this.members.requireById(member.id), client);
  }

  private recordChange(member: MemberRow, client: Client, action: string, after: Record<string, unknown>) {
    return this.audit.record(
      { type: 'member', id: member.id, name: member.username, ip: client.ip },
      { action, targetType: 'member', targetId: member.id, after },
    );
  }
}
