import { ledgerCodes } from '@gaming/contracts/ledger-codes';
import { defaultPageSize } from '../../../lib/paging';
import { isDay } from '../../../lib/url-filter';

export interface WalletLinesFilter {
  /** Brand-local days, yyyy-MM-dd; empty for no bound. */
  from: string;
  to: string;
  /** A ledger reason code; empty for every code. */
  code: string;
  page: number;
  pageSize: number;
}

export const emptyWalletLinesFilter: WalletLinesFilter = {
  from: '',
  to: '',
  code: '',
  page: 1,
  pageSize: defaultPageSize,
};

/** The reason codes a line can carry, for the filter (the same catalogue the server writes). */
export const walletLineCodes = Object.keys(ledgerCodes);

/** A date range the server accepts: both days well formed, the start not after the end. */
export function walletRangeProblem(
  filter: Pick<WalletLinesFilter, 'from' | 'to'>,
): 'format' | 'order' | null {
  if ((filter.from && !isDay(filter.from)) || (filter.to && !isDay(filter.to))) return 'format';
  if (filter.from && filter.to && filter.from > filter.to) return 'order';
  return null;
}
