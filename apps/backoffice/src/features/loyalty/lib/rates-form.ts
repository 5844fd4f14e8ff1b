import { type GameCategoryCode, gameCategoryCodes } from '@gaming/contracts/category-routes';
import type { PointsRatesInput, PointsRateVersion } from '@gaming/contracts/points';
import { minorToInput } from '../../../lib/amount-input';
import { noProblems, type Problems, readOptionalAmount } from '../../../lib/form-values';

/**
 * The earning rates as staff type them: the valid bet (in the currency's units) that earns one point, per
 * game category and for every other category; empty earns nothing.
 */
export interface RatesDraft {
  defaultRate: string;
  categories: Record<GameCategoryCode, string>;
}

export function ratesDraft(version: PointsRateVersion | null, decimals: number): RatesDraft {
  const saved = new Map(
    (version?.categories ?? []).map((entry) => [entry.category, entry.validBetPerPointMinor]),
  );
  const categories = Object.fromEntries(
    gameCategoryCodes.map((code) => {
      const minor = saved.get(code);
      return [code, minor === undefined ? '' : minorToInput(minor, decimals)];
    }),
  ) as Record<GameCategoryCode, string>;
  const defaultMinor = version?.defaultValidBetPerPointMinor;
  return { defaultRate: defaultMinor ? minorToInput(defaultMinor, decimals) : '', categories };
}

/** The new version to save, or the problems by field (`defaultRate`, `categories.LIVE`). */
export function ratesRequest(
  draft: RatesDraft,
  decimals: number,
): { body: PointsRatesInput; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const defaultValidBetPerPointMinor = readOptionalAmount(
    draft.defaultRate,
    decimals,
    'defaultRate',
    problems,
  );
  const categories: Record<string, string> = {};
  for (const code of gameCategoryCodes) {
    const minor = readOptionalAmount(draft.categories[code], decimals, `categories.${code}`, problems);
    if (minor !== null) categories[code] = minor;
  }
  if (!noProblems(problems)) return { body: null, problems };
  return { body: { defaultValidBetPerPointMinor, categories }, problems: null };
}
