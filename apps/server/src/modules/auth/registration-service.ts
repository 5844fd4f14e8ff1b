import type { LoginResponse } from '@gaming/contracts/auth';
import { paymentPasswordIssue } from '@gaming/contracts/payment-password-policy';
import type { FieldRule, RegistrationFieldName } from '@gaming/contracts/registration';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/security/passwords.js';
import type { AuditService } from '../audit/audit-service.js';
import { checkField, type FieldIssue, throwIfIssues } from '../members/field-rules.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthService, Client } from './auth-service.js';
import type { CaptchaService } from './captcha-service.js';
import { passwordIssue } from './password-policy.js';
import type { VerificationService } from './verification-service.js';

export type RegistrationInput = {
  kind: 'username' | 'mobile';
  username?: string | undefined;
  password: string;
  confirmPassword: string;
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
  termsAccepted: boolean;
  ageConfirmed: boolean;
  language?: string | undefined;
  referralCode?: string | undefined;
  affiliateCode?: string | undefined;
  captchaId?: string | undefined;
  captcha?: string | undefined;
  verificationCode?: string | undefined;
  paymentPassword?: string | undefined;
  email?: string | undefined;
  birthday?: string | undefined;
} & Partial<
  Record<
    'payeeName' | 'qqNum' | 'recommenderId' | 'line' | 'whatsapp' | 'facebook' | 'wechat' | 'idNumber',
    string
  >
>;

