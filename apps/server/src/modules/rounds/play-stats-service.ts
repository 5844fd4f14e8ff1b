import { AppError } from '../../platform/errors.js';
import type { InstantRange, PlayStatsRepository } from './play-stats-repository.js';

export type { InstantRange } from './play-stats-repository.js';

export type PlayStatsMetric = 'valid_bet' | 'biggest_win';

export type LeaderboardRequest = {
  metric: PlayStatsMetric;
  /** A catalogue category (SLOT, LIVE, ...) or null for all. */
  category: string | null;
  fromInstant: Date;
  toInstant: Date;
  /** At most 100. */
  limit: number;
};

export type LeaderboardEntry = { memberId: string; valueMinor: bigint };

const maxLeaderboard = 100;
const categoryPattern = /^[A-Z0-9_]{1,40}$/;
const memberIdPattern = /^[1-9][0-9]{0,17}$/;

function period(fromInstant: Date, toInstant: Date): InstantRange {
  if (Number.isNaN(fromInstant.getTime()) || Number.isNaN(toInstant.getTime()))
    throw new AppError('validation_failed', 'A period needs two valid instants.');
  return { fromInstant, toInstant };
}

function checkMember(memberId: string): void {
  if (!memberIdPattern.test(memberId)) throw new AppError('validation_failed', 'Unknown member id.');
}

function checkCategory(category: string | null): void {
  if (category !== null && !categoryPattern.test(category))
    throw new AppError('validation_failed', 'Unknown game category.');
}

/**
 * Settled play per member and game category over any period (issue 17): points earning, VIP thresholds,
 * missions and ranking boards read it here, never game_rounds themselves. Kept in hourly UTC windows by
 * 0035's triggers on game_rounds, so a round counts with its current amounts (a refund after settlement
 * lowers its window) at the instant it settled. A period [from, to) is exact: its whole hours come from
 * the windows, the partial hours at its ends (a brand day in +05:45 starts at 18:15 UTC) from the rounds.
 */
export class PlayStatsService {
  constructor(private readonly repository: PlayStatsRepository) {}

  /** Settled valid bet per category in [from, to); categories without play are absent. */
  validBetByCategory(memberId: string, fromInstant: Date, toInstant: Date): Promise<Map<string, bigint>> {
    checkMember(memberId);
    return this.repository.validBetByCategory(memberId, period(fromInstant, toInstant));
  }

  /** Settled valid bet of all categories, ever or in [from, to). */
  totalValidBet(memberId: string, fromInstant?: Date, toInstant?: Date): Promise<bigint> {
    checkMember(memberId);
    if (!fromInstant && !toInstant) return this.repository.totalValidBet(memberId, null);
    return this.repository.totalValidBet(
      memberId,
      period(fromInstant ?? new Date(0), toInstant ?? new Date(8_640_000_000_000_000)),
    );
  }

  /** Distinct days (in the brand's offset) in [from, to) with at least one settled round. */
  daysPlayed(
    memberId: string,
    fromInstant: Date,
    toInstant: Date,
    gmtOffsetMinutes: number,
  ): Promise<number> {
    checkMember(memberId);
    if (!Number.isInteger(gmtOffsetMinutes) || Math.abs(gmtOffsetMinutes) > 840)
      throw new AppError('validation_failed', 'The offset is whole minutes within ±14 hours.');
    return this.repository.daysPlayed(memberId, period(fromInstant, toInstant), gmtOffsetMinutes);
  }

  /**
   * The best members of a period by total valid bet or biggest single win, best first, ties broken by
   * member id (the earlier account first); only members with a positive value; at most 100.
   */
  leaderboard(request: LeaderboardRequest): Promise<LeaderboardEntry[]> {
    checkCategory(request.category);
    const limit = Math.min(Math.max(Math.trunc(request.limit), 1), maxLeaderboard);
    return this.repository.leaderboard({
      ...period(request.fromInstant, request.toInstant),
      metric: request.metric,
      category: request.category,
      limit,
    });
  }

  /** A member's value in a board's period and its rank by the leaderboard's order (null without play). */
  memberStanding(
    memberId: string,
    request: Omit<LeaderboardRequest, 'limit'>,
  ): Promise<{ valueMinor: bigint; rank: number | null }> {
    checkMember(memberId);
    checkCategory(request.category);
    return this.repository.memberStanding(memberId, {
      ...period(request.fromInstant, request.toInstant),
      metric: request.metric,
      category: request.category,
    });
  }

  /** Valid bet by category of (member, hour window) pairs: what the points job earns on. */
  windowsValidBet(keys: readonly { memberId: string; windowStart: Date }[]) {
    return this.repository.windowsValidBet(keys);
  }
}
