import { z } from 'zod';
import { pageInfoSchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * The back office's dashboard and reports (issue 14 #14, #15). Every figure comes from the ledger (money
 * that reached or left a member's main wallet) or from settled rounds; days are the brand's calendar days
 * (settings brand gmtOffsetMinutes).
 */

export const reportLimits = {
  /** The longest range a dashboard or report covers, in brand-local days. */
  maximumRangeDays: 366,
  /** The range without dates: the last 7 days, today included. */
  defaultRangeDays: 7,
  maximumPageSize: 100,
  /** A CSV export stops after so many rows (and says so in its last line). */
  maximumExportRows: 100_000,
} as const;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const moneyFormat = {
  currency: z.string(),
  decimals: z.number().int(),
  gmtOffsetMinutes: z.number().int(),
};

export const reportRangeQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const pagingQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(reportLimits.maximumPageSize).default(20),
};

/**
 * One day's (or a period's) figures. Deposits are what reached members' wallets (a channel's fee is
 * the member's: shown in the cashier report); withdrawals are what was paid out less what came back;
 * GGR is stakes minus wins of settled rounds; bonuses are bonus and rebate lines (signed); NGR is GGR
 * minus bonuses; active players are members with a settled round.
 */
export const reportFiguresSchema = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositsMinor: minorUnitsSchema,
  deposits: z.number().int(),
  depositsMinor: minorUnitsSchema,
  withdrawals: z.number().int(),
  withdrawalsMinor: minorUnitsSchema,
  rounds: z.number().int(),
  stakesMinor: minorUnitsSchema,
  winsMinor: minorUnitsSchema,
  ggrMinor: minorUnitsSchema,
  bonusesMinor: minorUnitsSchema,
  ngrMinor: minorUnitsSchema,
  activePlayers: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportDaySchema = reportFiguresSchema.extend({ day: daySchema });
export type ReportDay = z.infer<typeof reportDaySchema>;

