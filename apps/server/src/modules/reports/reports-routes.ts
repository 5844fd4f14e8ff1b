import { Readable } from 'node:stream';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminCashierReportQuerySchema,
  adminCashierReportResponseSchema,
  adminDailyReportQuerySchema,
  adminDailyReportResponseSchema,
  adminDashboardResponseSchema,
  adminGameReportFilterSchema,
  adminGameReportQuerySchema,
  adminGameReportResponseSchema,
  adminPlayerReportFilterSchema,
  adminPlayerReportQuerySchema,
  adminPlayerReportResponseSchema,
  reportLimits,
  reportRangeQuerySchema,
} from '@gaming/contracts/reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import type { StaffService } from '../staff/staff-service.js';
import { csvLines, csvMoney } from './reports-csv.js';
import type { ReportsService } from './reports-service.js';

const tags = ['Back office: reports'];
// A report sums a period of the ledger: bounded per staff member's address so a stuck tab cannot
// keep the database busy.
const readRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const exportRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const truncatedNote = `truncated at ${reportLimits.maximumExportRows} rows: narrow the filter`;

function sendCsv(
  reply: FastifyReply,
  name: string,
  range: { from: string; to: string },
  lines: Iterable<string>,
) {
  reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${range.from}-${range.to}.csv"`);
  return reply.send(Readable.from(lines));
}

