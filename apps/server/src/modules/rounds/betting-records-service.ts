import type {
  BettingRecord,
  BettingRecordsQuery,
  BettingRecordsResponse,
  BettingTotals,
} from '@gaming/contracts/betting-records';
import { maximumBettingRecordsPageSize } from '@gaming/contracts/betting-records';
import { instantRange, resolvePeriod } from '../../platform/brand-period.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { GameRoundRow, RoundsService, RoundTotals } from './rounds-service.js';

type GameKey = { vendorCode: string; gameCode: string };

/** Display names of games and vendors (the catalogue provides them; the rounds keep only codes). */
export interface GameLabels {
  gameLabels(
    pairs: readonly GameKey[],
    language: string | undefined,
  ): Promise<{ gameName: (key: GameKey) => string; vendorName: (vendorCode: string) => string }>;
}

type Labels = Awaited<ReturnType<GameLabels['gameLabels']>>;

/** A round as a line of the betting records; a cancelled round's bets were refunded, so it nets 0. */
export function toBettingRecord(row: GameRoundRow, labels: Labels): BettingRecord {
  const stakeMinor = BigInt(row.stake_minor);
  const winMinor = BigInt(row.win_minor);
  return {
    roundId: row.id,
    vendorCode: row.vendor_code,
    vendorName: labels.vendorName(row.vendor_code),
    gameCode: row.game_code,
    gameName: labels.gameName({ vendorCode: row.vendor_code, gameCode: row.game_code }),
    category: row.category,
    stakeMinor: row.stake_minor,
    winMinor: row.win_minor,
    validBetMinor: row.valid_bet_minor,
    netMinor: row.status === 'cancelled' ? '0' : (winMinor - stakeMinor).toString(),
    status: row.status,
    openedAt: row.opened_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

export function toBettingTotals(totals: RoundTotals): BettingTotals {
  return {
    count: totals.count,
    stakeMinor: totals.stakeMinor.toString(),
    winMinor: totals.winMinor.toString(),
    validBetMinor: totals.validBetMinor.toString(),
    netMinor: (totals.winMinor - totals.stakeMinor).toString(),
  };
}

/** Names for a page of rounds, fetched once for the page. */
export function labelsOf(rows: readonly GameRoundRow[], catalogue: GameLabels, language: string | undefined) {
  return catalogue.gameLabels(
    rows.map((row) => ({ vendorCode: row.vendor_code, gameCode: row.game_code })),
    language,
  );
}

/**
 * Betting records (member centre personalHistoryCopy): the member's own rounds of every vendor, in-house
 * included, for a period of brand-local days (the periods of personal profit and loss), optionally one
 * category, paged, with the totals of the whole filtered set.
 */
export class BettingRecordsService {
  constructor(
    private readonly rounds: RoundsService,
    private readonly catalogue: GameLabels,
    private readonly settings: SettingsService,
    private readonly now: () => number = Date.now,
  ) {}

  async list(memberId: string, query: BettingRecordsQuery): Promise<BettingRecordsResponse> {
    const offsetMinutes = this.settings.get('brand').gmtOffsetMinutes;
    const range = resolvePeriod(query.period, query, this.now(), offsetMinutes);
    const pageSize = Math.min(query.pageSize, maximumBettingRecordsPageSize);
    const { rows, total, totals } = await this.rounds.listForMember({
      memberId,
      category: query.category,
      ...instantRange(range, offsetMinutes),
      page: query.page,
      pageSize,
    });
    const labels = await labelsOf(rows, this.catalogue, query.language);
    return {
      period: query.period,
      from: range.from,
      to: range.to,
      gmtOffsetMinutes: offsetMinutes,
      records: rows.map((row) => toBettingRecord(row, labels)),
      totals: toBettingTotals(totals),
      pageInfo: { page: query.page, pageSize, total },
    };
  }
}
