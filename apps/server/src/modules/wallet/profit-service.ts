import { isLedgerCode, ledgerCodes } from '@gaming/contracts/ledger-codes';
import {
  maximumBonusPageSize,
  type PersonalProfitResponse,
  type ProfitFigures,
  type ProfitGroup,
  type ProfitPeriod,
  profitGroups,
} from '@gaming/contracts/profit';
import type { MemberRow } from '../members/members-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import { balanceAfterOf } from './ledger-service.js';
import {
  addDays,
  brandDay,
  checkDayRange,
  type DayRange,
  instantRange,
  resolvePeriod,
} from './profit-period.js';
import type { DayCodeSum, ProfitRepository } from './profit-repository.js';
import type { WalletService } from './wallet-service.js';

/**
 * The reason codes bonus details lists (contracts/ledger-codes profitGroup bonuses): money from the bonus
 * pool reaching main. Each line's type is `rebate` for rebates and `bonus` for every other reward (a
 * bonus paid at once, a released wagering bonus, a red envelope, a raffle prize, a referral reward);
 * its `code` says which. Locking and forfeiting touch the member's bonus account, never main.
 */
const bonusTypeCodes = [
  'bonus',
  'bonus_release',
  'red_envelope',
  'raffle_prize',
  'referral_reward',
  // Loyalty (issue 17): mall cash and conversions, mission rewards, ranking prizes, VIP bonuses.
  'points_cash',
  'mission_reward',
  'ranking_prize',
  'vip_bonus',
] as const;
export const bonusCodes = [...bonusTypeCodes, 'rebate'] as const;
const codesOfType = { bonus: bonusTypeCodes, rebate: ['rebate'] } as const;
/** Bonus details without dates: the last 30 brand-local days, today included. */
const defaultBonusRangeDays = 30;

type GroupSums = Record<ProfitGroup, bigint>;

function emptySums(): GroupSums {
  return Object.fromEntries(profitGroups.map((group) => [group, 0n])) as GroupSums;
}

/** Where a code counts; codes outside the catalogue and vendor moves (group none) count nowhere. */
function groupOf(code: string): ProfitGroup | undefined {
  if (!isLedgerCode(code)) return undefined;
  const group: string = ledgerCodes[code].profitGroup;
  return (profitGroups as readonly string[]).includes(group) ? (group as ProfitGroup) : undefined;
}

/**
 * Wins plus bets (negative; refunds inside it positive) is the game result; bonuses and agent commissions
 * (contract pay received, less what an agent paid its downline) on top make the profit.
 */
export function figuresOf(sums: GroupSums): ProfitFigures {
  const gameResult = sums.wins + sums.bets;
  const figures = Object.fromEntries(profitGroups.map((group) => [group, sums[group].toString()]));
  return {
    ...(figures as Record<ProfitGroup, string>),
    gameResult: gameResult.toString(),
    profit: (gameResult + sums.bonuses + sums.agentCommissions).toString(),
  };
}

/** Folds per-day, per-code sums into per-day and overall group sums; days keep the rows' order. */
export function foldProfit(rows: DayCodeSum[]): { totals: GroupSums; days: Array<[string, GroupSums]> } {
  const totals = emptySums();
  const days = new Map<string, GroupSums>();
  for (const row of rows) {
    const group = groupOf(row.code);
    if (!group) continue;
    let day = days.get(row.day);
    if (!day) {
      day = emptySums();
      days.set(row.day, day);
    }
    day[group] += row.amountMinor;
    totals[group] += row.amountMinor;
  }
  return { totals, days: [...days.entries()] };
}

/**
 * The member's own reports over the main wallet's ledger lines: personal profit and loss by period and
 * the bonus details. Days are the brand's calendar days (settings brand gmtOffsetMinutes).
 */
export class ProfitService {
  constructor(
    private readonly repository: ProfitRepository,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
    private readonly now: () => number = Date.now,
  ) {}

  private offsetMinutes(): number {
    return this.settings.get('brand').gmtOffsetMinutes;
  }

  async personalProfit(
    member: MemberRow,
    query: { period: ProfitPeriod; from?: string | undefined; to?: string | undefined },
  ): Promise<PersonalProfitResponse> {
    const offsetMinutes = this.offsetMinutes();
    const range = resolvePeriod(query.period, query, this.now(), offsetMinutes);
    const accountId = await this.wallet.mainAccountId(member.id);
    const rows = await this.repository.sumsByDayAndCode(
      accountId,
      instantRange(range, offsetMinutes),
      offsetMinutes,
    );
    const { totals, days } = foldProfit(rows);
    return {
      period: query.period,
      from: range.from,
      to: range.to,
      gmtOffsetMinutes: offsetMinutes,
      totals: figuresOf(totals),
      days: days.map(([day, sums]) => ({ day, ...figuresOf(sums) })),
    };
  }

  private bonusRange(query: { from?: string | undefined; to?: string | undefined }): DayRange {
    const today = brandDay(this.now(), this.offsetMinutes());
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, 1 - defaultBonusRangeDays);
    return checkDayRange({ from, to });
  }

  async bonusDetails(
    member: MemberRow,
    query: {
      from?: string | undefined;
      to?: string | undefined;
      type?: 'bonus' | 'rebate' | undefined;
      page: number;
      pageSize: number;
    },
  ) {
    const range = this.bonusRange(query);
    const pageSize = Math.min(query.pageSize, maximumBonusPageSize);
    const accountId = await this.wallet.mainAccountId(member.id);
    const { rows, total, sumMinor } = await this.repository.linesWithCodes(
      accountId,
      {
        ...instantRange(range, this.offsetMinutes()),
        codes: query.type ? codesOfType[query.type] : bonusCodes,
      },
      pageSize,
      (query.page - 1) * pageSize,
    );
    return {
      from: range.from,
      to: range.to,
      records: rows.map((row) => {
        const incoming = row.credit_account_id === accountId;
        return {
          id: row.id,
          type: row.code === 'rebate' ? ('rebate' as const) : ('bonus' as const),
          code: row.code,
          amountMinor: incoming ? row.amount : `-${row.amount}`,
          balanceAfterMinor: balanceAfterOf(row, accountId),
          reference: row.reference_id ? `${row.reference_type}:${row.reference_id}` : null,
          createdAt: new Date(row.created_at).toISOString(),
        };
      }),
      totalAmountMinor: sumMinor.toString(),
      pageInfo: { page: query.page, pageSize, total },
    };
  }

  /** A member's figures since an instant (null: ever), for the staff risk view; not limited to 93 days. */
  async memberTotals(memberId: string, since: Date | null): Promise<ProfitFigures> {
    const accountId = await this.wallet.mainAccountId(memberId);
    const rows = await this.repository.sumsByCode(accountId, since);
    return figuresOf(foldProfit(rows.map((row) => ({ day: '', ...row }))).totals);
  }
}
