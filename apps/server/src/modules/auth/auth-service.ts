import { randomBytes } from 'node:crypto';
import { isAgentType, type LoginResponse } from '@gaming/contracts/auth';
import type { MemberSessionList, MemberSessionsEnded } from '@gaming/contracts/member-sessions';
import type { RgRestriction } from '@gaming/contracts/rg-exclusions';
import { AppError } from '../../platform/errors.js';
import { verifyAgainstDecoy } from '../../platform/security/passwords.js';
import { hashToken, newOpaqueToken } from '../../platform/security/tokens.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthRepository, SessionStart } from './auth-repository.js';
import type { CaptchaService } from './captcha-service.js';
import type { LoginGate, LoginThrottle } from './login-throttle.js';
import { passwordIssue, personalWordsOf } from './password-policy.js';
import type { SessionService } from './session-service.js';
import { shortDeviceId } from './sign-in-traces.js';
import { describeUserAgent } from './user-agent.js';
import type { VerificationService } from './verification-service.js';

export type Client = {
  ip: string;
  userAgent: string | null;
  deviceId?: string | null | undefined;
  /**
   * The session token the signing-in tab still sends (a login route's bearer token, if any): a login
   * that succeeds ends that session when it is the same member's, so re-logging in from one tab never
   * piles up sessions (issue 14 #10). Only ever hashed; never logged or recorded.
   */
  replacesToken?: string | undefined;
};
type Portal = 'player' | 'agent';

/**
 * Issue 20: whether a login gets a full session, a restricted (withdraw-only) one, or is refused (the
 * check throws). Responsible gaming sets it (exclusions-service loginGate); absent, every login is full.
 */
export type LoginAdmission = { scope: 'full' } | { scope: 'restricted'; restriction: RgRestriction };
export type LoginAdmissionCheck = (member: MemberRow, client: Client) => Promise<LoginAdmission>;
/**
 * After a full session was issued: whether it may stand. An exclusion that committed between the gate
 * and the insert would otherwise leave a full session behind (it ended only the sessions it saw).
 */
export type LoginAdmissionConfirm = (member: MemberRow) => Promise<boolean>;
/** Terms a full session starts with (issue 20: the session time limit's end, the first reality check). */
export type SessionTerms = { playEndsAt?: Date | null; realityCheckDueAt?: Date | null };
export type SessionTermsProvider = (memberId: string, at: Date) => Promise<SessionTerms>;

const changeTokenSeconds = 10 * 60;
const trialType = 4;

export type UsernameLogin = {
  portal: Portal;
  username: string;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
  /** loginV2: the captcha is checked on every attempt, not only after failures. */
  captchaAlways?: boolean;
};
export type SmsLogin = {
  portal: Portal;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
};

/** How a person signs in (spec §4 Login): password, SMS code, trial; the checks that guard each step. */
export class AuthService {
  private admission: LoginAdmissionCheck | undefined;
  private admissionConfirm: LoginAdmissionConfirm | undefined;
  private readonly sessionTerms: SessionTermsProvider[] = [];