export const adminDashboardResponseSchema = z
  .object({
    ...moneyFormat,
    /** The brand's today, and its figures so far. */
    today: daySchema,
    todayFigures: reportFiguresSchema,
    from: daySchema,
    to: daySchema,
    /** Over the whole period: active players are counted once however many days they played. */
    totals: reportFiguresSchema,
    /** Every day of the period, oldest first (days without activity are zeros). */
    days: z.array(reportDaySchema).max(reportLimits.maximumRangeDays),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;

// ---- daily financial report -------------------------------------------------------------------------

export const adminDailyReportQuerySchema = reportRangeQuerySchema.extend(pagingQuery);
export type AdminDailyReportQuery = z.infer<typeof adminDailyReportQuerySchema>;

export const adminDailyReportResponseSchema = z
  .object({
    ...moneyFormat,
    from: daySchema,
    to: daySchema,
    totals: reportFiguresSchema,
    /** Newest day first. */
    rows: z.array(reportDaySchema).max(reportLimits.maximumPageSize),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminDailyReport' });
export type AdminDailyReportResponse = z.infer<typeof adminDailyReportResponseSchema>;

// ---- game and vendor performance --------------------------------------------------------------------

export const gameReportGroupings = ['vendor', 'game'] as const;
export type GameReportGrouping = (typeof gameReportGroupings)[number];

const vendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/);

export const adminGameReportFilterSchema = reportRangeQuerySchema.extend({
  groupBy: z.enum(gameReportGroupings).default('vendor'),
  vendor: vendorCodeSchema.optional(),
});
export const adminGameReportQuerySchema = adminGameReportFilterSchema.extend(pagingQuery);
export type AdminGameReportQuery = z.infer<typeof adminGameReportQuerySchema>;

export const playFiguresSchema = z.object({
  rounds: z.number().int(),
  players: z.number().int(),
  stakesMinor: minorUnitsSchema,
  winsMinor: minorUnitsSchema,
  ggrMinor: minorUnitsSchema,
});

export const gameReportRowSchema = playFiguresSchema.extend({
  vendorCode: z.string(),
  /** Null when grouped by vendor. */
  gameCode: z.string().nullable(),
});
export type GameReportRow = z.infer<typeof gameReportRowSchema>;

export const adminGameReportResponseSchema = z
  .object({
    ...moneyFormat,
    from: daySchema,
    to: daySchema,
    groupBy: z.enum(gameReportGroupings),
    /** Over every row of the filter, not only the page; players counted once. */
    totals: playFiguresSchema,
    /** Highest GGR first. */
    rows: z.array(gameReportRowSchema).max(reportLimits.maximumPageSize),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminGameReport' });
export type AdminGameReportResponse = z.infer<typeof adminGameReportResponseSchema>;

// ---- player report ----------------------------------------------------------------------------------

export const adminPlayerReportFilterSchema = reportRangeQuerySchema.extend({
  /** A member's account (exact, any case). */
  member: z.string().trim().min(1).max(64).optional(),
});
export const adminPlayerReportQuerySchema = adminPlayerReportFilterSchema.extend(pagingQuery);
export type AdminPlayerReportQuery = z.infer<typeof adminPlayerReportQuerySchema>;

export const playerFiguresSchema = z.object({
  deposits: z.number().int(),
  depositsMinor: minorUnitsSchema,
  withdrawals: z.number().int(),
  withdrawalsMinor: minorUnitsSchema,
  bonusesMinor: minorUnitsSchema,
  rounds: z.number().int(),
  turnoverMinor: minorUnitsSchema,
  winsMinor: minorUnitsSchema,
  ggrMinor: minorUnitsSchema,
});
export type PlayerFigures = z.infer<typeof playerFiguresSchema>;

export const playerReportRowSchema = playerFiguresSchema.extend({
  memberId: z.string(),
  account: z.string(),
});
export type PlayerReportRow = z.infer<typeof playerReportRowSchema>;

export const adminPlayerReportResponseSchema = z
  .object({
    ...moneyFormat,
    from: daySchema,
    to: daySchema,
    /** Over every member of the filter, not only the page. */
    totals: playerFiguresSchema,
    /** Members with money or play in the period, highest GGR first. */
    rows: z.array(playerReportRowSchema).max(reportLimits.maximumPageSize),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminPlayerReport' });
export type AdminPlayerReportResponse = z.infer<typeof adminPlayerReportResponseSchema>;

// ---- cashier report ---------------------------------------------------------------------------------

export const cashierDirections = ['deposit', 'withdrawal'] as const;
export type CashierDirection = (typeof cashierDirections)[number];

export const adminCashierReportQuerySchema = reportRangeQuerySchema.extend(pagingQuery);
export type AdminCashierReportQuery = z.infer<typeof adminCashierReportQuerySchema>;

export const cashierReportRowSchema = z.object({
  direction: z.enum(cashierDirections),
  /** The ledger account of the channel ('channel:3', 'payout:bank', ...). */
  accountCode: z.string(),
  /** The deposit channel's id and name; null for the payout account or a non-channel source. */
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  channelType: z.string().nullable(),
  count: z.number().int(),
  /** What the member paid in (credited plus fee) or what left the wallet. */
  grossMinor: minorUnitsSchema,
  feesMinor: minorUnitsSchema,
  /** Deposits: credited to wallets. Withdrawals: gross less fees, what the bank paid out. */
  netMinor: minorUnitsSchema,
  /** Withdrawals only: money that came back after a claim was upheld. */
  refundsMinor: minorUnitsSchema,
});
export type CashierReportRow = z.infer<typeof cashierReportRowSchema>;

export const adminCashierReportResponseSchema = z
  .object({
    ...moneyFormat,
    from: daySchema,
    to: daySchema,
    /** Deposits first, then withdrawals, each by channel. */
    rows: z.array(cashierReportRowSchema).max(reportLimits.maximumPageSize),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminCashierReport' });
export type AdminCashierReportResponse = z.infer<typeof adminCashierReportResponseSchema>;
