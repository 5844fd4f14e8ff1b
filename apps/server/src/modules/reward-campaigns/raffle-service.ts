import {
  type AdminRaffle,
  type AdminRaffleCreateBody,
  type AdminRaffleResultsResponse,
  type RaffleClaimResponse,
  type RaffleListResponse,
  type RaffleStatus,
  type RaffleVerifyResponse,
  rewardCampaignLimits,
} from '@gaming/contracts/reward-campaigns';
import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditService } from '../audit/audit-service.js';
import { maskAccount } from '../games/catalogue-service.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import {
  CampaignAudienceFilters,
  type CampaignDeposits,
  type CampaignGrants,
  type CampaignMembers,
  type CampaignStaff,
  type StaffActor,
} from './ports.js';
import { drawRaffle, newRaffleSeed, orderEntries, raffleDrawMethod } from './raffle-draw.js';
import type { RewardCampaignsRepository } from './reward-campaigns-repository.js';

const dayMs = 86_400_000;
const drawBatch = 5;
const sweepBatch = 200;
/** Members per page of deposits or valid bet read for a draw's tickets. */
const ticketsPage = 1000;

type RaffleRow = NonNullable<Awaited<ReturnType<RewardCampaignsRepository['findRaffle']>>>;

function statusOf(raffle: RaffleRow, now: Date): RaffleStatus {
  if (raffle.drawn_at) return 'drawn';
  if (now < raffle.starts_at) return 'scheduled';
  return now < raffle.tickets_close_at ? 'open' : 'closed';
}

function ticketsFor(raffle: RaffleRow, amountMinor: bigint): number {
  const tickets = amountMinor / BigInt(raffle.per_ticket_minor);
  const cap = BigInt(raffle.max_tickets_per_member);
  return Number(tickets < cap ? tickets : cap);
}

/** Raffles (issue 16): a committed seed, tickets from deposits or valid bet, a verifiable draw, raffleClaim. */
export class RaffleService {
  constructor(
    private readonly repository: RewardCampaignsRepository,
    private readonly rounds: RoundsService,
    private readonly deposits: CampaignDeposits,
    private readonly members: CampaignMembers,
    private readonly staff: CampaignStaff,
    private readonly grants: CampaignGrants,
    private readonly audit: AuditService,
    private readonly secretBox: SecretBox,
    private readonly now: () => Date,
    private readonly audience: CampaignAudienceFilters = new CampaignAudienceFilters(),
  ) {}

