import type { MemberInfo, Profile, ProfileFieldName } from '@gaming/contracts/auth';
import { paymentPasswordIssue } from '@gaming/contracts/payment-password-policy';
import { patternCatalogue } from '@gaming/contracts/registration';
import { AppError } from '../../platform/errors.js';
import type { RequestClient } from '../../platform/request-client.js';
import type { AuditService } from '../audit/audit-service.js';
import type { VerificationService } from '../auth/verification-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { checkField, type FieldIssue, throwIfIssues } from './field-rules.js';
import type { MemberRow } from './members-repository.js';
import type { MembersService } from './members-service.js';

/** Profile fields that share a rule with the registration form; the rest are free text up to 200. */
const sharedRules = [
  'payeeName',
  'birthday',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
] as const;

/** The member centre's security centre (spec §2): profile, bindings, payment password. */
export class SecurityCentreService {
  constructor(
    private readonly members: MembersService,
    private readonly codes: VerificationService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  private actor(member: MemberRow, client: RequestClient) {
    return { type: 'member' as const, id: member.id, name: member.username, ip: client.ip };
  }

  async updateProfile(
    member: MemberRow,
    changes: Partial<Record<ProfileFieldName, string | null>>,
    client: RequestClient,
  ): Promise<Profile> {
    const rules = this.settings.get('registration.validation').fields;
    const issues: Array<FieldIssue | undefined> = sharedRules
      .filter((name) => typeof changes[name] === 'string' && changes[name] !== '')
      .map((name) => checkField(name, changes[name] ?? undefined, { ...rules[name], required: false }));
    if (typeof changes.fullname === 'string' && changes.fullname !== '') {
      const rule = {
        enabled: true,
        required: false,
        patternId: 'lettersAndSpaces' as const,
        acceptedPattern: patternCatalogue.lettersAndSpaces.source,
        minLength: 2,
        maxLength: 60,
      };
      issues.push(checkField('fullname', changes.fullname, rule));
    }
    throwIfIssues(issues);
    const before = this.members.profile(member);
    const after = await this.members.updateProfile(member, changes);
    await this.audit.record(this.actor(member, client), {
      action: 'member.profile.update',
      targetType: 'member',
      targetId: member.id,
      before,
      after,
    });
    return after;
  }

  async sendBindMobileCode(member: MemberRow, countryDialingCode: string, mobileNum: string) {
    const owner = await this.members.findByMobile(countryDialingCode, mobileNum);
    if (owner && owner.id !== member.id) throw new AppError('mobile_taken');
    return this.codes.send(
      'bind_mobile',
      { channel: 'sms', address: `${countryDialingCode}${mobileNum}` },
      { memberId: member.id, language: member.language },
    );
  }

  async bindMobile(
    member: MemberRow,
    input: { countryDialingCode: string; mobileNum: string; verificationCode: string },
    client: RequestClient,
  ): Promise<MemberInfo> {
    const destination = `${input.countryDialingCode}${input.mobileNum}`;
    const verified = await this.codes.verify(
      'bind_mobile',
      { destination, memberId: member.id },
      input.verificationCode,
    );
    if (verified.memberId !== member.id) throw new AppError('verification_code_invalid');
    await this.members.bindMobile(member.id, input.countryDialingCode, input.mobileNum);
    await this.audit.record(this.actor(member, client), {
      action: 'member.mobile.bind',
      targetType: 'member',
      targetId: member.id,
      after: {
        mobile: this.members.info({
          ...member,
          country_dialing_code: input.countryDialingCode,
          mobile_number: input.mobileNum,
        }).mobileMasked,
      },
    });
    return this.members.info(await this.members.requireById(member.id));
  }

  async sendBindEmailCode(member: MemberRow, email: string) {
    const address = email.trim().toLowerCase();
    throwIfIssues([
      checkField('email', address, {
        ...this.settings.get('registration.validation').fields.email,
        required: true,
      }),
    ]);
    if (await this.members.emailInUse(address, member.id)) throw new AppError('email_taken');
    return this.codes.send(
      'bind_email',
      { channel: 'email', address },
      { memberId: member.id, language: member.language },
    );
  }

  async bindEmail(
    member: MemberRow,
    input: { email: string; verificationCode: string },
    client: RequestClient,
  ): Promise<MemberInfo> {
    const address = input.email.trim().toLowerCase();
    const verified = await this.codes.verify(
      'bind_email',
      { destination: address, memberId: member.id },
      input.verificationCode,
    );
    if (verified.memberId !== member.id) throw new AppError('verification_code_invalid');
    await this.members.bindEmail(member.id, address);
    await this.audit.record(this.actor(member, client), {
      action: 'member.email.bind',
      targetType: 'member',
      targetId: member.id,
    });
    return this.members.info(await this.members.requireById(member.id));
  }

  async setPaymentPassword(
    member: MemberRow,
    input: { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string },
    client: RequestClient,
  ): Promise<MemberInfo> {
    const rule = this.settings.get('registration.validation').fields.paymentPassword;
    const ruleIssue = checkField('paymentPassword', input.paymentPassword, { ...rule, required: true });
    // Checked before the login password: a refused choice is the member's to retype, not an attempt.
    const trivial = ruleIssue
      ? null
      : paymentPasswordIssue(input.paymentPassword, {
          birthday: this.members.profile(member).birthday,
          mobileNumber: member.mobile_number,
        });
    throwIfIssues([
      ruleIssue ?? (trivial ? { path: 'paymentPassword', message: trivial } : undefined),
      input.paymentPassword === input.confirmPaymentPassword
        ? undefined
        : { path: 'confirmPaymentPassword', message: 'validation.inconsistentTwice' },
    ]);
    await this.members.setPaymentPassword(member, input.loginPassword, input.paymentPassword);
    await this.audit.record(this.actor(member, client), {
      action: 'member.payment_password.set',
      targetType: 'member',
      targetId: member.id,
    });
    return this.members.info(await this.members.requireById(member.id));
  }
}
