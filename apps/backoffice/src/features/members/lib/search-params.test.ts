import { describe, expect, it } from 'vitest';
import { isMemberId, memberSearchParams, parseMemberSearch } from './search-params';

describe('member search in the URL', () => {
  it('reads a full search', () => {
    expect(parseMemberSearch(new URLSearchParams('query= alice &status=locked&page=3&pageSize=50'))).toEqual({
      query: 'alice',
      status: 'locked',
      page: 3,
      pageSize: 50,
    });
  });

  it('ignores unknown statuses and over-long text, and caps the page size', () => {
    const search = parseMemberSearch(
      new URLSearchParams(`query=${'x'.repeat(80)}&status=banned&pageSize=1000`),
    );
    expect(search.query).toHaveLength(64);
    expect(search.status).toBeNull();
    expect(search.pageSize).toBe(20);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(memberSearchParams({ query: '', status: null, page: 1, pageSize: 20 }).toString()).toBe('');
    const search = { query: '98 41', status: 'active' as const, page: 2, pageSize: 100 };
    const written = memberSearchParams(search);
    expect(written.toString()).toBe('query=98+41&status=active&page=2&pageSize=100');
    expect(parseMemberSearch(written)).toEqual(search);
  });
});

describe('isMemberId', () => {
  it('accepts decimal ids only', () => {
    expect(isMemberId('42')).toBe(true);
    expect(isMemberId('1'.repeat(18))).toBe(true);
    expect(isMemberId('1'.repeat(19))).toBe(false);
    expect(isMemberId('abc')).toBe(false);
    expect(isMemberId('')).toBe(false);
    expect(isMemberId('4 2')).toBe(false);
  });
});
