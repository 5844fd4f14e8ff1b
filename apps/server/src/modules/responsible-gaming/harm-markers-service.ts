import type { AdminHarmMarkersQuery, RgInteractionRequest } from '@gaming/contracts/harm-markers';
import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import { brandDayStart, brandToday } from '../../platform/brand-day.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { StaffActorWithId } from '../staff/staff-actor.js';
import type { HarmFactsRepository } from './harm-facts-repository.js';
import type { HarmMarkersRepository, NewHarmMarker } from './harm-markers-repository.js';
import type { InteractionsService } from './interactions-service.js';

/** Members one run looks at, at most (the cursor goes on from there next hour). */
const membersPerRun = 500;
const dayMs = 86_400_000;
/** Weeks of deposits the rising-frequency rule compares this week with. */
const baselineWeeks = 4;

type Rules = Jurisdiction['harmMarkers'];

/**
 * Markers of harm (issue 20, 6.1): each hour the rg-harm-markers job applies the jurisdiction's rules to
 * the next 500 members over complete brand days, and records one marker per member, rule and window
 * (a rerun in the same brand day finds the same window and inserts nothing). Staff review a marker by
 * recording what they did (an interaction).
 */
export class HarmMarkersService {
  constructor(
    private readonly repository: HarmMarkersRepository,
    private readonly facts: HarmFactsRepository,
    private readonly interactions: InteractionsService,
    private readonly audit: AuditService,
    private readonly source: { rules: () => Rules; gmtOffsetMinutes: () => number },
    private readonly now: () => Date,
  ) {}

  /** One run: the next batch of members after the cursor (wrapping to the start when done). */
  async scan(): Promise<{ members: number; markers: number; enabled: boolean }> {
    const rules = this.source.rules();
    if (!rules.enabled) return { members: 0, markers: 0, enabled: false };
    const after = await this.repository.cursor();
    const ids = await this.facts.membersAfter(after, membersPerRun);
    const markers = ids.length > 0 ? await this.evaluate(ids, rules) : 0;
    await this.repository.moveCursor(ids.length < membersPerRun ? '0' : (ids.at(-1) as string));
    return { members: ids.length, markers, enabled: true };
  }

  /** Applies every rule to these members over the windows ending at today's brand-day start. */
  async evaluate(ids: readonly string[], rules: Rules): Promise<number> {
    const at = this.now();
    const offset = this.source.gmtOffsetMinutes();
    const dayStart = brandDayStart(brandToday(at, offset), offset);
    const daysBack = (days: number) => new Date(dayStart.getTime() - days * dayMs);
    const week = { start: daysBack(7), end: dayStart };
    const month = { start: daysBack(30), end: dayStart };
    const day = { start: daysBack(1), end: dayStart };
    const found: NewHarmMarker[] = [];
    const add = (
      rule: NewHarmMarker['rule'],
      window: { start: Date; end: Date },
      memberId: string,
      evidence: Record<string, unknown>,
    ) => found.push({ memberId, rule, windowStart: window.start, windowEnd: window.end, evidence });

    const [frequency, night, increases, reversals, chasing, registers] = await Promise.all([
      this.facts.depositFrequency(ids, week.start, week.end, baselineWeeks),
      this.facts.nightStakes(ids, week.start, week.end, {
        startHour: rules.nightStartHour,
        endHour: rules.nightEndHour,
        offsetMinutes: offset,
      }),
      this.facts.limitIncreases(ids, month.start, month.end),
      this.facts.reversalAttempts(ids, month.start, month.end),
      this.facts.depositsAfterLosses(ids, day.start, day.end, rules.chasingWindowMinutes),
      this.facts.previouslyExcluded(ids, month.start, month.end),
    ]);
    for (const row of frequency)
      if (
        row.recent >= rules.minDepositsPerWeek &&
        row.recent >= rules.depositFrequencyRatio * row.baselineWeekly
      )
        add('deposit_frequency_rising', week, row.memberId, {
          depositsThisWeek: row.recent,
          weeklyAverageBefore: row.baselineWeekly,
          ratio: rules.depositFrequencyRatio,
        });
    for (const row of night) {
      // Shares compared in integers: nightMinor / totalMinor >= share, with the share in millionths.
      const shareMillionths = BigInt(Math.round(rules.nightShare * 1_000_000));
      if (row.totalMinor > 0n && row.nightMinor * 1_000_000n >= shareMillionths * row.totalMinor)
        add('night_play', week, row.memberId, {
          nightStakeMinor: row.nightMinor.toString(),
          totalStakeMinor: row.totalMinor.toString(),
          nightStartHour: rules.nightStartHour,
          nightEndHour: rules.nightEndHour,
        });
    }
    for (const row of increases)
      if (row.count >= rules.limitIncreasesPer30Days)
        add('limit_increases', month, row.memberId, { increaseRequests: row.count });
    for (const row of reversals)
      if (row.count >= rules.reversalAttemptsPer30Days)
        add('withdrawal_reversal_attempts', month, row.memberId, { cancelAttempts: row.count });
    for (const row of chasing)
      if (row.count >= rules.chasingCountPer24h)
        add('chasing_losses', day, row.memberId, {
          depositsSoonAfterALoss: row.count,
          windowMinutes: rules.chasingWindowMinutes,
        });
    for (const row of registers)
      add('register_previously_excluded', month, row.memberId, {
        answers: row.count,
        provider: row.provider,
      });
    return this.repository.insertMarkers(found, at);
  }

  list(filter: AdminHarmMarkersQuery) {
    return this.repository.list(filter);
  }

  ofMember(memberId: string, limit: number) {
    return this.repository.ofMember(memberId, Math.min(limit, 50));
  }

  /** Reviewed once, with what was done recorded as an interaction, both in one transaction. */
  async review(actor: StaffActorWithId, markerId: string, request: RgInteractionRequest) {
    const at = this.now();
    return this.repository.transaction(async (transaction) => {
      const marker = await this.repository.find(transaction, markerId);
      if (!marker) throw new AppError('not_found');
      if (!(await this.repository.markReviewed(transaction, markerId, actor.audit.name, at)))
        throw new AppError('invalid_state', 'This marker was already reviewed.');
      const interaction = await this.interactions.addInTransaction(
        transaction,
        actor,
        marker.memberId,
        request,
        {
          harmMarkerId: markerId,
          at,
        },
      );
      await this.audit.record(
        actor.audit,
        {
          action: 'harm_marker.review',
          targetType: 'member',
          targetId: marker.memberId,
          after: { markerId, rule: marker.rule, interactionId: interaction.id },
        },
        transaction,
      );
      return {
        ...marker,
        status: 'reviewed' as const,
        reviewedByName: actor.audit.name,
        reviewedAt: at.toISOString(),
      };
    });
  }
}
