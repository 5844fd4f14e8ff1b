import type { AdjustmentStatus } from '@gaming/contracts/adjustments';
import { readDay, readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';
import { adjustmentStatuses } from './adjustment-values';

/** The server's limit on the name filters. */
export const maximumNameLength = 64;

export interface AdjustmentFilter {
  status: AdjustmentStatus | '';
  memberAccount: string;
  requestedBy: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** Reads the list's filters from the address bar; anything the server would refuse is dropped. */
export function parseAdjustmentFilter(params: URLSearchParams): AdjustmentFilter {
  return {
    status: readOneOf(params, 'status', adjustmentStatuses) ?? '',
    memberAccount: readText(params, 'member', maximumNameLength),
    requestedBy: readText(params, 'requestedBy', maximumNameLength),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    ...readPaging(params),
  };
}

export function adjustmentFilterParams(filter: AdjustmentFilter): URLSearchParams {
  return writeFilterParams(
    {
      status: filter.status,
      member: filter.memberAccount,
      requestedBy: filter.requestedBy,
      from: filter.from,
      to: filter.to,
    },
    filter,
  );
}
