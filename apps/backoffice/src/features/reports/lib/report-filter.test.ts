import { describe, expect, it } from 'vitest';
import { parseReportFilter, reportFilterParams, reportQuery } from './report-filter';

describe('report filter', () => {
  it('reads a shared link and drops what is not valid', () => {
    const filter = parseReportFilter(
      new URLSearchParams('report=games&groupBy=game&vendor=pg&from=2026-01-02&to=nope&pageSize=500'),
    );
    expect(filter).toMatchObject({
      report: 'games',
      groupBy: 'game',
      vendor: 'PG',
      from: '2026-01-02',
      to: '',
    });
    expect(filter.pageSize).toBe(20);
    expect(parseReportFilter(new URLSearchParams('report=evil')).report).toBe('daily');
  });

  it("writes only the filters its report reads, and the export's query has no paging", () => {
    const filter = {
      ...parseReportFilter(new URLSearchParams('report=players&member=bob&vendor=PG')),
      page: 3,
    };
    expect(reportFilterParams(filter).toString()).toBe('report=players&member=bob&page=3');
    expect(reportQuery(filter, false)).toEqual({ from: undefined, to: undefined, member: 'bob' });
    expect(reportQuery(filter, true)).toMatchObject({ page: 3, pageSize: 20 });
  });
});