  constructor(
    private readonly repository: AuthRepository,
    private readonly members: MembersService,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly captchas: CaptchaService,
    private readonly codes: VerificationService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** Responsible gaming's login gate (one; composed after the accounts). */
  setLoginAdmission(check: LoginAdmissionCheck, confirm?: LoginAdmissionConfirm): void {
    this.admission = check;
    this.admissionConfirm = confirm;
  }

  /** Adds what a full session starts with (limits: session time, reality check). */
  addSessionTerms(provider: SessionTermsProvider): void {
    this.sessionTerms.push(provider);
  }

  private async termsOf(memberId: string, at: Date): Promise<SessionTerms> {
    const all = await Promise.all(this.sessionTerms.map((provider) => provider(memberId, at)));
    return Object.assign({}, ...all) as SessionTerms;
  }

  async loginWithPassword(input: UsernameLogin, client: Client): Promise<LoginResponse> {
    const account = input.username.toLowerCase();
    const gate = await this.throttle.admitLogin(account, client.ip);
    if (gate.captchaRequired || input.captchaAlways) await this.verifyCaptchaForLogin(input, gate);
    const member = await this.members.findByUsername(input.username);
    const passwordMatches = member
      ? await this.members.verifyLoginPassword(member, input.password)
      : await verifyAgainstDecoy(input.password);
    if (!member || !passwordMatches) {
      const next = await this.throttle.recordLoginFailure(account, client.ip);
      // A locked account answers every wrong password alike, so guesses made with captchas tell nothing.
      if (next.accountLockedSeconds !== null)
        throw new AppError('account_locked', undefined, undefined, next.accountLockedSeconds, true);
      throw new AppError('invalid_credentials', undefined, undefined, undefined, next.captchaRequired);
    }
    // Only the account's count: an IP that logs in to an account of its own must not wipe its failures.
    await this.throttle.clear([{ scope: 'account', subject: account }]);
    return this.afterCredentials(
      await this.flagIfWeak(member, input.password),
      input.portal,
      client,
      'password',
    );
  }

  /**
   * The one moment the server has the typed password: one the policy no longer accepts (set before it,
   * or before the list grew) is flagged, and every login then asks for a change before anything else.
   */
  private async flagIfWeak(member: MemberRow, password: string): Promise<MemberRow> {
    if (member.password_weak) return member;
    const rule = this.settings.get('registration.validation').fields.password;
    if (!passwordIssue('password', password, rule, personalWordsOf(member))) return member;
    await this.members.markPasswordWeak(member.id);
    return { ...member, password_weak: true };
  }

  private async verifyCaptchaForLogin(input: UsernameLogin, gate: LoginGate): Promise<void> {
    // A locked account without a captcha hears that it is locked, and that a captcha lets its owner in.
    if (gate.accountLockedSeconds !== null && !input.captchaId && !input.captcha)
      throw new AppError('account_locked', undefined, undefined, gate.accountLockedSeconds, true);
    try {
      await this.captchas.verify(input.captchaId, input.captcha);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, undefined, undefined, undefined, true);
      throw error;
    }
  }

  /**
   * A signed-in member re-enters the login password to confirm a grave step (self-exclusion). Whoever holds
   * the session must not get unlimited guesses at the password: wrong ones count on their own subject and
   * lock this confirmation (account_locked) like the payment password, never the member's sign-in.
   */
  async confirmLoginPassword(member: MemberRow, password: string): Promise<boolean> {
    const subjects = [{ scope: 'account' as const, subject: `reauth:${member.id}` }];
    await this.throttle.assertNotLocked(subjects);
    if (await this.members.verifyLoginPassword(member, password)) {
      await this.throttle.clear(subjects);
      return true;
    }
    await this.throttle.recordFailure(subjects);
    return false;
  }

  async loginWithSms(input: SmsLogin, client: Client): Promise<LoginResponse> {
    if (!this.settings.get('whitelabel').MOBILEVERCODELOGIN3) throw new AppError('function_not_enabled');
    const destination = `${input.countryDialingCode}${input.mobileNum}`;
    await this.codes.verify('login', { destination }, input.verificationCode);
    const member = await this.members.findByMobile(input.countryDialingCode, input.mobileNum);
    if (!member) throw new AppError('invalid_credentials');
    return this.afterCredentials(member, input.portal, client, 'sms');
  }

  /** Sends an SMS login code when the number belongs to a member; the reply is the same either way. */
  async sendLoginCode(countryDialingCode: string, mobileNum: string): Promise<{ expiredMinutes: number }> {
    if (!this.settings.get('whitelabel').MOBILEVERCODELOGIN3) throw new AppError('function_not_enabled');
    const member = await this.members.findByMobile(countryDialingCode, mobileNum);
    const destination = `${countryDialingCode}${mobileNum}`;
    if (!member) return { expiredMinutes: this.settings.get('security').verificationCodeMinutes };
    const sent = await this.codes.send(
      'login',
      { channel: 'sms', address: destination },
      { memberId: member.id, language: member.language },
    );
    return { expiredMinutes: sent.expiredMinutes };
  }

  /** Whether this account may sign in here at all; every path that issues a session passes this. */
  assertPortal(member: MemberRow, portal: Portal): void {
    if (member.status === 'disabled') throw new AppError('account_disabled');
    // Its own code: a staff lock is not the failed-attempts lock, and waiting will not end it.
    if (member.status === 'locked') throw new AppError('account_locked_by_staff');
    if (member.type === trialType) throw new AppError('non_member_login');
    if (portal === 'agent' && !isAgentType(member.type)) throw new AppError('non_agent_login');
  }

