import { describe, expect, it } from 'vitest';
import { maximumPageSize, pageCount, pageRange, pageSizes, parsePage, parsePageSize } from './paging';

describe('paging', () => {
  it('never offers more than the server allows per page', () => {
    expect(Math.max(...pageSizes)).toBeLessThanOrEqual(maximumPageSize);
    expect(parsePageSize('100')).toBe(100);
    expect(parsePageSize('500')).toBe(20);
    expect(parsePageSize('33')).toBe(20);
    expect(parsePageSize(null)).toBe(20);
  });

  it('reads page numbers defensively', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('99999999')).toBe(10_000);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1_000_000_000, 20)).toBe(10_000);
  });

  it('says which rows a page shows', () => {
    expect(pageRange({ page: 2, pageSize: 20, total: 45 })).toEqual({ from: 21, to: 40, total: 45 });
    expect(pageRange({ page: 3, pageSize: 20, total: 45 })).toEqual({ from: 41, to: 45, total: 45 });
    expect(pageRange({ page: 1, pageSize: 20, total: 0 })).toEqual({ from: 0, to: 0, total: 0 });
  });
});