  async create(actor: StaffActor, body: AdminRaffleCreateBody): Promise<AdminRaffle> {
    const startsAt = new Date(body.startsAt);
    const ticketsCloseAt = new Date(body.ticketsCloseAt);
    const claimEndsAt = new Date(body.claimEndsAt);
    if (claimEndsAt.getTime() - startsAt.getTime() > rewardCampaignLimits.campaignDays * dayMs)
      throw new AppError('validation_failed', 'A raffle runs at most a year.');
    if (ticketsCloseAt <= this.now())
      throw new AppError('validation_failed', 'Tickets would close in the past.');
    const { seed, seedHash } = newRaffleSeed();
    const raffle = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.insertRaffle(transaction, {
        title: body.title,
        startsAt,
        ticketsCloseAt,
        claimEndsAt,
        basis: body.ticketRule.basis,
        perTicketMinor: BigInt(body.ticketRule.perTicketMinor),
        maxTicketsPerMember: body.ticketRule.maxTicketsPerMember,
        prizes: body.prizes.map((prize) => BigInt(prize)),
        seedSealed: this.secretBox.seal(seed),
        seedHash,
        createdBy: actor.staffId,
      });
      await this.audit.record(
        actor.audit,
        { action: 'raffle.create', targetType: 'raffle', targetId: row.id, after: { ...body, seedHash } },
        transaction,
      );
      return row;
    });
    return this.adminRaffle(raffle, 0, actor.audit.name);
  }

  /** A member's live tickets while tickets are open (the drawn snapshot afterwards). */
  private async liveTickets(raffle: RaffleRow, memberId: string, now: Date): Promise<number> {
    if (now < raffle.starts_at) return 0;
    const to = now < raffle.tickets_close_at ? now : raffle.tickets_close_at;
    if (raffle.ticket_basis === 'deposit')
      return ticketsFor(raffle, await this.deposits.creditedTotalBetween(memberId, raffle.starts_at, to));
    const byCategory = await this.rounds.settledValidBetByCategory(memberId, raffle.starts_at, to);
    let total = 0n;
    for (const amount of byCategory.values()) total += amount;
    return ticketsFor(raffle, total);
  }

  /**
   * Every member's ticket base in the raffle's ticket period (credited deposits, or settled valid bet),
   * read from the owner's service page by page (ids ascending, 1,000 a page).
   */
  private async ticketAmountsOf(raffle: { ticket_basis: string; starts_at: Date; tickets_close_at: Date }) {
    const all: Array<{ memberId: string; amount: bigint }> = [];
    let afterMemberId: string | null = null;
    for (;;) {
      const page: Array<{ memberId: string; amount: bigint }> =
        raffle.ticket_basis === 'deposit'
          ? (
              await this.deposits.depositorsBetween({
                from: raffle.starts_at,
                to: raffle.tickets_close_at,
                minMinor: 1n,
                afterMemberId,
                limit: ticketsPage,
              })
            ).map((row) => ({ memberId: row.memberId, amount: row.amountMinor }))
          : (
              await this.rounds.settledValidBetByMember(
                raffle.starts_at,
                raffle.tickets_close_at,
                afterMemberId,
                ticketsPage,
              )
            ).map((row) => ({ memberId: row.memberId, amount: row.validBetMinor }));
      // Members the audience filters drop (an exclusion's marketing block) hold no tickets in the draw.
      const kept = new Set(await this.audience.keep(page.map((row) => row.memberId)));
      all.push(...page.filter((row) => kept.has(row.memberId)));
      if (page.length < ticketsPage) return all;
      afterMemberId = page[page.length - 1]?.memberId ?? null;
    }
  }

  async list(memberId: string): Promise<RaffleListResponse> {
    const now = this.now();
    const raffles = await this.repository.recentRaffles(rewardCampaignLimits.memberRaffles);
    const wins = await this.repository.winsOf(
      memberId,
      raffles.map((raffle) => raffle.id),
    );
    const result = [];
    for (const raffle of raffles) {
      const myTickets = raffle.drawn_at
        ? ((await this.repository.entryOf(raffle.id, memberId))?.tickets ?? 0)
        : await this.liveTickets(raffle, memberId, now);
      result.push({
        id: raffle.id,
        title: raffle.title,
        startsAt: raffle.starts_at.toISOString(),
        ticketsCloseAt: raffle.tickets_close_at.toISOString(),
        claimEndsAt: raffle.claim_ends_at.toISOString(),
        status: statusOf(raffle, now),
        ticketRule: {
          basis: raffle.ticket_basis,
          perTicketMinor: raffle.per_ticket_minor,
          maxTicketsPerMember: raffle.max_tickets_per_member,
        },
        prizes: raffle.prizes.map((amount, index) => ({ index, amountMinor: amount })),
        seedHash: raffle.seed_hash,
        myTickets,
        myPrizes: wins
          .filter((win) => win.raffle_id === raffle.id)
          .map((win) => ({
            prizeIndex: win.prize_index,
            amountMinor: win.amount_minor,
            claimedAt: win.claimed_at?.toISOString() ?? null,
            claimable: win.claimed_at === null && now < raffle.claim_ends_at,
          })),
      });
    }
    return { raffles: result };
  }

  /**
   * The draw job: each raffle whose tickets closed is drawn in one transaction (entries snapshot, winners,
   * the seed revealed), locked with skip-locked so two runs never draw one raffle; a crash leaves it undrawn.
   */
  async drawDue(): Promise<{ drawn: number }> {
    const due = await this.repository.dueRaffles(this.now(), drawBatch);
    let drawn = 0;
    for (const { id } of due) if (await this.draw(id)) drawn += 1;
    return { drawn };
  }

  async draw(raffleId: string): Promise<boolean> {
    return this.repository.transaction(async (transaction) => {
      const raffle = await this.repository.lockUndrawnRaffle(transaction, raffleId);
      if (!raffle || raffle.tickets_close_at > this.now()) return false;
      const amounts = await this.ticketAmountsOf(raffle);
      const entries = orderEntries(
        amounts.map((row) => ({ memberId: row.memberId, tickets: ticketsFor(raffle, row.amount) })),
      );
      const seed = this.secretBox.open(raffle.seed_sealed);
      const results = drawRaffle(seed, raffle.id, entries, raffle.prizes.length);
      await this.repository.insertEntries(transaction, raffle.id, entries);
      await this.repository.insertWinners(
        transaction,
        raffle.id,
        results.map((result) => ({
          prizeIndex: result.prizeIndex,
          amountMinor: BigInt(raffle.prizes[result.prizeIndex] as string),
          memberId: result.winner?.memberId ?? null,
          ticket: result.winner?.ticket ?? null,
          position: result.winner?.position ?? null,
          hmac: result.hmac,
        })),
      );
      const totalTickets = entries.reduce((sum, entry) => sum + BigInt(entry.tickets), 0n);
      await this.repository.markDrawn(transaction, raffle.id, {
        seed,
        now: this.now(),
        totalTickets,
        entryCount: entries.length,
      });
      return true;
    });
  }

  /** raffleClaim (spec §7): a winner's prize, once, before the claim deadline; a replay returns the claim. */
  async claim(memberId: string, raffleId: string): Promise<RaffleClaimResponse> {
    const raffle = await this.repository.findRaffle(raffleId);
    if (!raffle) throw new AppError('not_found');
    if (!raffle.drawn_at) throw new AppError('campaign_not_live');
    const win = await this.repository.winOf(raffleId, memberId);
    if (!win) throw new AppError('campaign_not_eligible');
    let replayed = true;
    let claimed = win;
    if (!win.claimed_at) {
      const updated = await this.repository.claimPrize(raffleId, memberId, this.now());
      if (updated) {
        claimed = updated;
        replayed = false;
      } else {
        const again = await this.repository.winOf(raffleId, memberId);
        if (!again?.claimed_at) throw new AppError('campaign_not_live');
        claimed = again;
      }
    }
    if (!claimed.bonus_id) await this.pay(raffle.id, raffle.title, claimed);
    return {
      raffleId,
      prizeIndex: claimed.prize_index,
      amountMinor: claimed.amount_minor,
      claimedAt: (claimed.claimed_at as Date).toISOString(),
      replayed,
    };
  }

  private async pay(
    raffleId: string,
    title: string,
    win: { prize_index: number; member_id: string | null; amount_minor: string },
  ) {
    const { bonusId } = await this.grants.grant({
      memberId: win.member_id as string,
      amountMinor: BigInt(win.amount_minor),
      kind: 'raffle',
      sourceId: raffleId,
      grantKey: `raffle:${raffleId}:${win.prize_index}`,
      title,
      ledgerCode: 'raffle_prize',
      claimable: null,
      wagering: null,
    });
    await this.repository.markPrizePaid(raffleId, win.prize_index, bonusId);
  }

  /** The sweeper: pays claimed prizes whose claim request died before its grant. */
  async payStragglers(): Promise<{ paid: number }> {
    const rows = await this.repository.unpaidPrizes(sweepBatch);
    for (const row of rows) await this.pay(row.raffle_id, row.title, row);
    return { paid: rows.length };
  }

  async verify(raffleId: string, page: { page: number; pageSize: number }): Promise<RaffleVerifyResponse> {
    const raffle = await this.repository.findRaffle(raffleId);
    if (!raffle) throw new AppError('not_found');
    const drawn = raffle.drawn_at !== null;
    const [entries, winners] = drawn
      ? await Promise.all([
          this.repository.entriesPage(raffle.id, page.page, page.pageSize),
          this.repository.winners(raffle.id),
        ])
      : [[], []];
    const accounts = await this.members.accountsOf([
      ...entries.map((entry) => entry.member_id),
      ...winners.flatMap((winner) => (winner.member_id ? [winner.member_id] : [])),
    ]);
    return {
      raffleId: raffle.id,
      title: raffle.title,
      status: statusOf(raffle, this.now()),
      seedHash: raffle.seed_hash,
      seed: raffle.seed_revealed,
      drawnAt: raffle.drawn_at?.toISOString() ?? null,
      method: raffleDrawMethod,
      totalTickets: Number(raffle.total_tickets ?? 0),
      prizes: raffle.prizes.map((amount, index) => ({ index, amountMinor: amount })),
      entries: entries.map((entry) => ({
        position: entry.position,
        account: maskAccount(accounts.get(entry.member_id) ?? ''),
        tickets: entry.tickets,
        firstTicket: Number(entry.first_ticket),
      })),
      pageInfo: { page: page.page, pageSize: page.pageSize, total: raffle.entry_count ?? 0 },
      results: winners.map((winner) => ({
        prizeIndex: winner.prize_index,
        amountMinor: winner.amount_minor,
        ticket: winner.ticket === null ? null : Number(winner.ticket),
        position: winner.position,
        account: winner.member_id ? maskAccount(accounts.get(winner.member_id) ?? '') : null,
        hmac: winner.hmac ?? '',
      })),
    };
  }

  async listForStaff(
    filter: { status?: RaffleStatus },
    page: { page: number; pageSize: number },
  ): Promise<{ raffles: AdminRaffle[]; pageInfo: { page: number; pageSize: number; total: number } }> {
    const { rows, total } = await this.repository.listRaffles(
      { status: filter.status, now: this.now() },
      page.page,
      page.pageSize,
    );
    const [claimed, creators] = await Promise.all([
      this.repository.claimedCounts(rows.map((row) => row.id)),
      this.staff.usernamesOf(rows.flatMap((row) => (row.created_by ? [row.created_by] : []))),
    ]);
    return {
      raffles: rows.map((row) =>
        this.adminRaffle(
          row,
          claimed.get(row.id) ?? 0,
          (row.created_by && creators.get(row.created_by)) || null,
        ),
      ),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
    };
  }

  async results(raffleId: string): Promise<AdminRaffleResultsResponse> {
    const raffle = await this.repository.findRaffle(raffleId);
    if (!raffle) throw new AppError('not_found');
    const [winners, creator] = await Promise.all([
      this.repository.winners(raffle.id),
      this.staff.usernameOf(raffle.created_by),
    ]);
    const claimed = winners.filter((winner) => winner.claimed_at !== null).length;
    const accounts = await this.members.accountsOf(
      winners.flatMap((winner) => (winner.member_id ? [winner.member_id] : [])),
    );
    return {
      raffle: this.adminRaffle(raffle, claimed, creator),
      winners: winners.map((winner) => ({
        prizeIndex: winner.prize_index,
        amountMinor: winner.amount_minor,
        ticket: winner.ticket === null ? null : Number(winner.ticket),
        memberId: winner.member_id,
        account: winner.member_id ? (accounts.get(winner.member_id) ?? null) : null,
        tickets: winner.tickets ?? 0,
        claimedAt: winner.claimed_at?.toISOString() ?? null,
      })),
    };
  }

  private adminRaffle(raffle: RaffleRow, claimedCount: number, createdBy: string | null): AdminRaffle {
    return {
      id: raffle.id,
      title: raffle.title,
      startsAt: raffle.starts_at.toISOString(),
      ticketsCloseAt: raffle.tickets_close_at.toISOString(),
      claimEndsAt: raffle.claim_ends_at.toISOString(),
      status: statusOf(raffle, this.now()),
      ticketRule: {
        basis: raffle.ticket_basis,
        perTicketMinor: raffle.per_ticket_minor,
        maxTicketsPerMember: raffle.max_tickets_per_member,
      },
      prizes: raffle.prizes.map((amount, index) => ({ index, amountMinor: amount })),
      seedHash: raffle.seed_hash,
      drawnAt: raffle.drawn_at?.toISOString() ?? null,
      entryCount: raffle.entry_count ?? 0,
      totalTickets: Number(raffle.total_tickets ?? 0),
      claimedCount,
      createdBy,
      createdAt: raffle.created_at.toISOString(),
    };
  }
}
