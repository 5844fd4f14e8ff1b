import type {
  BettingRecord,
  BettingRecordsResponse,
  BettingTotals,
  RoundStatus,
} from '@gaming/contracts/betting-records';
import type { GameCategoryCode } from '@gaming/contracts/category-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { ProfitPeriod } from '@gaming/contracts/profit-periods';

/** Type-only imports: the contracts build zod schemas, and zod must stay out of the web bundle. */
export type { BettingRecord, BettingRecordsResponse, BettingTotals, RoundStatus };

export type BettingRecordsFilter = {
  period: ProfitPeriod;
  /** Only with period custom. */
  from?: string | undefined;
  to?: string | undefined;
  category?: GameCategoryCode | undefined;
  page: number;
  pageSize: number;
  language: LanguageCode;
};
