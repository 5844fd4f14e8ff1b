import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminCashierReportResponse,
  AdminDailyReportResponse,
  AdminDashboardResponse,
  AdminGameReportResponse,
  AdminPlayerReportResponse,
} from '@gaming/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  apiRequest,
  authorizationHeaders,
  buildUrl,
  parseErrorBody,
  resolvePath,
} from '../../../lib/api-client';
import { readStorage, storageKeys } from '../../../lib/storage';
import { type ReportFilter, type ReportKind, reportQuery } from '../lib/report-filter';

export const reportsQueryKey = ['reports'] as const;

/** Figures move with every deposit and round; a minute old is fresh enough for an overview. */
const staleTimeMs = 60_000;

export function useDashboard(range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...reportsQueryKey, 'dashboard', range],
    queryFn: ({ signal }) =>
      apiRequest<AdminDashboardResponse>(adminApiRoutes.adminReportDashboard, {
        query: { from: range.from || undefined, to: range.to || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: staleTimeMs,
  });
}

type ReportResponses = {
  daily: AdminDailyReportResponse;
  games: AdminGameReportResponse;
  players: AdminPlayerReportResponse;
  cashier: AdminCashierReportResponse;
};

const listRoutes = {
  daily: adminApiRoutes.adminReportDaily,
  games: adminApiRoutes.adminReportGames,
  players: adminApiRoutes.adminReportPlayers,
  cashier: adminApiRoutes.adminReportCashier,
} as const;

const exportRoutes = {
  daily: adminApiRoutes.adminReportDailyExport,
  games: adminApiRoutes.adminReportGamesExport,
  players: adminApiRoutes.adminReportPlayersExport,
  cashier: adminApiRoutes.adminReportCashierExport,
} as const;

export function useReport<TKind extends ReportKind>(kind: TKind, filter: ReportFilter) {
  return useQuery({
    queryKey: [...reportsQueryKey, kind, filter],
    queryFn: ({ signal }) =>
      apiRequest<ReportResponses[TKind]>(listRoutes[kind], { query: reportQuery(filter, true), signal }),
    placeholderData: keepPreviousData,
    staleTime: staleTimeMs,
  });
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a report's CSV. The export needs the staff bearer token, which a plain link cannot send, so
 * the file is fetched and handed to the browser as a download.
 */
export async function downloadReportCsv(filter: ReportFilter): Promise<void> {
  const route = exportRoutes[filter.report];
  const response = await fetch(buildUrl(resolvePath(route.path), reportQuery(filter, false)), {
    headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw parseErrorBody(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `${filter.report}.csv`);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
