import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { adminLanguagesSchema } from '@gaming/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LanguageSettingsService } from './language-settings-service.js';

const tags = ['Back office: site'];

export function registerSystemAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; languages: LanguageSettingsService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(adminApiRoutes.adminLanguages.path, {
    schema: {
      operationId: 'adminLanguages',
      summary: 'The languages the site offers and its default language',
      tags,
      response: { 200: adminLanguagesSchema },
    },
    handler: async (request) => {
      await staffActorOf(services.staff, request, adminApiRoutes.adminLanguages.staffPermission);
      return services.languages.view();
    },
  });

  routes.put(adminApiRoutes.adminLanguagesUpdate.path, {
    schema: {
      operationId: 'adminLanguagesUpdate',
      summary: 'Choose the languages the site offers and its default (audited)',
      tags,
      body: adminLanguagesSchema,
      response: { 200: adminLanguagesSchema },
    },
    handler: async (request) =>
      services.languages.update(
        request.body,
        await staffActorOf(services.staff, request, adminApiRoutes.adminLanguagesUpdate.staffPermission),
      ),
  });
}
