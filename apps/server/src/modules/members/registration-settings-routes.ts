import { apiRoutes } from '@gaming/contracts/api-routes';
import { registerSettingsSchema, registrationValidationSchema } from '@gaming/contracts/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SettingsService } from '../settings/settings-service.js';

/** The registration configuration a form needs before anyone registers (types, per-field rules). */
export function registerRegistrationSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(apiRoutes.setRegister.path, {
    schema: {
      operationId: 'setRegister',
      summary: 'Registration settings: types enabled, captcha, SMS verification, minimum age',
      tags: ['Member'],
      response: { 200: registerSettingsSchema },
    },
    handler: async () => settings.get('registration.settings'),
  });

  routes.get(apiRoutes.registrationValidation.path, {
    schema: {
      operationId: 'registrationValidation',
      summary: 'Per-field rules: acceptedPattern, minLength, maxLength, patternId',
      tags: ['Member'],
      response: { 200: registrationValidationSchema },
    },
    handler: async () => settings.get('registration.validation'),
  });
}