/** Optional fields checked against the configuration and kept in the profile. */
const profileFields = [
  'payeeName',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;

export function ageInYears(birthday: string, today: Date): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Who an external self-exclusion register is asked about at registration (issue 20; no account yet). The
 * check throws to refuse (register_excluded, or register_unavailable where the profile blocks then).
 */
export type RegistrationSubject = {
  memberId: null;
  username: string;
  fullName: string | null;
  dateOfBirth: string | null;
  email: string | null;
  mobile: string | null;
  postcode: string | null;
};
export type RegistrationCheck = (subject: RegistrationSubject) => Promise<void>;

/** Registration by username or mobile (spec §4, §5): every rule is the server's, whatever the form did. */
export class RegistrationService {
  private readonly checks: RegistrationCheck[] = [];

  constructor(
    private readonly members: MembersService,
    private readonly auth: AuthService,
    private readonly captchas: CaptchaService,
    private readonly codes: VerificationService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** Runs before the account exists (issue 20: the external register); a throw means no account. */
  addRegistrationCheck(check: RegistrationCheck): void {
    this.checks.push(check);
  }

  private async runChecks(input: RegistrationInput, username: string, countryDialingCode: string) {
    const subject: RegistrationSubject = {
      memberId: null,
      username,
      fullName: input.payeeName?.trim() || null,
      dateOfBirth: input.birthday?.trim() || null,
      email: input.email?.trim() || null,
      mobile: input.mobileNum ? `${countryDialingCode}${input.mobileNum}` : null,
      postcode: null,
    };
    for (const check of this.checks) await check(subject);
  }

  async register(form: RegistrationInput, client: Client): Promise<LoginResponse> {
    const input = this.withoutDisabledFields(form);
    const registration = this.settings.get('registration.settings');
    if (!registration.types.includes(input.kind)) throw new AppError('function_not_enabled');
    if (!input.termsAccepted) throw new AppError('terms_not_accepted');
    if (!input.ageConfirmed) throw new AppError('age_not_confirmed');
    // A form may send the field it does not use as an empty string.
    const upline = await this.findUpline(input.referralCode?.trim() || input.affiliateCode);
    if (registration.captchaRequired) await this.captchas.verify(input.captchaId, input.captcha);
    const username = this.usernameFor(input);
    this.validateFields(input, username);
    const countryDialingCode = input.countryDialingCode ?? registration.defaultCountryDialingCode;
    // Checked before the code is spent; a mobile registration would otherwise hear "username taken".
    if (input.mobileNum && (await this.members.findByMobile(countryDialingCode, input.mobileNum)))
      throw new AppError('mobile_taken');
    const mobileVerified = await this.verifyMobile(input);
    if (input.email && (await this.members.emailInUse(input.email))) throw new AppError('email_taken');
    await this.runChecks(input, username, countryDialingCode);
    const member = await this.members.create({
      username,
      type: 0,
      nickname: username,
      passwordHash: await hashPassword(input.password),
      passwordMustChange: false,
      paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
      countryDialingCode: input.mobileNum ? countryDialingCode : null,
      mobileNumber: input.mobileNum ?? null,
      mobileVerified,
      email: input.email?.trim() || null,
      uplineMemberId: upline?.id ?? null,
      language: input.language ?? 'EN',
      profile: Object.fromEntries(profileFields.map((name) => [name, input[name]?.trim() || null])),
      registrationIp: client.ip,
    });
    await this.audit.record(
      { type: 'member', id: member.id, name: member.username, ip: client.ip },
      {
        action: 'member.register',
        targetType: 'member',
        targetId: member.id,
        after: { kind: input.kind, upline: upline?.username ?? null },
      },
    );
    return this.auth.completeLogin(member, client);
  }

  /**
   * An agent opens an account below itself (issue 15): the registration's own field rules, password
   * policy and uniqueness checks, the agent as upline, type 0. Nobody is logged in; the agent hands the
   * credentials over. The member tree's depth limit is the database's (team_depth_limit).
   */
  async registerDownline(
    upline: MemberRow,
    form: Omit<RegistrationInput, 'kind' | 'termsAccepted' | 'ageConfirmed'>,
    client: Client,
  ): Promise<MemberRow> {
    const input = this.withoutDisabledFields({
      ...form,
      kind: 'username',
      termsAccepted: true,
      ageConfirmed: true,
    });
    const username = this.usernameFor(input);
    this.validateFields(input, username);
    if (input.email && (await this.members.emailInUse(input.email))) throw new AppError('email_taken');
    // An agent must not open an account for someone the register excludes either.
    await this.runChecks(input, username, '');
    const member = await this.members.create({
      username,
      type: 0,
      nickname: username,
      passwordHash: await hashPassword(input.password),
      passwordMustChange: false,
      paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
      countryDialingCode: null,
      mobileNumber: null,
      mobileVerified: false,
      email: input.email?.trim() || null,
      uplineMemberId: upline.id,
      language: input.language ?? upline.language,
      profile: Object.fromEntries(profileFields.map((name) => [name, input[name]?.trim() || null])),
      registrationIp: client.ip,
    });
    await this.audit.record(
      { type: 'member', id: upline.id, name: upline.username, ip: client.ip },
      {
        action: 'member.register_downline',
        targetType: 'member',
        targetId: member.id,
        after: { account: member.username, upline: upline.username },
      },
    );
    return member;
  }

  /** Optional fields the configuration does not enable are not on the form: dropped, never stored. */
  private withoutDisabledFields(input: RegistrationInput): RegistrationInput {
    const rules = this.settings.get('registration.validation').fields;
    const kept = { ...input };
    for (const name of ['email', 'paymentPassword', ...profileFields] as const) {
      if (!rules[name]?.enabled) kept[name] = undefined;
    }
    return kept;
  }

  /** The referral (or affiliate) code is checked before anything else (spec §4). */
  async findUpline(code: string | undefined) {
    if (!code?.trim()) return undefined;
    const upline = await this.members.findByReferralCode(code.trim());
    if (upline?.status !== 'active' || upline.type === 4) throw new AppError('invitation_code_error');
    return upline;
  }

  async isValidReferralCode(code: string): Promise<boolean> {
    try {
      return (await this.findUpline(code)) !== undefined;
    } catch {
      return false;
    }
  }

  private usernameFor(input: RegistrationInput): string {
    if (input.kind === 'username' || input.username?.trim()) return (input.username ?? '').trim();
    // Mobile registration without a chosen name: the number itself, prefixed so it starts with a letter.
    return `m${input.mobileNum ?? ''}`;
  }

  private validateFields(input: RegistrationInput, username: string): void {
    const rules = this.settings.get('registration.validation').fields;
    const registration = this.settings.get('registration.settings');
    const issues: Array<FieldIssue | undefined> = [
      checkField('username', username, { ...rules.username, required: true }),
      passwordIssue('password', input.password, rules.password, [
        username,
        input.mobileNum,
        input.mobileNum
          ? `${input.countryDialingCode ?? registration.defaultCountryDialingCode}${input.mobileNum}`
          : null,
        input.email,
      ]),
      input.password === input.confirmPassword
        ? undefined
        : { path: 'confirmPassword', message: 'validation.inconsistentTwice' },
    ];
    if (input.kind === 'mobile' || input.mobileNum) {
      const digits = registration.phoneDigits;
      const phoneRule: FieldRule = {
        ...rules.mobileNum,
        required: input.kind === 'mobile',
        minLength: digits.min,
        maxLength: digits.max,
      };
      issues.push(checkField('mobileNum', input.mobileNum, phoneRule));
    }
    for (const name of ['email', 'paymentPassword', ...profileFields] as const) {
      const rule = rules[name as RegistrationFieldName];
      if (rule?.enabled) issues.push(checkField(name, input[name], rule));
    }
    const paymentPasswordTrivial =
      input.paymentPassword && !issues.some((issue) => issue?.path === 'paymentPassword')
        ? paymentPasswordIssue(input.paymentPassword, {
            birthday: input.birthday,
            mobileNumber: input.mobileNum,
          })
        : null;
    if (paymentPasswordTrivial) issues.push({ path: 'paymentPassword', message: paymentPasswordTrivial });
    if (rules.birthday.enabled && input.birthday && /^\d{4}-\d{2}-\d{2}$/.test(input.birthday)) {
      if (ageInYears(input.birthday, new Date()) < registration.minimumAgeYears) {
        issues.push({ path: 'birthday', message: `validation.underage:${registration.minimumAgeYears}` });
      }
    }
    throwIfIssues(issues);
  }

  /** With SMS verification on, a mobile number must come with the code sent to it. */
  private async verifyMobile(input: RegistrationInput): Promise<boolean> {
    if (!input.mobileNum) return false;
    const smsRequired =
      this.settings.get('registration.settings').smsVerification ||
      this.settings.get('whitelabel').REGMOBVERF3;
    if (!smsRequired) return false;
    if (!input.verificationCode) throw new AppError('verification_code_invalid');
    const destination = `${input.countryDialingCode ?? this.settings.get('registration.settings').defaultCountryDialingCode}${input.mobileNum}`;
    await this.codes.verify('register', { destination }, input.verificationCode);
    return true;
  }

  async sendRegistrationCode(
    countryDialingCode: string,
    mobileNum: string,
    language?: string,
  ): Promise<{ expiredMinutes: number }> {
    const existing = await this.members.findByMobile(countryDialingCode, mobileNum);
    if (existing) throw new AppError('mobile_taken');
    const sent = await this.codes.send(
      'register',
      { channel: 'sms', address: `${countryDialingCode}${mobileNum}` },
      // No account yet: the page's language, else the brand's default language.
      { memberId: null, language },
    );
    return { expiredMinutes: sent.expiredMinutes };
  }
}
