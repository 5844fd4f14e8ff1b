import type {
  bonusDetailsResponseSchema,
  bonusLineSchema,
  PersonalProfitResponse,
  ProfitFigures,
  ProfitGroup,
  ProfitPeriod,
} from '@gaming/contracts/profit';
import type { z } from 'zod';

/** Type-only imports: the contracts build zod schemas, and zod must stay out of the web bundle. */
export type { PersonalProfitResponse, ProfitFigures, ProfitGroup, ProfitPeriod };
export type BonusLine = z.infer<typeof bonusLineSchema>;
export type BonusDetailsResponse = z.infer<typeof bonusDetailsResponseSchema>;

export type ProfitQuery = { period: ProfitPeriod; from?: string | undefined; to?: string | undefined };
export type BonusDetailsFilter = {
  from: string;
  to: string;
  type: 'bonus' | 'rebate' | undefined;
  page: number;
  pageSize: number;
};
