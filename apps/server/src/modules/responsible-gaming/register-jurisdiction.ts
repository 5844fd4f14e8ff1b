import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import { SettingChangesRepository } from '../settings/setting-changes-repository.js';
import { SettingChangesService } from '../settings/setting-changes-service.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import { registerJurisdictionRoutes } from './jurisdiction-routes.js';
import { JurisdictionService } from './jurisdiction-service.js';

/** The jurisdiction profile (issue 20, H1): every other part reads `jurisdiction.current()`. */
export function registerJurisdiction(app: FastifyInstance, dependencies: ComplianceDependencies) {
  // Its own instance over the same table: the four-eyes rules live in the service, not in its state.
  const settingChanges = new SettingChangesService(
    new SettingChangesRepository(dependencies.db),
    dependencies.settings,
    dependencies.accounts.audit,
    dependencies.now,
  );
  const jurisdiction = new JurisdictionService(dependencies.settings, settingChanges);
  registerJurisdictionRoutes(app, { jurisdiction, staff: dependencies.accounts.staff });
  const scheduledJobs: ScheduledJob[] = [];
  return { jurisdiction, scheduledJobs };
}
