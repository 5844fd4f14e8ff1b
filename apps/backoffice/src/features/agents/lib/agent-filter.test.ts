import { describe, expect, it } from 'vitest';
import { agentFilterParams, isMemberId, parseAgentFilter } from './agent-filter';
import { applicationFilterParams, parseApplicationFilter } from './application-filter';

describe('agent list filter', () => {
  it('reads the query, a known type, the tops-only switch and paging from the address', () => {
    const filter = parseAgentFilter(new URLSearchParams('query=%20ram%20&type=41&topOnly=true&page=3'));
    expect(filter).toEqual({ query: 'ram', type: '41', topOnly: true, page: 3, pageSize: 20 });
  });

  it('drops an unknown type and round-trips without defaults', () => {
    const filter = parseAgentFilter(new URLSearchParams('type=4&topOnly=yes'));
    expect(filter.type).toBe('');
    expect(filter.topOnly).toBe(false);
    expect(agentFilterParams(filter).toString()).toBe('');
    expect(agentFilterParams({ ...filter, type: '2', topOnly: true, page: 2 }).toString()).toBe(
      'type=2&topOnly=true&page=2',
    );
  });

  it('accepts only decimal member ids', () => {
    expect(isMemberId('123')).toBe(true);
    expect(isMemberId('12a')).toBe(false);
    expect(isMemberId('1234567890123456789')).toBe(false);
  });
});

describe('application queue filter', () => {
  it('opens on the pending queue and keeps "all" in the address', () => {
    expect(parseApplicationFilter(new URLSearchParams('')).status).toBe('pending');
    const all = parseApplicationFilter(new URLSearchParams('status=all'));
    expect(all.status).toBe('');
    expect(applicationFilterParams(all).toString()).toBe('status=all');
    expect(applicationFilterParams({ ...all, status: 'pending' }).toString()).toBe('');
    expect(applicationFilterParams({ ...all, status: 'rejected' }).toString()).toBe('status=rejected');
  });
});
