import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  captchaResponseSchema,
  freePlayRequestSchema,
  loginCodeRequestSchema,
  loginInfoResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginVerifyRequestSchema,
  memberInfoSchema,
  messageResponseSchema,
  smsCodeSentSchema,
} from '@gaming/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { MembersService } from '../members/members-service.js';
import type { AuthService, Client } from './auth-service.js';
import type { CaptchaService } from './captcha-service.js';
import type { MemberGuard } from './member-guard.js';
import { registerMemberSessionRoutes } from './member-session-routes.js';

const tags = ['Session'];
/** Spec §4: captcha refresh and SMS sending at most once per second. */
// Spec §4: at most once per second on average; a burst of 3 absorbs a client's timer jitter.
const oncePerSecond = { rateLimit: { max: 3, timeWindow: 3000 } };
const loginRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export type AuthRouteServices = {
  auth: AuthService;
  captchas: CaptchaService;
  members: MembersService;
  guard: MemberGuard;
};

/** A login's client, with the token the tab still holds: its session is replaced, not piled on. */
function signingInClient(request: FastifyRequest): Client {
  return { ...clientOf(request), replacesToken: bearerToken(request) };
}

export function registerAuthRoutes(app: FastifyInstance, services: AuthRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, captchas, members, guard } = services;

  routes.get(apiRoutes.captcha.path, {
    config: oncePerSecond,
    schema: {
      operationId: 'captcha',
      summary: 'A captcha image (base64 PNG) and its id',
      tags: ['System'],
      response: { 200: captchaResponseSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captchas.create();
    },
  });

  const login = async (body: ReturnType<typeof loginRequestSchema.parse>, client: Client) =>
    body.type === 'sms' ? auth.loginWithSms(body, client) : auth.loginWithPassword(body, client);

  routes.post(apiRoutes.login.path, {
    config: loginRateLimit,
    schema: {
      operationId: 'login',
      summary: 'Log in by username and password, or by SMS code',
      tags,
      body: loginRequestSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => login(request.body, signingInClient(request)),
  });

  routes.post(apiRoutes.loginV2.path, {
    config: loginRateLimit,
    schema: {
      operationId: 'loginV2',
      summary: 'Log in with the human-verification (captcha) fields always required',
      tags,
      body: loginRequestSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => {
      const body = request.body;
      if (body.type === 'sms') return auth.loginWithSms(body, signingInClient(request));
      return auth.loginWithPassword({ ...body, captchaAlways: true }, signingInClient(request));
    },
  });

  routes.post(apiRoutes.loginVerify.path, {
    config: loginRateLimit,
    schema: {
      operationId: 'loginVerify',
      summary: 'Complete a login from a new IP with the code sent',
      tags,
      body: loginVerifyRequestSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) =>
      auth.completeNewIpChallenge(
        request.body.challengeId,
        request.body.verificationCode,
        signingInClient(request),
      ),
  });

  routes.post(apiRoutes.loginCode.path, {
    config: oncePerSecond,
    schema: {
      operationId: 'loginCode',
      summary: 'Send an SMS login code',
      tags,
      body: loginCodeRequestSchema,
      response: { 200: smsCodeSentSchema },
    },
    handler: async (request) => {
      const sent = await auth.sendLoginCode(request.body.countryDialingCode, request.body.mobileNum);
      return {
        expiredMinutes: sent.expiredMinutes,
        message: 'If this number is registered, a code is on its way.',
      };
    },
  });

  routes.delete(apiRoutes.logout.path, {
    schema: {
      operationId: 'logout',
      summary: 'End the session',
      tags,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const context = await guard.require(request, { allowTrial: true });
      await auth.logout(context.token, context.member.id, clientOf(request));
      return { message: 'Logged out.' };
    },
  });

  routes.post(apiRoutes.freePlay.path, {
    config: loginRateLimit,
    schema: {
      operationId: 'freePlay',
      summary: 'Create and log in a trial account',
      tags,
      body: freePlayRequestSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => auth.freePlay(clientOf(request)),
  });

  routes.post(apiRoutes.firstLogin.path, {
    schema: {
      operationId: 'firstLogin',
      summary: 'Record the first login',
      tags,
      response: { 200: memberInfoSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request, { allowTrial: true });
      await members.markFirstLogin(member.id, new Date());
      return members.info(await members.requireById(member.id));
    },
  });

  routes.get(apiRoutes.loginInfo.path, {
    schema: {
      operationId: 'loginInfo',
      summary: 'What the session knows',
      tags,
      response: { 200: loginInfoResponseSchema },
    },
    handler: async (request) => {
      const context = await guard.require(request, { allowTrial: true });
      const session = (await auth.sessionInfo(context.sessionId, context.member.id)) ?? undefined;
      if (!session) throw new AppError('unauthorized');
      return { member: members.info(context.member), session };
    },
  });

  routes.get(apiRoutes.memberInfo.path, {
    schema: {
      operationId: 'memberInfo',
      summary: 'Id, nickname, account, type and flags',
      tags: ['Member'],
      response: { 200: memberInfoSchema },
    },
    handler: async (request) => members.info((await guard.require(request, { allowTrial: true })).member),
  });

  registerMemberSessionRoutes(app, { auth, guard });
}
