import { jobRunFilters as contractFilters } from '@gaming/contracts/job-runs';
import { describe, expect, it } from 'vitest';
import { jobRunFilterParams, jobRunFilters, parseJobRunFilter } from './job-run-filter';

describe('job run filter', () => {
  it('offers the filters the server takes', () => {
    expect([...jobRunFilters]).toEqual([...contractFilters]);
  });

  it('shows failed runs unless the address asks for all, and drops what it does not know', () => {
    expect(parseJobRunFilter(new URLSearchParams('')).outcome).toBe('failed');
    expect(parseJobRunFilter(new URLSearchParams('outcome=all&page=3')).outcome).toBe('all');
    expect(parseJobRunFilter(new URLSearchParams('outcome=everything')).outcome).toBe('failed');
  });

  it('writes the default as an empty address and keeps the rest', () => {
    const failed = parseJobRunFilter(new URLSearchParams(''));
    expect(jobRunFilterParams(failed).toString()).toBe('');
    expect(jobRunFilterParams({ ...failed, outcome: 'all', page: 2 }).get('outcome')).toBe('all');
  });
});
