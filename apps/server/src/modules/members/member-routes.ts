import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  affiliateCheckQuerySchema,
  affiliateCheckResponseSchema,
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  changePasswordRequestSchema,
  countryCodesResponseSchema,
  forgotPasswordByEmailRequestSchema,
  loginResponseSchema,
  memberIconRequestSchema,
  memberInfoSchema,
  messageResponseSchema,
  mobileRegistrationSchema,
  passwordChangedResponseSchema,
  profileSchema,
  profileUpdateSchema,
  recoverySmsRequestSchema,
  registrationSmsRequestSchema,
  resetPasswordByEmailRequestSchema,
  setPasswordByPhoneRequestSchema,
  setPaymentPasswordRequestSchema,
  smsCodeSentSchema,
  usernameRegistrationSchema,
} from '@gaming/contracts/auth';
import { languageCodes } from '@gaming/contracts/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { PasswordService } from '../auth/password-service.js';
import type { RegistrationService } from '../auth/registration-service.js';
import { countryDialingCodes } from './country-codes.js';
import type { MembersService } from './members-service.js';
import type { SecurityCentreService } from './security-centre-service.js';

const tags = ['Member'];
const oncePerSecond = { rateLimit: { max: 1, timeWindow: 1000 } };
const recoveryRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Spec §8 e-mail recovery success text key; the same answer whether or not the account matched. */
const recoveryMailAnswer = { message: 'in_been_out' };

export type MemberRouteServices = {
  members: MembersService;
  registration: RegistrationService;
  passwords: PasswordService;
  securityCentre: SecurityCentreService;
  guard: MemberGuard;
};

export function registerMemberRoutes(app: FastifyInstance, services: MemberRouteServices): void {
  registerRegistrationRoutes(app, services);
  registerPasswordRoutes(app, services);
  registerSecurityCentreRoutes(app, services);
}

function registerRegistrationRoutes(app: FastifyInstance, { registration }: MemberRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(apiRoutes.register.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'register',
      summary: 'Register by username; logs the new member in',
      tags,
      body: usernameRegistrationSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) =>
      registration.register({ kind: 'username', ...request.body }, clientOf(request)),
  });
  routes.put(apiRoutes.mobileRegister.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'mobileRegister',
      summary: 'Register by mobile number; logs the new member in',
      tags,
      body: mobileRegistrationSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => registration.register({ kind: 'mobile', ...request.body }, clientOf(request)),
  });
  routes.post(apiRoutes.registrationSms.path, {
    config: oncePerSecond,
    schema: {
      operationId: 'registrationSms',
      summary: 'Send a registration SMS code',
      tags,
      body: registrationSmsRequestSchema,
      response: { 200: smsCodeSentSchema },
    },
    handler: async (request) => {
      const sent = await registration.sendRegistrationCode(
        request.body.countryDialingCode,
        request.body.mobileNo,
        request.body.language,
      );
      return { expiredMinutes: sent.expiredMinutes, message: 'Code sent.' };
    },
  });
  routes.get(apiRoutes.affiliateCheck.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'affiliateCheck',
      summary: 'Is this affiliate/referral code valid?',
      tags,
      querystring: affiliateCheckQuerySchema,
      response: { 200: affiliateCheckResponseSchema },
    },
    handler: async (request) => ({ valid: await registration.isValidReferralCode(request.query.code) }),
  });
  routes.get(apiRoutes.countryCodes.path, {
    schema: {
      operationId: 'countryCodes',
      summary: 'Country dialling codes',
      tags,
      response: { 200: countryCodesResponseSchema },
    },
    handler: async () => ({ countries: [...countryDialingCodes] }),
  });
}

function registerPasswordRoutes(app: FastifyInstance, { passwords, guard }: MemberRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(apiRoutes.changePassword.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'changePassword',
      summary:
        'Change the password: signed in with the old one, or with the change token a login step issued',
      tags,
      body: changePasswordRequestSchema,
      response: { 200: z.union([loginResponseSchema, passwordChangedResponseSchema]) },
    },
    handler: async (request) => {
      const body = request.body;
      if (body.changeToken) return passwords.changeWithToken(body.changeToken, body, clientOf(request));
      const context = await guard.require(request);
      const otherSessionsEnded = await passwords.changeSignedIn(
        context.member,
        context.sessionId,
        body,
        clientOf(request),
      );
      return { message: 'Password changed.', otherSessionsEnded };
    },
  });
  routes.post(apiRoutes.forgotPasswordByEmail.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'forgotPasswordByEmail',
      summary: 'E-mail a one-time reset link',
      tags,
      body: forgotPasswordByEmailRequestSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await passwords.forgotByEmail(request.body.username, request.body.email, clientOf(request));
      return recoveryMailAnswer;
    },
  });
  routes.post(apiRoutes.resetPasswordByEmail.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'resetPasswordByEmail',
      summary: 'Set a new password with the e-mailed link',
      tags,
      body: resetPasswordByEmailRequestSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const body = request.body;
      await passwords.resetWithEmailToken(
        body.resetToken,
        body.newPassword,
        body.confirmNewPassword,
        clientOf(request),
      );
      return { message: 'Password reset; log in again.' };
    },
  });
  routes.post(apiRoutes.recoverySms.path, {
    config: oncePerSecond,
    schema: {
      operationId: 'recoverySms',
      summary: 'Send a password-recovery SMS code',
      tags,
      body: recoverySmsRequestSchema,
      response: { 200: smsCodeSentSchema },
    },
    handler: async (request) => {
      const sent = await passwords.sendRecoveryCode(request.body.countryDialingCode, request.body.mobileNo);
      return {
        expiredMinutes: sent.expiredMinutes,
        message: 'If this number is registered, a code is on its way.',
      };
    },
  });
  routes.post(apiRoutes.setPasswordByPhone.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'setPasswordByPhone',
      summary: 'Reset by phone and code, then log in',
      tags,
      body: setPasswordByPhoneRequestSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => passwords.resetByPhone(request.body, clientOf(request)),
  });
}

