import {
  type AdminRedEnvelopeCreateBody,
  type AdminRedEnvelopeDrop,
  type AdminRedEnvelopeResultsResponse,
  type CampaignStatus,
  type RedEnvelopeAudience,
  type RedEnvelopeCurrentResponse,
  type RedEnvelopeGrabResponse,
  redEnvelopeAudienceSchema,
  rewardCampaignLimits,
} from '@gaming/contracts/reward-campaigns';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import {
  CampaignAudienceFilters,
  type CampaignDeposits,
  type CampaignGrants,
  type CampaignMembers,
  type CampaignStaff,
  type PendingGrant,
  type StaffActor,
} from './ports.js';
import { splitRedEnvelopes } from './red-envelope-split.js';
import { isUniqueViolation, type RewardCampaignsRepository } from './reward-campaigns-repository.js';

const dayMs = 86_400_000;
/** A grabbed envelope not paid after this long is paid by the sweeper (its grabber's request died). */
const sweepAfterMs = 30_000;
const sweepBatch = 200;

type DropRow = NonNullable<Awaited<ReturnType<RewardCampaignsRepository['findDrop']>>>;

function statusOf(drop: { starts_at: Date; ends_at: Date }, now: Date): CampaignStatus {
  if (now < drop.starts_at) return 'scheduled';
  return now < drop.ends_at ? 'live' : 'ended';
}

/** Red-envelope drops (issue 16): staff create them pre-split; members grab one envelope each. */
export class RedEnvelopeService {
  constructor(
    private readonly repository: RewardCampaignsRepository,
    private readonly rounds: RoundsService,
    private readonly deposits: CampaignDeposits,
    private readonly members: CampaignMembers,
    private readonly staff: CampaignStaff,
    private readonly grants: CampaignGrants,
    private readonly audit: AuditService,
    private readonly now: () => Date,
    private readonly audience: CampaignAudienceFilters = new CampaignAudienceFilters(),
  ) {}

