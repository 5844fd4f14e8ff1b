import { readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';
import { type AgentTypeCode, agentTypes } from './agent-types';

/** The server's limit on the search text (a part of an account name, or a member id). */
export const maximumAgentQueryLength = 64;

export interface AgentListFilter {
  query: string;
  type: AgentTypeCode | '';
  /** Only tops of chains (agents whose upline is no agent). */
  topOnly: boolean;
  page: number;
  pageSize: number;
}

/** The list's filter from the address bar, so a filtered list survives a reload and can be shared. */
export function parseAgentFilter(params: URLSearchParams): AgentListFilter {
  return {
    query: readText(params, 'query', maximumAgentQueryLength),
    type: readOneOf(params, 'type', agentTypes) ?? '',
    topOnly: params.get('topOnly') === 'true',
    ...readPaging(params),
  };
}

export function agentFilterParams(filter: AgentListFilter): URLSearchParams {
  return writeFilterParams(
    { query: filter.query, type: filter.type, topOnly: filter.topOnly ? 'true' : '' },
    filter,
  );
}

/** Member ids are decimal numbers; anything else is not looked up. */
export function isMemberId(value: string): boolean {
  return /^\d{1,18}$/.test(value);
}