  private passwordChangeReason(
    member: MemberRow,
    method: 'password' | 'sms',
  ): 'first_login' | 'password_reset' | 'password_expired' | 'weak_password' | undefined {
    // Flagged by a password login; an SMS login asks too, so the weak password does not stay usable.
    if (member.password_weak && !member.password_must_change) return 'weak_password';
    if (method === 'sms') return undefined;
    // Never signed in: an account someone else created (first login); otherwise a staff reset.
    if (member.password_must_change) return member.last_login_at === null ? 'first_login' : 'password_reset';
    const security = this.settings.get('security');
    const enforced = this.settings.get('whitelabel').PWDEXPFORCECHANGE3 && security.passwordMaxAgeDays > 0;
    const ageMs = Date.now() - new Date(member.password_changed_at).getTime();
    if (enforced && ageMs > security.passwordMaxAgeDays * 86_400_000) return 'password_expired';
    return undefined;
  }

  private async afterCredentials(
    member: MemberRow,
    portal: Portal,
    client: Client,
    method: 'password' | 'sms',
  ): Promise<LoginResponse> {
    this.assertPortal(member, portal);
    // The new-IP step comes first: the change step completes a login, so it must not skip that factor.
    const challenge = method === 'password' ? await this.newIpChallenge(member, client) : undefined;
    return challenge ?? this.afterVerification(member, client, method);
  }

  private async afterVerification(
    member: MemberRow,
    client: Client,
    method: 'password' | 'sms',
  ): Promise<LoginResponse> {
    const reason = this.passwordChangeReason(member, method);
    if (reason) {
      const changeToken = newOpaqueToken();
      await this.repository.insertToken({
        tokenHash: hashToken(changeToken),
        purpose: 'password_change',
        memberId: member.id,
        expiresAt: new Date(Date.now() + changeTokenSeconds * 1000),
      });
      return {
        result: 'password_change_required' as const,
        reason,
        changeToken,
        expiresInSeconds: changeTokenSeconds,
      };
    }
    return this.completeLogin(member, client);
  }

  /** A login from an IP the member never used needs a code sent to their bound phone or e-mail. */
  private async newIpChallenge(member: MemberRow, client: Client): Promise<LoginResponse | undefined> {
    if (!this.settings.get('security').newIpVerification) return undefined;
    if (!(await this.repository.hasAnyKnownIp(member.id))) return undefined;
    if (await this.repository.isKnownIp(member.id, client.ip)) return undefined;
    const destination = member.mobile_number
      ? { channel: 'sms' as const, address: `${member.country_dialing_code}${member.mobile_number}` }
      : member.email
        ? { channel: 'email' as const, address: member.email }
        : undefined;
    if (!destination) return undefined;
    const sent = await this.codes.send('new_ip', destination, {
      memberId: member.id,
      language: member.language,
    });
    const info = this.members.info(member);
    return {
      result: 'verification_required',
      challengeId: sent.codeId,
      channel: destination.channel,
      destinationMasked: (destination.channel === 'sms' ? info.mobileMasked : info.emailMasked) ?? '',
      expiredMinutes: sent.expiredMinutes,
    };
  }

  async completeNewIpChallenge(challengeId: string, code: string, client: Client): Promise<LoginResponse> {
    const { memberId } = await this.codes.verify('new_ip', { codeId: challengeId }, code);
    const member = memberId ? await this.members.findById(memberId) : undefined;
    if (!member) throw new AppError('verification_code_invalid');
    this.assertPortal(member, 'player');
    return this.afterVerification(member, client, 'password');
  }

