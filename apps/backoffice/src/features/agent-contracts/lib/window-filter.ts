import { readOneOf, readPaging, writeFilterParams } from '../../../lib/url-filter';
import {
  type AgentContractKind,
  contractKinds,
  type SettlementStatus,
  settlementStates,
} from './contract-types';

export interface WindowFilter {
  kind: AgentContractKind;
  windowStart: string;
  status: SettlementStatus | '';
  page: number;
  pageSize: number;
}

/** One run's payments from the address bar; null when the kind or the window is missing or unreadable. */
export function parseWindowFilter(params: URLSearchParams): WindowFilter | null {
  const kind = readOneOf(params, 'kind', contractKinds);
  const windowStart = params.get('windowStart') ?? '';
  if (!kind || Number.isNaN(Date.parse(windowStart))) return null;
  return {
    kind,
    windowStart,
    status: readOneOf(params, 'status', settlementStates) ?? '',
    ...readPaging(params),
  };
}

export function windowFilterParams(filter: WindowFilter): URLSearchParams {
  return writeFilterParams(
    { kind: filter.kind, windowStart: filter.windowStart, status: filter.status },
    filter,
  );
}