  async create(actor: StaffActor, body: AdminRedEnvelopeCreateBody): Promise<AdminRedEnvelopeDrop> {
    const startsAt = new Date(body.startsAt);
    const endsAt = new Date(body.endsAt);
    if (endsAt.getTime() - startsAt.getTime() > rewardCampaignLimits.campaignDays * dayMs)
      throw new AppError('validation_failed', 'A drop runs at most a year.');
    if (endsAt <= this.now()) throw new AppError('validation_failed', 'The drop would end in the past.');
    const totalMinor = BigInt(body.totalMinor);
    const floorMinor = BigInt(body.floorMinor);
    if (floorMinor * BigInt(body.envelopeCount) > totalMinor)
      throw new AppError('validation_failed', 'floor × envelopes is above the total.');
    const amounts = splitRedEnvelopes(totalMinor, body.envelopeCount, floorMinor);
    const drop = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.insertDrop(
        transaction,
        {
          title: body.title,
          totalMinor,
          envelopeCount: body.envelopeCount,
          floorMinor,
          startsAt,
          endsAt,
          audience: body.audience,
          createdBy: actor.staffId,
        },
        amounts,
      );
      await this.audit.record(
        actor.audit,
        {
          action: 'red_envelope.create',
          targetType: 'red_envelope_drop',
          targetId: row.id,
          after: { ...body },
        },
        transaction,
      );
      return row;
    });
    return this.adminDrop(drop, { grabbed: 0, grabbedMinor: 0n }, actor.audit.name);
  }

  async current(memberId: string): Promise<RedEnvelopeCurrentResponse> {
    const now = this.now();
    const [drop, grabs] = await Promise.all([
      this.repository.currentDrop(now),
      this.repository.myGrabs(memberId, rewardCampaignLimits.myGrabs),
    ]);
    const myGrabs = grabs.map((grab) => ({
      dropId: grab.drop_id,
      title: grab.title,
      amountMinor: grab.amount_minor,
      grabbedAt: (grab.grabbed_at as Date).toISOString(),
    }));
    if (!drop) return { drop: null, myGrabs };
    const [counts, mine, eligible] = await Promise.all([
      this.repository.dropCounts([drop.id]),
      this.repository.grabOf(drop.id, memberId),
      this.eligible(drop, memberId, now),
    ]);
    const grabbed = counts.get(drop.id)?.grabbed ?? 0;
    return {
      drop: {
        id: drop.id,
        title: drop.title,
        startsAt: drop.starts_at.toISOString(),
        endsAt: drop.ends_at.toISOString(),
        status: statusOf(drop, now),
        envelopeCount: drop.envelope_count,
        remaining: drop.envelope_count - grabbed,
        audience: this.audienceOf(drop),
        eligible,
        myGrab: mine
          ? {
              dropId: drop.id,
              title: drop.title,
              amountMinor: mine.amount_minor,
              grabbedAt: (mine.grabbed_at as Date).toISOString(),
            }
          : null,
      },
      myGrabs,
    };
  }

  /**
   * One envelope per member and drop, first come first served: a skip-locked update takes a free one; the
   * unique (drop, member) index makes a second grab by the same member a replay of its first. The envelope
   * and its bonus row commit together; the payout and the envelope's paid mark then commit together in
   * the ledger's group commit (two commits a grab). A crash in between leaves a bonus row owing its payout,
   * which the bonuses' sweeper (or the member's replay, or this module's sweeper) pays once.
   */
  async grab(memberId: string, dropId: string): Promise<RedEnvelopeGrabResponse> {
    const [drop, existing] = await Promise.all([
      this.repository.findDrop(dropId),
      this.repository.grabOf(dropId, memberId),
    ]);
    if (!drop) throw new AppError('not_found');
    if (existing) return this.replayed(drop, existing);
    const now = this.now();
    if (statusOf(drop, now) !== 'live') throw new AppError('campaign_not_live');
    if (!(await this.eligible(drop, memberId, now))) throw new AppError('campaign_not_eligible');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      let taken: Awaited<ReturnType<RedEnvelopeService['takeAndGrant']>>;
      try {
        taken = await this.takeAndGrant(drop, memberId, now);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const first = await this.repository.grabOf(dropId, memberId);
        if (!first) throw error;
        return this.replayed(drop, first);
      }
      if (taken) {
        await this.payGranted(taken.envelope.id, taken.pending);
        return this.answer(drop, taken.envelope, false);
      }
      // Nothing free to take without waiting: sold out, unless another grab holds the last ones and may
      // still roll back (a member's second grab at once).
      if (!(await this.repository.anyFreeEnvelope(dropId))) throw new AppError('red_envelope_sold_out');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
    throw new AppError('service_unavailable');
  }

  /** Takes an envelope and writes its bonus row (owing the payout) in one transaction: one commit. */
  private takeAndGrant(drop: DropRow, memberId: string, now: Date) {
    return this.repository.transaction(async (transaction) => {
      const envelope = await this.repository.takeEnvelope(drop.id, memberId, now, transaction);
      if (!envelope) return undefined;
      // The member and amount as the update stored them (RETURNING), never a caller's figures.
      const owner = { memberId, amountMinor: BigInt(envelope.amount_minor) };
      const pending = await this.grants.grantInTransaction(
        transaction,
        this.grantOf(envelope.id, drop.title, owner),
      );
      return { envelope, pending };
    });
  }

  /** The payout with the envelope's paid mark in one group commit; if another finisher paid, the mark alone. */
  private async payGranted(envelopeId: string, pending: PendingGrant): Promise<void> {
    const now = this.now();
    const mark = this.repository.markEnvelopePaidStatement(envelopeId, pending.row.id, now);
    const { bonusId, recordsCommitted } = await this.grants.finishGrant(pending, [
      { statement: mark, expectedRows: 1 },
    ]);
    if (!recordsCommitted) await this.repository.markEnvelopePaid(envelopeId, bonusId, now);
  }

  /** The member's grab again: paid if its first request died before the payout (same grant key). */
  private async replayed(
    drop: DropRow,
    envelope: {
      id: string;
      member_id: string | null;
      amount_minor: string;
      grabbed_at: Date | null;
      paid_at: Date | null;
    },
  ): Promise<RedEnvelopeGrabResponse> {
    if (!envelope.paid_at)
      await this.pay(envelope.id, drop.title, {
        memberId: envelope.member_id as string,
        amountMinor: BigInt(envelope.amount_minor),
      });
    return this.answer(drop, envelope, true);
  }

  private answer(
    drop: DropRow,
    envelope: { amount_minor: string; grabbed_at: Date | null },
    replayed: boolean,
  ): RedEnvelopeGrabResponse {
    return {
      dropId: drop.id,
      title: drop.title,
      amountMinor: envelope.amount_minor,
      grabbedAt: (envelope.grabbed_at as Date).toISOString(),
      replayed,
    };
  }

  private grantOf(envelopeId: string, title: string, owner: { memberId: string; amountMinor: bigint }) {
    return {
      memberId: owner.memberId,
      amountMinor: owner.amountMinor,
      kind: 'red_envelope',
      sourceId: envelopeId,
      grantKey: `red_envelope:${envelopeId}`,
      title,
      ledgerCode: 'red_envelope',
      claimable: null,
      wagering: null,
    } as const;
  }

  /** A grant made (or replayed) on its own, then the envelope marked paid: replays and the sweeper. */
  private async pay(envelopeId: string, title: string, owner: { memberId: string; amountMinor: bigint }) {
    const { bonusId } = await this.grants.grant(this.grantOf(envelopeId, title, owner));
    await this.repository.markEnvelopePaid(envelopeId, bonusId, this.now());
  }

  /** The sweeper: pays envelopes grabbed but not paid (the grab's request died before its grant). */
  async payStragglers(): Promise<{ paid: number }> {
    const rows = await this.repository.unpaidEnvelopes(
      new Date(this.now().getTime() - sweepAfterMs),
      sweepBatch,
    );
    for (const row of rows)
      await this.pay(row.id, row.title, {
        memberId: row.member_id as string,
        amountMinor: BigInt(row.amount_minor),
      });
    return { paid: rows.length };
  }

  private audienceOf(drop: DropRow): RedEnvelopeAudience {
    return redEnvelopeAudienceSchema.parse(drop.audience);
  }

  private async eligible(drop: DropRow, memberId: string, now: Date): Promise<boolean> {
    // A member the audience filters drop (an exclusion's marketing block) is never a candidate.
    if (!(await this.audience.allows(memberId))) return false;
    const audience = this.audienceOf(drop);
    if (audience.kind === 'everyone') return true;
    const since = new Date(now.getTime() - audience.days * dayMs);
    if (audience.kind === 'deposited') return this.deposits.hasCreditedSince(memberId, since);
    const byCategory = await this.rounds.settledValidBetByCategory(memberId, since, now);
    let total = 0n;
    for (const amount of byCategory.values()) total += amount;
    return total >= BigInt(audience.minValidBetMinor);
  }

  async list(
    filter: { status?: CampaignStatus },
    page: { page: number; pageSize: number },
  ): Promise<{ drops: AdminRedEnvelopeDrop[]; pageInfo: { page: number; pageSize: number; total: number } }> {
    const { rows, total } = await this.repository.listDrops(
      { status: filter.status, now: this.now() },
      page.page,
      page.pageSize,
    );
    const [counts, creators] = await Promise.all([
      this.repository.dropCounts(rows.map((row) => row.id)),
      this.staff.usernamesOf(rows.flatMap((row) => (row.created_by ? [row.created_by] : []))),
    ]);
    return {
      drops: rows.map((row) =>
        this.adminDrop(
          row,
          counts.get(row.id) ?? { grabbed: 0, grabbedMinor: 0n },
          (row.created_by && creators.get(row.created_by)) || null,
        ),
      ),
      pageInfo: { page: page.page, pageSize: page.pageSize, total },
    };
  }

  async results(
    dropId: string,
    page: { page: number; pageSize: number },
  ): Promise<AdminRedEnvelopeResultsResponse> {
    const drop = await this.repository.findDrop(dropId);
    if (!drop) throw new AppError('not_found');
    const [counts, grabs, creator] = await Promise.all([
      this.repository.dropCounts([drop.id]),
      this.repository.dropGrabs(drop.id, page.page, page.pageSize),
      this.staff.usernameOf(drop.created_by),
    ]);
    const accounts = await this.members.accountsOf(grabs.rows.map((grab) => grab.member_id as string));
    return {
      drop: this.adminDrop(drop, counts.get(drop.id) ?? { grabbed: 0, grabbedMinor: 0n }, creator),
      grabs: grabs.rows.map((grab) => ({
        memberId: grab.member_id as string,
        account: accounts.get(grab.member_id as string) ?? '',
        amountMinor: grab.amount_minor,
        grabbedAt: (grab.grabbed_at as Date).toISOString(),
      })),
      pageInfo: { page: page.page, pageSize: page.pageSize, total: grabs.total },
    };
  }

  private adminDrop(
    drop: DropRow,
    counts: { grabbed: number; grabbedMinor: bigint },
    createdBy: string | null,
  ): AdminRedEnvelopeDrop {
    return {
      id: drop.id,
      title: drop.title,
      totalMinor: drop.total_minor,
      envelopeCount: drop.envelope_count,
      floorMinor: drop.floor_minor,
      startsAt: drop.starts_at.toISOString(),
      endsAt: drop.ends_at.toISOString(),
      status: statusOf(drop, this.now()),
      audience: this.audienceOf(drop),
      grabbedCount: counts.grabbed,
      grabbedMinor: counts.grabbedMinor.toString(),
      createdBy,
      createdAt: drop.created_at.toISOString(),
    };
  }
}