  async completeLogin(member: MemberRow, client: Client, confirmed = false): Promise<LoginResponse> {
    const now = new Date();
    // Every login path ends here: the exclusion gate (issue 20) decides before any session exists.
    const admission: LoginAdmission = this.admission
      ? await this.admission(member, client)
      : { scope: 'full' };
    const terms = admission.scope === 'full' ? await this.termsOf(member.id, now) : {};
    const options: SessionStart = {
      scope: admission.scope,
      playEndsAt: terms.playEndsAt ?? null,
      realityCheckDueAt: terms.realityCheckDueAt ?? null,
    };
    const session = await this.sessions.issue(member.id, client, now, client.replacesToken, options);
    if (admission.scope === 'full' && this.admissionConfirm && !confirmed) {
      if (!(await this.admissionConfirm(member))) {
        // Excluded meanwhile: this session goes, and the gate decides again (refused or restricted).
        await this.sessions.revoke(session.token);
        return this.completeLogin(member, client, true);
      }
    }
    await this.repository.rememberIp(member.id, client.ip, now);
    if (client.deviceId) {
      await this.repository.rememberDevice(
        member.id,
        { deviceId: client.deviceId, userAgent: client.userAgent, ip: client.ip },
        now,
      );
    }
    await this.members.markLogin(member.id, now);
    await this.audit.record(
      { type: 'member', id: member.id, name: member.username, ip: client.ip },
      {
        action: 'member.login',
        targetType: 'member',
        targetId: member.id,
        after: {
          userAgent: client.userAgent,
          device: client.deviceId ? shortDeviceId(client.deviceId) : null,
          // Sessions this sign-in ended: the tab's previous one, and the oldest beyond the cap.
          sessionsEnded: session.endedSessions,
          scope: admission.scope,
        },
      },
    );
    const info = this.members.info(member);
    if (admission.scope === 'restricted')
      return {
        result: 'restricted',
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        firstTimeLogin: info.firstTimeLogin,
        passwordExpired: false,
        member: info,
        restriction: admission.restriction,
      };
    return {
      result: 'success',
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      firstTimeLogin: info.firstTimeLogin,
      passwordExpired: false,
      member: info,
    };
  }

  /** FREEPLAY3: a trial account with an unusable password, signed in at once. */
  async freePlay(client: Client): Promise<LoginResponse> {
    if (!this.settings.get('whitelabel').FREEPLAY3) throw new AppError('function_not_enabled');
    const suffix = randomBytes(5).toString('hex');
    const member = await this.members.create({
      username: `trial_${suffix}`,
      type: trialType,
      nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      passwordHash: `!trial:${randomBytes(16).toString('hex')}`,
      passwordMustChange: false,
      paymentPasswordHash: null,
      countryDialingCode: null,
      mobileNumber: null,
      mobileVerified: false,
      email: null,
      uplineMemberId: null,
      language: 'EN',
      profile: {},
      registrationIp: client.ip,
    });
    return this.completeLogin(member, client);
  }

  knownIps(memberId: string): Promise<string[]> {
    return this.repository.listKnownIps(memberId, 50);
  }

  async sessionInfo(sessionId: string, memberId: string) {
    const live = await this.repository.sessionExpiry(sessionId, memberId);
    if (!live) return undefined;
    return {
      expiresAt: live.expiresAt.toISOString(),
      idleExpiresAt: live.idleExpiresAt.toISOString(),
      ip: live.ip ?? '',
    };
  }

  /** The security centre's list of the member's open sessions; `current` marks the request's own. */
  async openSessions(memberId: string, currentSessionId: string): Promise<MemberSessionList> {
    const rows = await this.sessions.listOf(memberId);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        ip: row.ip ?? '',
        startedAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        current: row.id === currentSessionId,
      })),
      maxOpenSessions: this.sessions.maxOpenPerMember(),
    };
  }

  /** The member ends one of their own sessions (another browser, or this one). */
  async endSession(
    context: { memberId: string; username: string; sessionId: string },
    sessionId: string,
    client: Client,
  ): Promise<MemberSessionsEnded> {
    await this.sessions.endOne(context.memberId, sessionId);
    await this.audit.record(
      { type: 'member', id: context.memberId, name: context.username, ip: client.ip },
      {
        action: 'member.session.end',
        targetType: 'member',
        targetId: context.memberId,
        after: { sessionId },
      },
    );
    return { ended: 1, currentEnded: sessionId === context.sessionId };
  }

  /** "Sign out everywhere": every session of the member, or every other one with `keepCurrent`. */
  async endAllSessions(
    context: { memberId: string; username: string; sessionId: string },
    keepCurrent: boolean,
    client: Client,
  ): Promise<MemberSessionsEnded> {
    const ended = await this.sessions.revokeAllOf(
      context.memberId,
      keepCurrent ? context.sessionId : undefined,
    );
    await this.audit.record(
      { type: 'member', id: context.memberId, name: context.username, ip: client.ip },
      {
        action: 'member.sessions.end_all',
        targetType: 'member',
        targetId: context.memberId,
        after: { ended, keepCurrent },
      },
    );
    return { ended, currentEnded: !keepCurrent };
  }

  async logout(token: string, memberId: string, client: Client): Promise<void> {
    await this.sessions.revoke(token);
    await this.audit.record(
      { type: 'member', id: memberId, name: memberId, ip: client.ip },
      { action: 'member.logout', targetType: 'member', targetId: memberId },
    );
  }
}