function registerSecurityCentreRoutes(
  app: FastifyInstance,
  { members, securityCentre, guard }: MemberRouteServices,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(apiRoutes.memberIcon.path, {
    schema: {
      operationId: 'memberIcon',
      summary: 'Choose the avatar',
      tags,
      body: memberIconRequestSchema,
      response: { 200: memberInfoSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      await members.setIcon(member.id, request.body.iconId);
      return members.info(await members.requireById(member.id));
    },
  });
  routes.put(apiRoutes.memberLanguage.path, {
    schema: {
      operationId: 'memberLanguage',
      summary: 'Tell the server the chosen language',
      tags,
      body: z.object({ language: z.enum(languageCodes) }),
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request, { allowTrial: true });
      await members.setLanguage(member.id, request.body.language);
      return { message: 'Saved.' };
    },
  });
  routes.get(apiRoutes.profile.path, {
    schema: {
      operationId: 'profile',
      summary: 'The security-centre profile',
      tags,
      response: { 200: profileSchema },
    },
    handler: async (request) => members.profile((await guard.require(request)).member),
  });
  routes.patch(apiRoutes.profileUpdate.path, {
    schema: {
      operationId: 'profileUpdate',
      summary: 'Update profile fields',
      tags,
      body: profileUpdateSchema,
      response: { 200: profileSchema },
    },
    handler: async (request) =>
      securityCentre.updateProfile((await guard.require(request)).member, request.body, clientOf(request)),
  });
  routes.post(apiRoutes.bindMobileCode.path, {
    config: oncePerSecond,
    schema: {
      operationId: 'bindMobileCode',
      summary: 'Send a code to the mobile number to bind',
      tags,
      body: registrationSmsRequestSchema,
      response: { 200: smsCodeSentSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const sent = await securityCentre.sendBindMobileCode(
        member,
        request.body.countryDialingCode,
        request.body.mobileNo,
      );
      return { expiredMinutes: sent.expiredMinutes, message: 'Code sent.' };
    },
  });
  routes.post(apiRoutes.bindMobile.path, {
    schema: {
      operationId: 'bindMobile',
      summary: 'Bind a mobile number with its code',
      tags,
      body: bindMobileRequestSchema,
      response: { 200: memberInfoSchema },
    },
    handler: async (request) =>
      securityCentre.bindMobile((await guard.require(request)).member, request.body, clientOf(request)),
  });
  routes.post(apiRoutes.bindEmailCode.path, {
    config: oncePerSecond,
    schema: {
      operationId: 'bindEmailCode',
      summary: 'Send a code to the e-mail address to bind',
      tags,
      body: bindEmailCodeRequestSchema,
      response: { 200: smsCodeSentSchema },
    },
    handler: async (request) => {
      const sent = await securityCentre.sendBindEmailCode(
        (await guard.require(request)).member,
        request.body.email,
      );
      return { expiredMinutes: sent.expiredMinutes, message: 'Code sent.' };
    },
  });
  routes.post(apiRoutes.bindEmail.path, {
    schema: {
      operationId: 'bindEmail',
      summary: 'Bind an e-mail address with its code',
      tags,
      body: bindEmailRequestSchema,
      response: { 200: memberInfoSchema },
    },
    handler: async (request) =>
      securityCentre.bindEmail((await guard.require(request)).member, request.body, clientOf(request)),
  });
  routes.post(apiRoutes.setPaymentPassword.path, {
    config: recoveryRateLimit,
    schema: {
      operationId: 'setPaymentPassword',
      summary: 'Set or change the payment password (login password confirms)',
      tags,
      body: setPaymentPasswordRequestSchema,
      response: { 200: memberInfoSchema },
    },
    handler: async (request) =>
      securityCentre.setPaymentPassword(
        (await guard.require(request)).member,
        request.body,
        clientOf(request),
      ),
  });
}
