import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MembersTable } from '../../db/schema.js';

export type MemberRow = Selectable<MembersTable>;

export type NewMember = {
  username: string;
  type: number;
  nickname: string;
  passwordHash: string;
  passwordMustChange: boolean;
  paymentPasswordHash: string | null;
  countryDialingCode: string | null;
  mobileNumber: string | null;
  mobileVerified: boolean;
  email: string | null;
  uplineMemberId: string | null;
  referralCode: string;
  language: string;
  profile: Record<string, string | null>;
  registrationIp: string | null;
};

export type MemberSearch = {
  query?: string;
  status?: 'active' | 'locked' | 'disabled';
  page: number;
  pageSize: number;
};

type Executor = Kysely<Database> | Transaction<Database>;

/** The only code that knows the members table. */
export class MembersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string, executor: Executor = this.db): Promise<MemberRow | undefined> {
    return executor.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUsername(username: string): Promise<MemberRow | undefined> {
    return this.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findByMobile(countryDialingCode: string, mobileNumber: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('country_dialing_code', '=', countryDialingCode)
      .where('mobile_number', '=', mobileNumber)
      .executeTakeFirst();
  }

  findByReferralCode(code: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('referral_code', '=', code.toUpperCase())
      .executeTakeFirst();
  }

  async emailInUse(email: string, exceptMemberId?: string): Promise<boolean> {
    let query = this.db.selectFrom('members').select('id').where('email', '=', email);
    if (exceptMemberId) query = query.where('id', '!=', exceptMemberId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(member: NewMember, executor: Executor = this.db): Promise<MemberRow> {
    const now = new Date();
    return executor
      .insertInto('members')
      .values({
        username: member.username,
        type: member.type,
        nickname: member.nickname,
        password_hash: member.passwordHash,
        password_must_change: member.passwordMustChange,
        payment_password_hash: member.paymentPasswordHash,
        country_dialing_code: member.countryDialingCode,
        mobile_number: member.mobileNumber,
        mobile_verified_at: member.mobileVerified ? now : null,
        email: member.email,
        upline_member_id: member.uplineMemberId,
        referral_code: member.referralCode,
        language: member.language,
        profile: JSON.stringify(member.profile),
        registration_ip: member.registrationIp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(
    id: string,
    changes: Partial<Record<keyof MembersTable, unknown>>,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .updateTable('members')
      .set({ ...(changes as object), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Records the time of a login. */
  async markLogin(id: string, now: Date): Promise<void> {
    await this.db.updateTable('members').set({ last_login_at: now }).where('id', '=', id).execute();
  }

  /** Records the first login once; returns whether this call was it. */
  async markFirstLogin(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('members')
      .set({ first_login_at: now })
      .where('id', '=', id)
      .where('first_login_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async search(
    filter: MemberSearch,
  ): Promise<{ rows: Array<MemberRow & { upline_username: string | null }>; total: number }> {
    let query = this.db.selectFrom('members as m').leftJoin('members as u', 'u.id', 'm.upline_member_id');
    if (filter.status) query = query.where('m.status', '=', filter.status);
    if (filter.query) {
      const term = filter.query;
      const pattern = `%${term.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('m.username', 'ilike', pattern),
          eb('m.mobile_number', 'like', pattern),
          eb('m.email', 'ilike', pattern),
          ...(/^\d{1,18}$/.test(term) ? [eb('m.id', '=', term)] : []),
        ]),
      );
    }
    const [rows, total] = await Promise.all([
      query
        .selectAll('m')
        .select('u.username as upline_username')
        .orderBy('m.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  async uplineUsername(id: string | null): Promise<string | null> {
    if (!id) return null;
    const row = await this.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.username ?? null;
  }

  /** Account names of members by id (a list page's rows), at most 500 at once. */
  async usernames(ids: readonly string[]): Promise<Array<{ id: string; username: string }>> {
    const unique = [...new Set(ids)].slice(0, 500);
    if (unique.length === 0) return [];
    return this.db.selectFrom('members').select(['id', 'username']).where('id', 'in', unique).execute();
  }

  /**
   * Of `ids` (at most 1,000), the active real members (not trial accounts, type 4), registered at or after
   * `createdSince` when given (issue 16's promotion audiences).
   */
  async activeRealAmong(ids: readonly string[], createdSince: Date | null): Promise<string[]> {
    const unique = [...new Set(ids)].slice(0, 1000);
    if (unique.length === 0) return [];
    let query = this.db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', unique)
      .where('status', '=', 'active')
      .where('type', '<>', 4);
    if (createdSince) query = query.where('created_at', '>=', createdSince);
    return (await query.orderBy('id').execute()).map((row) => row.id);
  }

  /**
   * Of `ids` (at most 1,000), the active real members (not trial accounts) registered in the range, both
   * ends inclusive (null: open).
   */
  async activeRealRegisteredAmong(
    ids: readonly string[],
    range: { from: Date | null; until: Date | null },
  ): Promise<string[]> {
    const unique = [...new Set(ids)].slice(0, 1000);
    if (unique.length === 0) return [];
    let query = this.db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', unique)
      .where('status', '=', 'active')
      .where('type', '<>', 4);
    if (range.from) query = query.where('created_at', '>=', range.from);
    if (range.until) query = query.where('created_at', '<=', range.until);
    return (await query.orderBy('id').execute()).map((row) => row.id);
  }

  /** The members named by `usernames` (exact names, at most 1,000): id, name, type and status. */
  async byUsernames(usernames: readonly string[]) {
    const unique = [...new Set(usernames)].slice(0, 1000);
    if (unique.length === 0) return [];
    return this.db
      .selectFrom('members')
      .select(['id', 'username', 'type', 'status'])
      .where('username', 'in', unique)
      .execute();
  }

  /** Member ids ascending after `afterId` (at most `limit`, 1,000). */
  async idsAfter(afterId: string | null, limit: number): Promise<string[]> {
    let query = this.db.selectFrom('members').select('id');
    if (afterId) query = query.where('id', '>', afterId);
    const rows = await query.orderBy('id').limit(Math.min(limit, 1000)).execute();
    return rows.map((row) => row.id);
  }

  /** Member id -> its upline's id, for those of `ids` (at most 1,000) that have one. */
  async uplinesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)].slice(0, 1000);
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'upline_member_id'])
      .where('id', 'in', unique)
      .where('upline_member_id', 'is not', null)
      .execute();
    return new Map(rows.map((row) => [row.id, row.upline_member_id as string]));
  }

  /** How many members registered under `memberId` (its direct invitees). */
  async directDownlineCount(memberId: string): Promise<number> {
    const row = await this.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('upline_member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A page of the members registered under `memberId`, newest first. */
  directDownline(memberId: string, page: number, pageSize: number) {
    return this.db
      .selectFrom('members')
      .select(['id', 'username', 'created_at'])
      .where('upline_member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.min(pageSize, 100))
      .offset((page - 1) * pageSize)
      .execute();
  }

  async briefs(
    ids: readonly string[],
  ): Promise<Array<{ id: string; username: string; status: 'active' | 'locked' | 'disabled' }>> {
    const unique = [...new Set(ids)].slice(0, 500);
    if (unique.length === 0) return [];
    return this.db
      .selectFrom('members')
      .select(['id', 'username', 'status'])
      .where('id', 'in', unique)
      .execute();
  }
}
