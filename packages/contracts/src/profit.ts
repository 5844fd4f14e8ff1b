import { z } from 'zod';
import {
  maximumBonusPageSize,
  maximumProfitRangeDays,
  type ProfitGroup,
  type ProfitPeriod,
  profitGroups,
  profitPeriods,
} from './profit-periods.js';
import { minorUnitsSchema } from './wallet.js';

export {
  maximumBonusPageSize,
  maximumProfitRangeDays,
  type ProfitGroup,
  type ProfitPeriod,
  profitGroups,
  profitPeriods,
};

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const personalProfitQuerySchema = z.object({
  period: z.enum(profitPeriods).default('today'),
  /** Brand-local calendar days, both included; only with period=custom. */
  from: daySchema.optional(),
  to: daySchema.optional(),
});

/** Signed sums in minor units: money into the main wallet positive, money out negative. */
export const profitFiguresSchema = z.object({
  deposits: minorUnitsSchema,
  withdrawals: minorUnitsSchema,
  bets: minorUnitsSchema,
  wins: minorUnitsSchema,
  bonuses: minorUnitsSchema,
  /** Agent contract payments (ledger agent_salary, agent_dividend): received plus, paid to the downline minus. */
  agentCommissions: minorUnitsSchema,
  adjustments: minorUnitsSchema,
  fees: minorUnitsSchema,
  transfers: minorUnitsSchema,
  /** wins + bets (bets are negative, refunds inside bets positive). */
  gameResult: minorUnitsSchema,
  /** gameResult + bonuses + agentCommissions: what play, the site's rewards and agent contracts earned or cost. */
  profit: minorUnitsSchema,
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

export const personalProfitResponseSchema = z
  .object({
    period: z.enum(profitPeriods),
    from: daySchema,
    to: daySchema,
    gmtOffsetMinutes: z.number().int(),
    totals: profitFiguresSchema,
    /** Days with at least one line, newest first. */
    days: z.array(profitFiguresSchema.extend({ day: daySchema })).max(maximumProfitRangeDays),
  })
  .meta({ id: 'PersonalProfit' });
export type PersonalProfitResponse = z.infer<typeof personalProfitResponseSchema>;

export const bonusDetailsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  type: z.enum(['bonus', 'rebate']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maximumBonusPageSize).default(20),
});

export const bonusLineSchema = z.object({
  id: z.string(),
  type: z.enum(['bonus', 'rebate']),
  /**
   * The ledger code (contracts/ledger-codes): bonus, bonus_release (a wagering bonus released), red_envelope,
   * raffle_prize, referral_reward (type bonus) or rebate.
   */
  code: z.string(),
  /** Signed: a bonus taken back shows negative. */
  amountMinor: minorUnitsSchema,
  balanceAfterMinor: minorUnitsSchema,
  reference: z.string().nullable(),
  createdAt: z.string(),
});

export const bonusDetailsResponseSchema = z
  .object({
    from: daySchema,
    to: daySchema,
    records: z.array(bonusLineSchema).max(maximumBonusPageSize),
    /** Sum of every line matching the filter, not only this page. */
    totalAmountMinor: minorUnitsSchema,
    pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'BonusDetails' });
