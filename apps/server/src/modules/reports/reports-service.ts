import {
  type AdminCashierReportResponse,
  type AdminDailyReportResponse,
  type AdminDashboardResponse,
  type AdminGameReportResponse,
  type AdminPlayerReportResponse,
  type GameReportGrouping,
  type PlayerFigures,
  type ReportDay,
  type ReportFigures,
  type ReportRangeQuery,
  reportLimits,
} from '@gaming/contracts/reports';
import { addDays, brandDay, brandDayStart, isCalendarDay } from '../../platform/brand-day.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsService } from '../settings/settings-service.js';
import type {
  CashDayRow,
  ChannelRow,
  CountDayRow,
  InstantRange,
  PlayDayRow,
  PlayerSums,
  PlaySums,
  ReportsRepository,
} from './reports-repository.js';

export type DayRange = { from: string; to: string };
export type Paging = { page: number; pageSize: number };

const dayMs = 86_400_000;

function invalid(path: string, message: string): AppError {
  return new AppError('validation_failed', undefined, [{ path, message }]);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** Without dates: the last 7 brand-local days, today included; at most 366 days, from not after to. */
export function resolveReportRange(query: ReportRangeQuery, nowMs: number, offsetMinutes: number): DayRange {
  if (query.from !== undefined && !isCalendarDay(query.from)) throw invalid('from', 'validation.day');
  if (query.to !== undefined && !isCalendarDay(query.to)) throw invalid('to', 'validation.day');
  const to = query.to ?? brandDay(nowMs, offsetMinutes);
  const from = query.from ?? addDays(to, 1 - reportLimits.defaultRangeDays);
  if (from > to) throw invalid('from', 'validation.rangeOrder');
  if (daysBetween(from, to) > reportLimits.maximumRangeDays) throw invalid('to', 'validation.rangeTooLong');
  return { from, to };
}

function instantsOf(range: DayRange, offsetMinutes: number): InstantRange {
  return {
    fromInstant: brandDayStart(range.from, offsetMinutes),
    toInstant: brandDayStart(range.to, offsetMinutes, 1),
  };
}

type DaySums = {
  registrations: number;
  firstDeposits: number;
  firstDepositsMinor: bigint;
  cash: Omit<CashDayRow, 'day'>;
  play: Omit<PlayDayRow, 'day'>;
};

function emptySums(): DaySums {
  return {
    registrations: 0,
    firstDeposits: 0,
    firstDepositsMinor: 0n,
    cash: { deposits: 0, depositsMinor: 0n, withdrawals: 0, withdrawalsMinor: 0n, bonusesMinor: 0n },
    play: { rounds: 0, players: 0, stakeMinor: 0n, winMinor: 0n },
  };
}

function figuresOf(sums: DaySums): ReportFigures {
  const ggr = sums.play.stakeMinor - sums.play.winMinor;
  return {
    registrations: sums.registrations,
    firstDeposits: sums.firstDeposits,
    firstDepositsMinor: sums.firstDepositsMinor.toString(),
    deposits: sums.cash.deposits,
    depositsMinor: sums.cash.depositsMinor.toString(),
    withdrawals: sums.cash.withdrawals,
    withdrawalsMinor: sums.cash.withdrawalsMinor.toString(),
    rounds: sums.play.rounds,
    stakesMinor: sums.play.stakeMinor.toString(),
    winsMinor: sums.play.winMinor.toString(),
    ggrMinor: ggr.toString(),
    bonusesMinor: sums.cash.bonusesMinor.toString(),
    ngrMinor: (ggr - sums.cash.bonusesMinor).toString(),
    activePlayers: sums.play.players,
  };
}

function addInto(total: DaySums, day: DaySums): void {
  total.registrations += day.registrations;
  total.firstDeposits += day.firstDeposits;
  total.firstDepositsMinor += day.firstDepositsMinor;
  total.cash.deposits += day.cash.deposits;
  total.cash.depositsMinor += day.cash.depositsMinor;
  total.cash.withdrawals += day.cash.withdrawals;
  total.cash.withdrawalsMinor += day.cash.withdrawalsMinor;
  total.cash.bonusesMinor += day.cash.bonusesMinor;
  total.play.rounds += day.play.rounds;
  total.play.stakeMinor += day.play.stakeMinor;
  total.play.winMinor += day.play.winMinor;
}

function playerFiguresOf(sums: PlayerSums): PlayerFigures {
  return {
    deposits: sums.deposits,
    depositsMinor: sums.depositsMinor.toString(),
    withdrawals: sums.withdrawals,
    withdrawalsMinor: sums.withdrawalsMinor.toString(),
    bonusesMinor: sums.bonusesMinor.toString(),
    rounds: sums.rounds,
    turnoverMinor: sums.turnoverMinor.toString(),
    winsMinor: sums.winsMinor.toString(),
    ggrMinor: (sums.turnoverMinor - sums.winsMinor).toString(),
  };
}

function playFiguresOf(sums: PlaySums) {
  return {
    rounds: sums.rounds,
    players: sums.players,
    stakesMinor: sums.stakeMinor.toString(),
    winsMinor: sums.winMinor.toString(),
    ggrMinor: (sums.stakeMinor - sums.winMinor).toString(),
  };
}

function channelRowOf(row: ChannelRow) {
  return {
    direction: row.direction,
    accountCode: row.accountCode,
    channelId: row.channelId,
    channelName: row.channelName,
    channelType: row.channelType,
    count: row.count,
    grossMinor: row.grossMinor.toString(),
    feesMinor: row.feesMinor.toString(),
    netMinor: (row.grossMinor - row.feesMinor).toString(),
    refundsMinor: row.refundsMinor.toString(),
  };
}

const noPlayerSums: PlayerSums = {
  deposits: 0,
  depositsMinor: 0n,
  withdrawals: 0,
  withdrawalsMinor: 0n,
  bonusesMinor: 0n,
  rounds: 0,
  turnoverMinor: 0n,
  winsMinor: 0n,
};

function pageOf(paging: Paging) {
  const pageSize = Math.min(paging.pageSize, reportLimits.maximumPageSize);
  return { pageSize, limit: pageSize, offset: (paging.page - 1) * pageSize };
}

/**
 * The dashboard and the reports (issue 14 #14, #15): money from members' main-wallet ledger lines and
 * play from settled rounds, by the brand's calendar days. The dashboard's totals and the player report
 * summed over members are the same lines, so they agree to the cent.
 */
export class ReportsService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly settings: SettingsService,
    private readonly now: () => number = Date.now,
  ) {}

  private format() {
    const brand = this.settings.get('brand');
    return {
      currency: brand.currency,
      decimals: brand.currencyDecimals,
      gmtOffsetMinutes: brand.gmtOffsetMinutes,
    };
  }

  range(query: ReportRangeQuery): DayRange {
    return resolveReportRange(query, this.now(), this.format().gmtOffsetMinutes);
  }

  /** Every day of a range (oldest first, zeros where nothing happened) and the range's totals. */
  async daysOf(range: DayRange): Promise<{ days: ReportDay[]; totals: ReportFigures }> {
    const offset = this.format().gmtOffsetMinutes;
    const instants = instantsOf(range, offset);
    const [registrations, firstDeposits, cash, play, playTotals] = await Promise.all([
      this.repository.registrationsByDay(instants, offset),
      this.repository.firstDepositsByDay(instants, offset),
      this.repository.cashByDay(instants, offset),
      this.repository.playByDay(instants, offset),
      this.repository.playTotals(instants),
    ]);
    const byDay = new Map<string, DaySums>();
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) byDay.set(day, emptySums());
    const sumsOf = (day: string) => byDay.get(day) ?? emptySums();
    for (const row of registrations) sumsOf(row.day).registrations = row.count;
    for (const row of firstDeposits as CountDayRow[]) {
      const sums = sumsOf(row.day);
      sums.firstDeposits = row.count;
      sums.firstDepositsMinor = row.amountMinor;
    }
    for (const { day, ...row } of cash) sumsOf(day).cash = row;
    for (const { day, ...row } of play) sumsOf(day).play = row;
    const total = emptySums();
    for (const sums of byDay.values()) addInto(total, sums);
    total.play.players = playTotals.players;
    return {
      days: [...byDay.entries()].map(([day, sums]) => ({ day, ...figuresOf(sums) })),
      totals: figuresOf(total),
    };
  }

  async dashboard(query: ReportRangeQuery): Promise<AdminDashboardResponse> {
    const format = this.format();
    const range = this.range(query);
    const today = brandDay(this.now(), format.gmtOffsetMinutes);
    const period = await this.daysOf(range);
    const todayRow = period.days.find((day) => day.day === today);
    const todayFigures = todayRow
      ? (({ day: _day, ...figures }) => figures)(todayRow)
      : (await this.daysOf({ from: today, to: today })).totals;
    return { ...format, today, todayFigures, ...range, totals: period.totals, days: period.days };
  }

  async daily(query: ReportRangeQuery & Paging): Promise<AdminDailyReportResponse> {
    const range = this.range(query);
    const { days, totals } = await this.daysOf(range);
    const page = pageOf(query);
    const newestFirst = days.reverse();
    return {
      ...this.format(),
      ...range,
      totals,
      rows: newestFirst.slice(page.offset, page.offset + page.limit),
      pageInfo: { page: query.page, pageSize: page.pageSize, total: newestFirst.length },
    };
  }

  async games(
    query: ReportRangeQuery & Paging & { groupBy: GameReportGrouping; vendor?: string | undefined },
  ): Promise<AdminGameReportResponse> {
    const format = this.format();
    const range = this.range(query);
    const instants = instantsOf(range, format.gmtOffsetMinutes);
    const page = pageOf(query);
    const filter = { groupBy: query.groupBy, vendorCode: query.vendor };
    const [groups, totals] = await Promise.all([
      this.repository.playByGame(instants, filter, page),
      this.repository.playTotals(instants, query.vendor),
    ]);
    return {
      ...format,
      ...range,
      groupBy: query.groupBy,
      totals: playFiguresOf(totals),
      rows: groups.rows.map((row) => ({
        vendorCode: row.vendorCode,
        gameCode: row.gameCode,
        ...playFiguresOf(row),
      })),
      pageInfo: { page: query.page, pageSize: page.pageSize, total: groups.total },
    };
  }

  /** The member filter by account; an unknown account is an empty report, not an error. */
  private async memberFilter(account: string | undefined): Promise<string | undefined | null> {
    if (account === undefined) return undefined;
    return (await this.repository.memberIdOf(account)) ?? null;
  }

  async players(
    query: ReportRangeQuery & Paging & { member?: string | undefined },
  ): Promise<AdminPlayerReportResponse> {
    const format = this.format();
    const range = this.range(query);
    const instants = instantsOf(range, format.gmtOffsetMinutes);
    const page = pageOf(query);
    const memberId = await this.memberFilter(query.member);
    const [list, totals] =
      memberId === null
        ? [{ rows: [], total: 0 }, noPlayerSums]
        : await Promise.all([
            this.repository.players(instants, memberId, page),
            this.repository.playerTotals(instants, memberId),
          ]);
    return {
      ...format,
      ...range,
      totals: playerFiguresOf(totals),
      rows: list.rows.map((row) => ({
        memberId: row.memberId,
        account: row.account,
        ...playerFiguresOf(row),
      })),
      pageInfo: { page: query.page, pageSize: page.pageSize, total: list.total },
    };
  }

  async cashier(query: ReportRangeQuery & Paging): Promise<AdminCashierReportResponse> {
    const format = this.format();
    const range = this.range(query);
    const rows = await this.repository.channels(instantsOf(range, format.gmtOffsetMinutes));
    const page = pageOf(query);
    return {
      ...format,
      ...range,
      rows: rows.slice(page.offset, page.offset + page.limit).map(channelRowOf),
      pageInfo: { page: query.page, pageSize: page.pageSize, total: rows.length },
    };
  }

  // ---- exports: every row of the filter, at most reportLimits.maximumExportRows ----

  async exportDays(query: ReportRangeQuery) {
    const range = this.range(query);
    return { range, format: this.format(), days: (await this.daysOf(range)).days.reverse() };
  }

  async exportGames(query: ReportRangeQuery & { groupBy: GameReportGrouping; vendor?: string | undefined }) {
    const format = this.format();
    const range = this.range(query);
    const limit = reportLimits.maximumExportRows;
    const groups = await this.repository.playByGame(
      instantsOf(range, format.gmtOffsetMinutes),
      { groupBy: query.groupBy, vendorCode: query.vendor },
      { limit, offset: 0 },
    );
    return {
      range,
      format,
      rows: groups.rows.map((row) => ({ ...row, ...playFiguresOf(row) })),
      truncated: groups.total > limit,
    };
  }

  async exportPlayers(query: ReportRangeQuery & { member?: string | undefined }) {
    const format = this.format();
    const range = this.range(query);
    const memberId = await this.memberFilter(query.member);
    const limit = reportLimits.maximumExportRows;
    const list =
      memberId === null
        ? { rows: [], total: 0 }
        : await this.repository.players(instantsOf(range, format.gmtOffsetMinutes), memberId, {
            limit,
            offset: 0,
          });
    return {
      range,
      format,
      rows: list.rows.map((row) => ({
        memberId: row.memberId,
        account: row.account,
        ...playerFiguresOf(row),
      })),
      truncated: list.total > limit,
    };
  }

  async exportCashier(query: ReportRangeQuery) {
    const format = this.format();
    const range = this.range(query);
    const rows = await this.repository.channels(instantsOf(range, format.gmtOffsetMinutes));
    return { range, format, rows: rows.map(channelRowOf) };
  }
}
