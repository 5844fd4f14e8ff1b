import { type GameReportGrouping, gameReportGroupings } from '@gaming/contracts/reports';
import { readDay, readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

export const reportKinds = ['daily', 'games', 'players', 'cashier'] as const;
export type ReportKind = (typeof reportKinds)[number];

const vendorPattern = /^[A-Za-z0-9_-]{1,40}$/;
export const maximumMemberLength = 64;

/** One report's filter as the address bar holds it, so a report can be shared as a link. */
export interface ReportFilter {
  report: ReportKind;
  from: string;
  to: string;
  groupBy: GameReportGrouping;
  vendor: string;
  member: string;
  page: number;
  pageSize: number;
}

export function parseReportFilter(params: URLSearchParams): ReportFilter {
  const vendor = (params.get('vendor') ?? '').trim();
  return {
    report: readOneOf(params, 'report', reportKinds) ?? 'daily',
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    groupBy: readOneOf(params, 'groupBy', gameReportGroupings) ?? 'vendor',
    vendor: vendorPattern.test(vendor) ? vendor.toUpperCase() : '',
    member: readText(params, 'member', maximumMemberLength),
    ...readPaging(params),
  };
}

export function reportFilterParams(filter: ReportFilter): URLSearchParams {
  const { page: _page, pageSize: _pageSize, ...values } = filter;
  return writeFilterParams(
    {
      report: values.report,
      from: values.from,
      to: values.to,
      // Filters of other reports are dropped, so a link carries only what its report reads.
      groupBy: values.report === 'games' && values.groupBy !== 'vendor' ? values.groupBy : '',
      vendor: values.report === 'games' ? values.vendor : '',
      member: values.report === 'players' ? values.member : '',
    },
    filter,
  );
}

/** The query a report's list and its CSV export send (the export has no paging). */
export function reportQuery(filter: ReportFilter, paged: boolean) {
  return {
    from: filter.from || undefined,
    to: filter.to || undefined,
    ...(filter.report === 'games' ? { groupBy: filter.groupBy, vendor: filter.vendor || undefined } : {}),
    ...(filter.report === 'players' ? { member: filter.member || undefined } : {}),
    ...(paged ? { page: filter.page, pageSize: filter.pageSize } : {}),
  };
}

/** The dashboard's period from the address bar: only its days. */
export function parseDashboardRange(params: URLSearchParams): { from: string; to: string } {
  return { from: readDay(params, 'from'), to: readDay(params, 'to') };
}

export function dashboardRangeParams(range: { from: string; to: string }): URLSearchParams {
  return writeFilterParams(range, { page: 1, pageSize: 20 });
}