export function registerReportsRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; reports: ReportsService },
): void {
  const { staff, reports } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = (request: FastifyRequest) => staff.authorize(bearerToken(request), 'readReports');

  routes.get(adminApiRoutes.adminReportDashboard.path, {
    config: readRateLimit,
    schema: {
      operationId: 'adminReportDashboard',
      summary:
        "The brand's today and a period by day: registrations, deposits, withdrawals, GGR, bonuses, NGR",
      tags,
      querystring: reportRangeQuerySchema,
      response: { 200: adminDashboardResponseSchema },
    },
    handler: async (request, reply) => {
      await authorize(request);
      reply.header('cache-control', 'no-store');
      return reports.dashboard(request.query);
    },
  });

  routes.get(adminApiRoutes.adminReportDaily.path, {
    config: readRateLimit,
    schema: {
      operationId: 'adminReportDaily',
      summary: 'Daily financial report: one row per brand-local day, newest first, paged',
      tags,
      querystring: adminDailyReportQuerySchema,
      response: { 200: adminDailyReportResponseSchema },
    },
    handler: async (request, reply) => {
      await authorize(request);
      reply.header('cache-control', 'no-store');
      return reports.daily(request.query);
    },
  });
  routes.get(adminApiRoutes.adminReportDailyExport.path, {
    config: exportRateLimit,
    schema: {
      operationId: 'adminReportDailyExport',
      summary: 'Daily financial report as CSV (text/csv)',
      tags,
      querystring: reportRangeQuerySchema,
    },
    handler: async (request, reply) => {
      await authorize(request);
      const { range, format, days } = await reports.exportDays(request.query);
      const money = (minor: string) => csvMoney(minor, format.decimals);
      const header = [
        'day',
        'registrations',
        'first_deposits',
        `first_deposits_${format.currency}`,
        'deposits',
        `deposits_${format.currency}`,
        'withdrawals',
        `withdrawals_${format.currency}`,
        'rounds',
        `stakes_${format.currency}`,
        `wins_${format.currency}`,
        `ggr_${format.currency}`,
        `bonuses_${format.currency}`,
        `ngr_${format.currency}`,
        'active_players',
      ];
      const rows = days.map((day) => [
        day.day,
        day.registrations,
        day.firstDeposits,
        money(day.firstDepositsMinor),
        day.deposits,
        money(day.depositsMinor),
        day.withdrawals,
        money(day.withdrawalsMinor),
        day.rounds,
        money(day.stakesMinor),
        money(day.winsMinor),
        money(day.ggrMinor),
        money(day.bonusesMinor),
        money(day.ngrMinor),
        day.activePlayers,
      ]);
      return sendCsv(reply, 'daily', range, csvLines(header, rows));
    },
  });

  routes.get(adminApiRoutes.adminReportGames.path, {
    config: readRateLimit,
    schema: {
      operationId: 'adminReportGames',
      summary: 'Game and vendor performance: rounds, players, stakes, wins and GGR of settled rounds, paged',
      tags,
      querystring: adminGameReportQuerySchema,
      response: { 200: adminGameReportResponseSchema },
    },
    handler: async (request, reply) => {
      await authorize(request);
      reply.header('cache-control', 'no-store');
      return reports.games(request.query);
    },
  });
  routes.get(adminApiRoutes.adminReportGamesExport.path, {
    config: exportRateLimit,
    schema: {
      operationId: 'adminReportGamesExport',
      summary: 'Game and vendor performance as CSV (text/csv)',
      tags,
      querystring: adminGameReportFilterSchema,
    },
    handler: async (request, reply) => {
      await authorize(request);
      const { range, format, rows, truncated } = await reports.exportGames(request.query);
      const money = (minor: string) => csvMoney(minor, format.decimals);
      const header = [
        'vendor',
        'game',
        'rounds',
        'players',
        `stakes_${format.currency}`,
        `wins_${format.currency}`,
        `ggr_${format.currency}`,
      ];
      const lines = rows.map((row) => [
        { text: row.vendorCode },
        { text: row.gameCode ?? '' },
        row.rounds,
        row.players,
        money(row.stakesMinor),
        money(row.winsMinor),
        money(row.ggrMinor),
      ]);
      return sendCsv(reply, 'games', range, csvLines(header, lines, truncated ? truncatedNote : undefined));
    },
  });

  routes.get(adminApiRoutes.adminReportPlayers.path, {
    config: readRateLimit,
    schema: {
      operationId: 'adminReportPlayers',
      summary: 'Player report: deposits, withdrawals, bonuses, turnover and GGR per member, paged',
      tags,
      querystring: adminPlayerReportQuerySchema,
      response: { 200: adminPlayerReportResponseSchema },
    },
    handler: async (request, reply) => {
      await authorize(request);
      reply.header('cache-control', 'no-store');
      return reports.players(request.query);
    },
  });
  routes.get(adminApiRoutes.adminReportPlayersExport.path, {
    config: exportRateLimit,
    schema: {
      operationId: 'adminReportPlayersExport',
      summary: 'Player report as CSV (text/csv)',
      tags,
      querystring: adminPlayerReportFilterSchema,
    },
    handler: async (request, reply) => {
      await authorize(request);
      const { range, format, rows, truncated } = await reports.exportPlayers(request.query);
      const money = (minor: string) => csvMoney(minor, format.decimals);
      const header = [
        'member',
        'deposits',
        `deposits_${format.currency}`,
        'withdrawals',
        `withdrawals_${format.currency}`,
        `bonuses_${format.currency}`,
        'rounds',
        `turnover_${format.currency}`,
        `wins_${format.currency}`,
        `ggr_${format.currency}`,
      ];
      const lines = rows.map((row) => [
        { text: row.account },
        row.deposits,
        money(row.depositsMinor),
        row.withdrawals,
        money(row.withdrawalsMinor),
        money(row.bonusesMinor),
        row.rounds,
        money(row.turnoverMinor),
        money(row.winsMinor),
        money(row.ggrMinor),
      ]);
      return sendCsv(reply, 'players', range, csvLines(header, lines, truncated ? truncatedNote : undefined));
    },
  });

  routes.get(adminApiRoutes.adminReportCashier.path, {
    config: readRateLimit,
    schema: {
      operationId: 'adminReportCashier',
      summary: 'Cashier report: deposits and withdrawals per channel, counts, amounts and fees, paged',
      tags,
      querystring: adminCashierReportQuerySchema,
      response: { 200: adminCashierReportResponseSchema },
    },
    handler: async (request, reply) => {
      await authorize(request);
      reply.header('cache-control', 'no-store');
      return reports.cashier(request.query);
    },
  });
  routes.get(adminApiRoutes.adminReportCashierExport.path, {
    config: exportRateLimit,
    schema: {
      operationId: 'adminReportCashierExport',
      summary: 'Cashier report as CSV (text/csv)',
      tags,
      querystring: reportRangeQuerySchema,
    },
    handler: async (request, reply) => {
      await authorize(request);
      const { range, format, rows } = await reports.exportCashier(request.query);
      const money = (minor: string) => csvMoney(minor, format.decimals);
      const header = [
        'direction',
        'channel',
        'channel_type',
        'account',
        'count',
        `gross_${format.currency}`,
        `fees_${format.currency}`,
        `net_${format.currency}`,
        `refunds_${format.currency}`,
      ];
      const lines = rows.map((row) => [
        { text: row.direction },
        { text: row.channelName ?? '' },
        { text: row.channelType ?? '' },
        { text: row.accountCode },
        row.count,
        money(row.grossMinor),
        money(row.feesMinor),
        money(row.netMinor),
        money(row.refundsMinor),
      ]);
      return sendCsv(reply, 'cashier', range, csvLines(header, lines));
    },
  });
}
