import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { ReportsRepository } from './reports-repository.js';
import { registerReportsRoutes } from './reports-routes.js';
import { ReportsService } from './reports-service.js';

/** The back office's dashboard and reports (issue 14 #14, #15). */
export function registerReports(
  app: FastifyInstance,
  options: { db: Kysely<Database>; staff: StaffService; settings: SettingsService },
): ReportsService {
  const reports = new ReportsService(new ReportsRepository(options.db), options.settings);
  registerReportsRoutes(app, { staff: options.staff, reports });
  return reports;
}
