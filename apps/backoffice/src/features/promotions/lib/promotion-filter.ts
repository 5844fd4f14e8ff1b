import {
  promotionApplicationStatuses,
  promotionFilterTypes,
  promotionKinds,
  promotionStatuses,
} from '@gaming/contracts/promotions';
import { readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';
import type { ApplicationFilter } from '../api/applications';
import type { PromotionListFilter } from '../api/promotions';

export const maximumQueryLength = 64;

/** The promotion list's filters from the address bar; anything invalid is dropped. */
export function parsePromotionFilter(params: URLSearchParams): PromotionListFilter {
  return {
    status: readOneOf(params, 'status', promotionStatuses) ?? '',
    filterType: readOneOf(params, 'filterType', promotionFilterTypes) ?? '',
    kind: readOneOf(params, 'kind', promotionKinds) ?? '',
    query: readText(params, 'query', maximumQueryLength),
    ...readPaging(params),
  };
}

export function promotionFilterParams(filter: PromotionListFilter): URLSearchParams {
  const { status, filterType, kind, query } = filter;
  return writeFilterParams({ status, filterType, kind, query }, filter);
}

/** The queue's filters: pending by default (what waits for a decision), and one promotion's when chosen. */
export function parseApplicationFilter(params: URLSearchParams): ApplicationFilter {
  const promotionId = params.get('promotionId') ?? '';
  return {
    status: readOneOf(params, 'status', promotionApplicationStatuses) ?? 'pending',
    promotionId: /^\d{1,19}$/.test(promotionId) ? promotionId : '',
    ...readPaging(params),
  };
}

export function applicationFilterParams(filter: ApplicationFilter): URLSearchParams {
  const { promotionId } = filter;
  return writeFilterParams({ status: filter.status === 'pending' ? '' : filter.status, promotionId }, filter);
}
