import { randomInt } from 'node:crypto';
import type { MemberInfo, Profile, ProfileFieldName } from '@gaming/contracts/auth';
import { profileFieldNames } from '@gaming/contracts/auth';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.js';
import { toMemberInfo } from './member-info.js';
import type { MemberRow, MemberSearch, MembersRepository, NewMember } from './members-repository.js';

const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += referralAlphabet[randomInt(referralAlphabet.length)];
  return code;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const details = error as { code?: string; constraint?: string };
  return details.code === '23505' && (details.constraint ?? '').includes(constraint);
}

/** Members as other modules see them: lookups, creation, credentials and the profile. */
export class MembersService {
  constructor(private readonly repository: MembersRepository) {}

  findById(id: string): Promise<MemberRow | undefined> {
    return this.repository.findById(id);
  }

  async requireById(id: string): Promise<MemberRow> {
    const member = await this.repository.findById(id);
    if (!member) throw new AppError('unauthorized');
    return member;
  }

  findByUsername(username: string) {
    return this.repository.findByUsername(username);
  }

  findByMobile(countryDialingCode: string, mobileNumber: string) {
    return this.repository.findByMobile(countryDialingCode, mobileNumber);
  }

  findByReferralCode(code: string) {
    return this.repository.findByReferralCode(code);
  }

  emailInUse(email: string, exceptMemberId?: string) {
    return this.repository.emailInUse(email, exceptMemberId);
  }

  search(filter: MemberSearch) {
    return this.repository.search(filter);
  }

  uplineUsername(id: string | null) {
    return this.repository.uplineUsername(id);
  }

