import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DrawEntry } from './raffle-draw.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** SQL of reward campaigns (0033_reward_campaigns.sql); the services hold the rules. */
export class RewardCampaignsRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ------------------------------------------------------------ red envelopes

  async insertDrop(
    executor: Executor,
    drop: {
      title: string;
      totalMinor: bigint;
      envelopeCount: number;
      floorMinor: bigint;
      startsAt: Date;
      endsAt: Date;
      audience: unknown;
      createdBy: string | null;
    },
    amounts: readonly bigint[],
  ) {
    const row = await executor
      .insertInto('red_envelope_drops')
      .values({
        title: drop.title,
        total_minor: drop.totalMinor.toString(),
        envelope_count: drop.envelopeCount,
        floor_minor: drop.floorMinor.toString(),
        starts_at: drop.startsAt,
        ends_at: drop.endsAt,
        audience: JSON.stringify(drop.audience),
        created_by: drop.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await sql`
      insert into red_envelopes (drop_id, sequence, amount_minor)
      select ${row.id}::bigint, s.ordinality - 1, s.amount
      from unnest(${amounts.map((amount) => amount.toString())}::bigint[]) with ordinality as s (amount, ordinality)`.execute(
      executor,
    );
    return row;
  }

  findDrop(id: string) {
    return this.db.selectFrom('red_envelope_drops').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The live drop (latest start first), else the next scheduled one. */
  async currentDrop(now: Date) {
    const live = await this.db
      .selectFrom('red_envelope_drops')
      .selectAll()
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (live) return live;
    return this.db
      .selectFrom('red_envelope_drops')
      .selectAll()
      .where('starts_at', '>', now)
      .orderBy('starts_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
  }

  async dropCounts(dropIds: readonly string[]) {
    if (dropIds.length === 0) return new Map<string, { grabbed: number; grabbedMinor: bigint }>();
    const rows = await this.db
      .selectFrom('red_envelopes')
      .select([
        'drop_id',
        sql<string>`count(*) filter (where member_id is not null)`.as('grabbed'),
        sql<string>`coalesce(sum(amount_minor) filter (where member_id is not null), 0)::text`.as(
          'grabbed_minor',
        ),
      ])
      .where('drop_id', 'in', dropIds)
      .groupBy('drop_id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.drop_id,
        { grabbed: Number(row.grabbed), grabbedMinor: BigInt(row.grabbed_minor) },
      ]),
    );
  }

  grabOf(dropId: string, memberId: string) {
    return this.db
      .selectFrom('red_envelopes')
      .selectAll()
      .where('drop_id', '=', dropId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Takes one free envelope of the drop for the member (skip-locked: grabbers never wait on each other). */
  async takeEnvelope(dropId: string, memberId: string, now: Date, executor: Executor = this.db) {
    const result = await sql<{ id: string; amount_minor: string; grabbed_at: Date }>`
      with free as (
        select id from red_envelopes
        where drop_id = ${dropId} and member_id is null
        order by sequence
        limit 1
        for update skip locked
      )
      update red_envelopes e set member_id = ${memberId}, grabbed_at = ${now}
      from free where e.id = free.id
      returning e.id, e.amount_minor::text as amount_minor, e.grabbed_at`.execute(executor);
    return result.rows[0];
  }

  async anyFreeEnvelope(dropId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('red_envelopes')
      .select('id')
      .where('drop_id', '=', dropId)
      .where('member_id', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The envelope marked paid inside the ledger's batch transaction of its payout (BonusesService
   * finishGrant records): always one row back, so it never fails the batch; a mark already there stays.
   */
  markEnvelopePaidStatement(envelopeId: string, bonusId: string, now: Date): RawBuilder<unknown> {
    return sql`
      update red_envelopes set paid_at = coalesce(paid_at, ${now}), bonus_id = coalesce(bonus_id, ${bonusId})
      where id = ${envelopeId}
      returning 1`;
  }

  markEnvelopePaid(envelopeId: string, bonusId: string, now: Date) {
    return this.db
      .updateTable('red_envelopes')
      .set({ paid_at: now, bonus_id: bonusId })
      .where('id', '=', envelopeId)
      .where('paid_at', 'is', null)
      .execute();
  }

  myGrabs(memberId: string, limit: number) {
    return this.db
      .selectFrom('red_envelopes as e')
      .innerJoin('red_envelope_drops as d', 'd.id', 'e.drop_id')
      .select(['e.drop_id', 'd.title', 'e.amount_minor', 'e.grabbed_at'])
      .where('e.member_id', '=', memberId)
      .orderBy('e.grabbed_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
  }

  unpaidEnvelopes(before: Date, limit: number) {
    return this.db
      .selectFrom('red_envelopes as e')
      .innerJoin('red_envelope_drops as d', 'd.id', 'e.drop_id')
      .select(['e.id', 'e.drop_id', 'e.member_id', 'e.amount_minor', 'd.title'])
      .where('e.grabbed_at', 'is not', null)
      .where('e.paid_at', 'is', null)
      .where('e.grabbed_at', '<', before)
      .orderBy('e.grabbed_at')
      .limit(limit)
      .execute();
  }

  async listDrops(
    filter: { status?: 'scheduled' | 'live' | 'ended'; now: Date },
    page: number,
    pageSize: number,
  ) {
    let query = this.db.selectFrom('red_envelope_drops');
    if (filter.status === 'scheduled') query = query.where('starts_at', '>', filter.now);
    if (filter.status === 'live')
      query = query.where('starts_at', '<=', filter.now).where('ends_at', '>', filter.now);
    if (filter.status === 'ended') query = query.where('ends_at', '<=', filter.now);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  async dropGrabs(dropId: string, page: number, pageSize: number) {
    const base = this.db
      .selectFrom('red_envelopes as e')
      .where('e.drop_id', '=', dropId)
      .where('e.member_id', 'is not', null);
    const [rows, total] = await Promise.all([
      base
        .select(['e.member_id', 'e.amount_minor', 'e.grabbed_at'])
        .orderBy('e.grabbed_at')
        .orderBy('e.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  // ------------------------------------------------------------ raffles

  insertRaffle(
    executor: Executor,
    raffle: {
      title: string;
      startsAt: Date;
      ticketsCloseAt: Date;
      claimEndsAt: Date;
      basis: 'deposit' | 'validBet';
      perTicketMinor: bigint;
      maxTicketsPerMember: number;
      prizes: readonly bigint[];
      seedSealed: string;
      seedHash: string;
      createdBy: string | null;
    },
  ) {
    return executor
      .insertInto('raffles')
      .values({
        title: raffle.title,
        starts_at: raffle.startsAt,
        tickets_close_at: raffle.ticketsCloseAt,
        claim_ends_at: raffle.claimEndsAt,
        ticket_basis: raffle.basis,
        per_ticket_minor: raffle.perTicketMinor.toString(),
        max_tickets_per_member: raffle.maxTicketsPerMember,
        prizes: JSON.stringify(raffle.prizes.map((prize) => prize.toString())),
        seed_sealed: raffle.seedSealed,
        seed_hash: raffle.seedHash,
        created_by: raffle.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findRaffle(id: string, executor: Executor = this.db) {
    return executor.selectFrom('raffles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  recentRaffles(limit: number) {
    return this.db
      .selectFrom('raffles')
      .selectAll()
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async listRaffles(
    filter: { status?: 'scheduled' | 'open' | 'closed' | 'drawn'; now: Date },
    page: number,
    pageSize: number,
  ) {
    let query = this.db.selectFrom('raffles');
    if (filter.status === 'scheduled') query = query.where('starts_at', '>', filter.now);
    if (filter.status === 'open')
      query = query.where('starts_at', '<=', filter.now).where('tickets_close_at', '>', filter.now);
    if (filter.status === 'closed')
      query = query.where('tickets_close_at', '<=', filter.now).where('drawn_at', 'is', null);
    if (filter.status === 'drawn') query = query.where('drawn_at', 'is not', null);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  async claimedCounts(raffleIds: readonly string[]) {
    if (raffleIds.length === 0) return new Map<string, number>();
    const rows = await this.db
      .selectFrom('raffle_winners')
      .select(['raffle_id', sql<string>`count(claimed_at)`.as('claimed')])
      .where('raffle_id', 'in', raffleIds)
      .groupBy('raffle_id')
      .execute();
    return new Map(rows.map((row) => [row.raffle_id, Number(row.claimed)]));
  }

  /** Raffles whose tickets closed and that are not drawn yet (oldest first). */
  dueRaffles(now: Date, limit: number) {
    return this.db
      .selectFrom('raffles')
      .select('id')
      .where('drawn_at', 'is', null)
      .where('tickets_close_at', '<=', now)
      .orderBy('tickets_close_at')
      .limit(limit)
      .execute();
  }

  /** The raffle, locked for its draw; undefined when another run holds it or it is drawn already. */
  lockUndrawnRaffle(transaction: Transaction<Database>, id: string) {
    return transaction
      .selectFrom('raffles')
      .selectAll()
      .where('id', '=', id)
      .where('drawn_at', 'is', null)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  }

  async insertEntries(transaction: Transaction<Database>, raffleId: string, entries: readonly DrawEntry[]) {
    for (let start = 0; start < entries.length; start += 10_000) {
      const chunk = entries.slice(start, start + 10_000);
      await sql`
        insert into raffle_entries (raffle_id, position, member_id, tickets, first_ticket)
        select ${raffleId}::bigint, e.position, e.member_id, e.tickets, e.first_ticket
        from unnest(${chunk.map((entry) => entry.position)}::int[], ${chunk.map((entry) => entry.memberId)}::bigint[],
          ${chunk.map((entry) => entry.tickets)}::int[], ${chunk.map((entry) => entry.firstTicket.toString())}::bigint[])
          as e (position, member_id, tickets, first_ticket)`.execute(transaction);
    }
  }

  async insertWinners(
    transaction: Transaction<Database>,
    raffleId: string,
    winners: readonly {
      prizeIndex: number;
      amountMinor: bigint;
      memberId: string | null;
      ticket: bigint | null;
      position: number | null;
      hmac: string;
    }[],
  ) {
    await transaction
      .insertInto('raffle_winners')
      .values(
        winners.map((winner) => ({
          raffle_id: raffleId,
          prize_index: winner.prizeIndex,
          amount_minor: winner.amountMinor.toString(),
          member_id: winner.memberId,
          ticket: winner.ticket === null ? null : winner.ticket.toString(),
          position: winner.position,
          hmac: winner.hmac,
        })),
      )
      .execute();
  }

  markDrawn(
    transaction: Transaction<Database>,
    raffleId: string,
    drawn: { seed: string; now: Date; totalTickets: bigint; entryCount: number },
  ) {
    return transaction
      .updateTable('raffles')
      .set({
        seed_revealed: drawn.seed,
        drawn_at: drawn.now,
        total_tickets: drawn.totalTickets.toString(),
        entry_count: drawn.entryCount,
      })
      .where('id', '=', raffleId)
      .execute();
  }

  async entryOf(raffleId: string, memberId: string) {
    return this.db
      .selectFrom('raffle_entries')
      .select(['tickets'])
      .where('raffle_id', '=', raffleId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  winsOf(memberId: string, raffleIds: readonly string[]) {
    if (raffleIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('raffle_winners')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('raffle_id', 'in', raffleIds)
      .execute();
  }

  winOf(raffleId: string, memberId: string) {
    return this.db
      .selectFrom('raffle_winners')
      .selectAll()
      .where('raffle_id', '=', raffleId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Marks the member's prize claimed if it is not yet and the deadline has not passed; the row or none. */
  claimPrize(raffleId: string, memberId: string, now: Date) {
    return this.db
      .updateTable('raffle_winners')
      .set({ claimed_at: now })
      .where('raffle_id', '=', raffleId)
      .where('member_id', '=', memberId)
      .where('claimed_at', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('raffles')
            .select('raffles.id')
            .whereRef('raffles.id', '=', 'raffle_winners.raffle_id')
            .where('raffles.claim_ends_at', '>', now),
        ),
      )
      .returningAll()
      .executeTakeFirst();
  }

  markPrizePaid(raffleId: string, prizeIndex: number, bonusId: string) {
    return this.db
      .updateTable('raffle_winners')
      .set({ bonus_id: bonusId })
      .where('raffle_id', '=', raffleId)
      .where('prize_index', '=', prizeIndex)
      .where('bonus_id', 'is', null)
      .execute();
  }

  unpaidPrizes(limit: number) {
    return this.db
      .selectFrom('raffle_winners as w')
      .innerJoin('raffles as r', 'r.id', 'w.raffle_id')
      .select(['w.raffle_id', 'w.prize_index', 'w.member_id', 'w.amount_minor', 'r.title'])
      .where('w.claimed_at', 'is not', null)
      .where('w.bonus_id', 'is', null)
      .limit(limit)
      .execute();
  }

  async entriesPage(raffleId: string, page: number, pageSize: number) {
    return this.db
      .selectFrom('raffle_entries as e')
      .select(['e.position', 'e.member_id', 'e.tickets', 'e.first_ticket'])
      .where('e.raffle_id', '=', raffleId)
      .orderBy('e.position')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
  }

  winners(raffleId: string) {
    return this.db
      .selectFrom('raffle_winners as w')
      .leftJoin('raffle_entries as e', (join) =>
        join.onRef('e.raffle_id', '=', 'w.raffle_id').onRef('e.member_id', '=', 'w.member_id'),
      )
      .select([
        'w.prize_index',
        'w.amount_minor',
        'w.member_id',
        'w.ticket',
        'w.position',
        'w.hmac',
        'w.claimed_at',
        'e.tickets',
      ])
      .where('w.raffle_id', '=', raffleId)
      .orderBy('w.prize_index')
      .execute();
  }

  // ------------------------------------------------------------ manual rebate

  rebateRates() {
    return this.db.selectFrom('manual_rebate_rates').selectAll().executeTakeFirst();
  }

  async saveRebateRates(executor: Executor, rates: Record<string, string>, minClaimMinor: bigint, now: Date) {
    await executor
      .insertInto('manual_rebate_rates')
      .values({
        id: true,
        rates: JSON.stringify(rates),
        min_claim_minor: minClaimMinor.toString(),
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({
          rates: JSON.stringify(rates),
          min_claim_minor: minClaimMinor.toString(),
          updated_at: now,
        }),
      )
      .execute();
  }

  lastRebateClaim(memberId: string) {
    return this.db
      .selectFrom('manual_rebate_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('to_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  rebateClaims(memberId: string, limit: number) {
    return this.db
      .selectFrom('manual_rebate_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('to_at', 'desc')
      .limit(limit)
      .execute();
  }

  insertRebateClaim(claim: {
    memberId: string;
    fromAt: Date | null;
    toAt: Date;
    amountMinor: bigint;
    lines: unknown;
    now: Date;
  }) {
    return this.db
      .insertInto('manual_rebate_claims')
      .values({
        member_id: claim.memberId,
        from_at: claim.fromAt,
        to_at: claim.toAt,
        amount_minor: claim.amountMinor.toString(),
        lines: JSON.stringify(claim.lines),
        claimed_at: claim.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  rebateClaimFrom(memberId: string, fromAt: Date | null) {
    let query = this.db.selectFrom('manual_rebate_claims').selectAll().where('member_id', '=', memberId);
    query = fromAt === null ? query.where('from_at', 'is', null) : query.where('from_at', '=', fromAt);
    return query.executeTakeFirst();
  }

  markRebatePaid(claimId: string, bonusId: string, now: Date) {
    return this.db
      .updateTable('manual_rebate_claims')
      .set({ paid_at: now, bonus_id: bonusId })
      .where('id', '=', claimId)
      .where('paid_at', 'is', null)
      .execute();
  }

  unpaidRebateClaims(before: Date, limit: number) {
    return this.db
      .selectFrom('manual_rebate_claims')
      .selectAll()
      .where('paid_at', 'is', null)
      .where('claimed_at', '<', before)
      .orderBy('claimed_at')
      .limit(limit)
      .execute();
  }

  // ------------------------------------------------------------ referral

  /** The referral rewards a referrer has: how many and their sum. */
  async referralRewardCounts(referrerId: string) {
    const row = await this.db
      .selectFrom('referral_rewards')
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'),
      ])
      .where('referrer_member_id', '=', referrerId)
      .executeTakeFirstOrThrow();
    return { rewarded: Number(row.count), rewardedMinor: BigInt(row.total) };
  }

  /** Invitee id -> its reward (minor units, text) for the referrer's invitees among `inviteeIds` (<= 500). */
  async rewardsOfInvitees(referrerId: string, inviteeIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(inviteeIds)].slice(0, 500);
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('referral_rewards')
      .select(['invitee_member_id', 'amount_minor'])
      .where('referrer_member_id', '=', referrerId)
      .where('invitee_member_id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.invitee_member_id, String(row.amount_minor)]));
  }

  /** Of `inviteeIds` (at most 1,000), those that already have a referral reward. */
  async rewardedAmong(inviteeIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(inviteeIds)].slice(0, 1000);
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('referral_rewards')
      .select('invitee_member_id')
      .where('invitee_member_id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.invitee_member_id));
  }

  /** The reward row (inserted now, or the one already there). */
  async insertReferralReward(
    executor: Executor,
    reward: {
      inviteeId: string;
      referrerId: string;
      promotionId: string;
      firstDepositMinor: bigint;
      amountMinor: bigint;
      now: Date;
    },
  ) {
    const inserted = await executor
      .insertInto('referral_rewards')
      .values({
        invitee_member_id: reward.inviteeId,
        referrer_member_id: reward.referrerId,
        promotion_id: reward.promotionId,
        first_deposit_minor: reward.firstDepositMinor.toString(),
        amount_minor: reward.amountMinor.toString(),
        created_at: reward.now,
      })
      .onConflict((conflict) => conflict.column('invitee_member_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return { row: inserted, inserted: inserted !== undefined };
  }

  unpaidReferralRewards(limit: number) {
    return this.db
      .selectFrom('referral_rewards')
      .selectAll()
      .where('paid_at', 'is', null)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  markReferralPaid(inviteeId: string, bonusId: string, now: Date) {
    return this.db
      .updateTable('referral_rewards')
      .set({ paid_at: now, bonus_id: bonusId })
      .where('invitee_member_id', '=', inviteeId)
      .where('paid_at', 'is', null)
      .execute();
  }
}
