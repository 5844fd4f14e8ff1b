import { describe, expect, it } from 'vitest';
import { isDay, readDay, readOneOf, readPaging, readText, writeFilterParams } from './url-filter';

const params = (query: string) => new URLSearchParams(query);

describe('reading a filter from the address bar', () => {
  it('trims text and cuts it to the server limit', () => {
    expect(readText(params('member=%20%20alice%20'), 'member', 64)).toBe('alice');
    expect(readText(params('member=abcdef'), 'member', 3)).toBe('abc');
    expect(readText(params(''), 'member', 64)).toBe('');
  });

  it('keeps only well-formed days', () => {
    expect(readDay(params('from=2025-01-31'), 'from')).toBe('2025-01-31');
    expect(readDay(params('from=31-01-2025'), 'from')).toBe('');
    expect(readDay(params('from=2025-01-31T00:00'), 'from')).toBe('');
    expect(readDay(params(''), 'from')).toBe('');
    expect(isDay('2025-1-3')).toBe(false);
  });

  it('keeps only a known value of a fixed set', () => {
    const statuses = ['paid', 'rejected'] as const;
    expect(readOneOf(params('status=paid'), 'status', statuses)).toBe('paid');
    expect(readOneOf(params('status=PAID'), 'status', statuses)).toBeNull();
    expect(readOneOf(params('status='), 'status', statuses)).toBeNull();
    expect(readOneOf(params(''), 'status', statuses)).toBeNull();
  });

  it('reads paging, falling back to the first page and the default size', () => {
    expect(readPaging(params('page=4&pageSize=50'))).toEqual({ page: 4, pageSize: 50 });
    expect(readPaging(params('page=-1&pageSize=7'))).toEqual({ page: 1, pageSize: 20 });
  });
});

describe('writing a filter to the address bar', () => {
  it('writes set values in the given order and leaves empty ones out', () => {
    const written = writeFilterParams(
      { status: 'paid', member: '', channel: null, from: '2025-01-01' },
      { page: 2, pageSize: 50 },
    );
    expect(written.toString()).toBe('status=paid&from=2025-01-01&page=2&pageSize=50');
  });

  it('leaves out the first page and, unless asked to keep it, the default page size', () => {
    expect(writeFilterParams({ member: 'bob' }, { page: 1, pageSize: 20 }).toString()).toBe('member=bob');
    expect(writeFilterParams({}, { page: 1, pageSize: 20 }, { pageSize: 'always' }).toString()).toBe(
      'pageSize=20',
    );
  });

  it('reads back what it wrote', () => {
    const written = writeFilterParams({ member: 'alice', from: '2025-02-03' }, { page: 3, pageSize: 100 });
    expect(readText(written, 'member', 64)).toBe('alice');
    expect(readDay(written, 'from')).toBe('2025-02-03');
    expect(readPaging(written)).toEqual({ page: 3, pageSize: 100 });
  });
});