  /** Member id -> account name, for lists that show whose rows they are. */
  async accountsOf(ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.repository.usernames(ids)).map((row) => [row.id, row.username]));
  }

  /** Issue 16 (promotion audiences): of `ids`, the active real members registered since `createdSince`. */
  activeRealAmong(ids: readonly string[], createdSince: Date | null): Promise<string[]> {
    return this.repository.activeRealAmong(ids, createdSince);
  }

  /**
   * Issue 18 (platform message segments): of `ids`, the active real members registered in the range
   * (inclusive; null ends are open).
   */
  activeRealRegisteredAmong(
    ids: readonly string[],
    range: { from: Date | null; until: Date | null },
  ): Promise<string[]> {
    return this.repository.activeRealRegisteredAmong(ids, range);
  }

  /** Issue 18 (a message to a list of usernames): the members of those names (at most 1,000). */
  byUsernames(usernames: readonly string[]) {
    return this.repository.byUsernames(usernames);
  }

  /** Issue 16 (promotions open to everyone): member ids ascending after `afterId`, a page. */
  idsAfter(afterId: string | null, limit: number): Promise<string[]> {
    return this.repository.idsAfter(afterId, limit);
  }

  /** Issue 16 (referral reward): member id -> upline id for the members of `ids` with an upline. */
  uplinesOf(ids: readonly string[]): Promise<Map<string, string>> {
    return this.repository.uplinesOf(ids);
  }

  /** Issue 16 (invite friends): the member's direct invitees, counted and a page of them. */
  async directDownline(memberId: string, page: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.repository.directDownline(memberId, page, pageSize),
      this.repository.directDownlineCount(memberId),
    ]);
    return { rows, total };
  }

  /** Member id -> account name and status (at most 500 ids). */
  async briefsOf(ids: readonly string[]) {
    return new Map(
      (await this.repository.briefs(ids)).map((row) => [
        row.id,
        { account: row.username, status: row.status },
      ]),
    );
  }

  info(member: MemberRow): MemberInfo {
    return toMemberInfo(member);
  }

  /** Inserts a member with a fresh referral code; a unique clash on the name, mobile or code is mapped. */
  async create(
    member: Omit<NewMember, 'referralCode'>,
    executor?: Kysely<Database> | Transaction<Database>,
  ): Promise<MemberRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        return await this.repository.insert({ ...member, referralCode: newReferralCode() }, executor);
      } catch (error) {
        if (isUniqueViolation(error, 'username')) throw new AppError('username_taken');
        if (isUniqueViolation(error, 'mobile')) throw new AppError('mobile_taken');
        // 0029's member_tree trigger: the upline sits at the deepest level a team may have.
        if ((error as { constraint?: string }).constraint === 'member_tree_depth_limit')
          throw new AppError('team_depth_limit');
        if (!isUniqueViolation(error, 'referral_code')) throw error;
      }
    }
    throw new Error('could not draw a free referral code');
  }

  async setPassword(memberId: string, newPassword: string, options: { mustChange: boolean }): Promise<void> {
    await this.repository.update(memberId, {
      password_hash: await hashPassword(newPassword),
      password_changed_at: new Date(),
      password_must_change: options.mustChange,
      // Every caller checked the new password against the policy (a staff reset draws a strong one).
      password_weak: false,
    });
  }

  /** A login found that the member's password fails the policy: the next logins ask for a change. */
  async markPasswordWeak(memberId: string): Promise<void> {
    await this.repository.update(memberId, { password_weak: true });
  }

  async verifyLoginPassword(member: MemberRow, password: string): Promise<boolean> {
    return verifyPassword(member.password_hash, password);
  }

  async setPaymentPassword(member: MemberRow, loginPassword: string, paymentPassword: string): Promise<void> {
    if (!(await verifyPassword(member.password_hash, loginPassword)))
      throw new AppError('old_password_incorrect');
    await this.repository.update(member.id, { payment_password_hash: await hashPassword(paymentPassword) });
  }

  /** Staff make a member an agent or undo it (modules/agents); in the caller's transaction when given. */
  async setType(memberId: string, type: number, executor?: Kysely<Database> | Transaction<Database>) {
    await this.repository.update(memberId, { type }, executor);
  }

  async setStatus(memberId: string, status: 'active' | 'locked' | 'disabled'): Promise<void> {
    await this.repository.update(memberId, { status });
  }

  async setIcon(memberId: string, iconId: number): Promise<void> {
    await this.repository.update(memberId, { icon_id: iconId });
  }

  async setLanguage(memberId: string, language: string): Promise<void> {
    await this.repository.update(memberId, { language });
  }

  async bindMobile(memberId: string, countryDialingCode: string, mobileNumber: string): Promise<void> {
    try {
      await this.repository.update(memberId, {
        country_dialing_code: countryDialingCode,
        mobile_number: mobileNumber,
        mobile_verified_at: new Date(),
      });
    } catch (error) {
      if (isUniqueViolation(error, 'mobile')) throw new AppError('mobile_taken');
      throw error;
    }
  }

  async bindEmail(memberId: string, email: string): Promise<void> {
    if (await this.repository.emailInUse(email, memberId)) throw new AppError('email_taken');
    await this.repository.update(memberId, { email, email_verified_at: new Date() });
  }

  markLogin(memberId: string, now: Date) {
    return this.repository.markLogin(memberId, now);
  }

  markFirstLogin(memberId: string, now: Date) {
    return this.repository.markFirstLogin(memberId, now);
  }

  profile(member: MemberRow): Profile {
    return Object.fromEntries(
      profileFieldNames.map((name) => [name, member.profile[name] ?? null]),
    ) as Profile;
  }

  async updateProfile(
    member: MemberRow,
    changes: Partial<Record<ProfileFieldName, string | null>>,
  ): Promise<Profile> {
    const next = { ...member.profile };
    for (const name of profileFieldNames) {
      if (changes[name] !== undefined) next[name] = changes[name] === '' ? null : (changes[name] ?? null);
    }
    await this.repository.update(member.id, { profile: JSON.stringify(next) });
    return this.profile({ ...member, profile: next });
  }
}
