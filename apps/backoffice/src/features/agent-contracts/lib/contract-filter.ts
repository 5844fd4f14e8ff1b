import { readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';
import {
  type AgentContractKind,
  type AgentContractStatus,
  contractKinds,
  contractStatuses,
} from './contract-types';

export interface ContractFilter {
  /** Contracts held or offered by this member (from an agent's page). */
  member: string;
  /** A holder's account name, exactly. */
  holder: string;
  kind: AgentContractKind | '';
  status: AgentContractStatus | '';
  offeredBy: 'house' | 'agent' | '';
  page: number;
  pageSize: number;
}

export function parseContractFilter(params: URLSearchParams): ContractFilter {
  const member = params.get('member') ?? '';
  return {
    member: /^\d{1,18}$/.test(member) ? member : '',
    holder: readText(params, 'holder', 64),
    kind: readOneOf(params, 'kind', contractKinds) ?? '',
    status: readOneOf(params, 'status', contractStatuses) ?? '',
    offeredBy: readOneOf(params, 'offeredBy', ['house', 'agent'] as const) ?? '',
    ...readPaging(params),
  };
}

export function contractFilterParams(filter: ContractFilter): URLSearchParams {
  const { member, holder, kind, status, offeredBy } = filter;
  return writeFilterParams({ member, holder, kind, status, offeredBy }, filter);
}

export interface SettlementFilter {
  kind: AgentContractKind | '';
  /** Brand-local days (yyyy-MM-dd), both included; the server takes instants. */
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export function parseSettlementFilter(params: URLSearchParams): SettlementFilter {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  };
  return {
    kind: readOneOf(params, 'kind', contractKinds) ?? '',
    from: day('from'),
    to: day('to'),
    ...readPaging(params),
  };
}

export function settlementFilterParams(filter: SettlementFilter): URLSearchParams {
  return writeFilterParams({ kind: filter.kind, from: filter.from, to: filter.to }, filter);
}

/**
 * A brand-local day as the instant it starts (`to` days are taken up to the start of the next day, so
 * the window starting at 23:55 of the last day is in). Null for an empty or unreadable day.
 */
export function brandDayStart(day: string, offsetMinutes: number, addDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  return new Date(utcMidnight - offsetMinutes * 60_000).toISOString();
}
