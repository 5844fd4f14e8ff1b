import type { GameCategoryCode } from '@gaming/contracts/category-routes';
import { gameCategoryCodes } from '@gaming/contracts/category-routes';
import type { RebateRates } from '@gaming/contracts/reward-campaigns';
import { minorToInput } from '../../../lib/amount-input';
import { type Problems, readAmount } from '../../../lib/form-values';
import { percentToRate, rateToPercent } from '../../../lib/rates';

/** Rates as percentages per category ('' = the category earns nothing), and the minimum claim. */
export interface RebateRatesDraft {
  rates: Record<GameCategoryCode, string>;
  minClaim: string;
}

export function rebateRatesDraft(saved: RebateRates, decimals: number): RebateRatesDraft {
  const rates = Object.fromEntries(
    gameCategoryCodes.map((code) => {
      const rate = saved.rates[code];
      return [code, rate === undefined ? '' : rateToPercent(rate)];
    }),
  ) as Record<GameCategoryCode, string>;
  return { rates, minClaim: minorToInput(saved.minClaimMinor, decimals) };
}

/**
 * The settings to save, or the problems by field (`rates.LIVE`). An empty rate leaves the category out
 * (it earns nothing); 0 % is kept as written.
 */
export function rebateRatesRequest(
  draft: RebateRatesDraft,
  decimals: number,
): { body: RebateRates; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const rates: RebateRates['rates'] = {};
  for (const code of gameCategoryCodes) {
    const text = draft.rates[code].trim();
    if (!text) continue;
    const rate = percentToRate(text);
    if (rate === null) problems[`rates.${code}`] = 'format';
    else rates[code] = rate;
  }
  const minClaimMinor = readAmount(draft.minClaim || '0', decimals, 'minClaim', problems, {
    allowZero: true,
  });
  if (Object.keys(problems).length > 0 || minClaimMinor === null) return { body: null, problems };
  return { body: { rates, minClaimMinor }, problems: null };
}
