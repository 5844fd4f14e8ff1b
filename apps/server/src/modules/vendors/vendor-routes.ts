import { apiRoutes } from '@gaming/contracts/api-routes';
import { gameLaunchRequestSchema, gameLaunchResponseSchema } from '@gaming/contracts/launch';
import {
  vendorAuthenticateRequestSchema,
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorCallbackParamsSchema,
  vendorCallbackResponseSchema,
  vendorEndRoundRequestSchema,
  vendorRefundRequestSchema,
  vendorSignatureHeaders,
  vendorWinRequestSchema,
} from '@gaming/contracts/vendor-callbacks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { bearerToken } from '../../platform/request-client.js';
import { hasValidSignature } from '../../platform/signed-body.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { LaunchService } from './launch-service.js';
import type { CallbackAnswer, SeamlessWalletService } from './seamless-wallet-service.js';
import type { VendorDirectory } from './vendor-adapter.js';

/** A callback body is small; anything bigger is not a vendor's call. */
const callbackBodyLimitBytes = 16 * 1024;

type CallbackRoute = {
  operationId:
    | 'vendorAuthenticate'
    | 'vendorBalance'
    | 'vendorBet'
    | 'vendorWin'
    | 'vendorRefund'
    | 'vendorEndRound';
  summary: string;
  schema: z.ZodType;
  handle: (vendorCode: string, body: never) => Promise<CallbackAnswer>;
};

export function registerVendorRoutes(
  app: FastifyInstance,
  services: {
    wallet: SeamlessWalletService;
    launch: LaunchService;
    directory: VendorDirectory;
    guard: MemberGuard;
  },
): void {
  const { wallet, launch, directory, guard } = services;

  app.withTypeProvider<ZodTypeProvider>().post(apiRoutes.gameLaunch.path, {
    schema: {
      operationId: 'gameLaunch',
      summary:
        "The vendor's URL for a game (members; guests and trial accounts only for free-trial games, in the vendor's demo mode, otherwise 401 or in_need_true_account); maintenance answers with suggestions",
      tags: ['Games'],
      body: gameLaunchRequestSchema,
      response: { 200: gameLaunchResponseSchema },
    },
    handler: async (request) => {
      // A guest (no session token) or a trial account may only take a free trial (the service decides); a
      // bad or expired token is a 401 as usual.
      const context = bearerToken(request) ? await guard.require(request, { allowTrial: true }) : null;
      const launcher = context ? { member: context.member, memberSessionId: context.sessionId } : null;
      return launch.launch(launcher, request.body);
    },
  });

  const callbacks: CallbackRoute[] = [
    {
      operationId: 'vendorAuthenticate',
      summary:
        "Vendor: exchange the launch token for the player id and balance (player_blocked once the member's site session ended)",
      schema: vendorAuthenticateRequestSchema,
      handle: (vendorCode, body: z.infer<typeof vendorAuthenticateRequestSchema>) =>
        wallet.authenticate(vendorCode, body),
    },
    {
      operationId: 'vendorBalance',
      summary: "Vendor: the player's available balance (player_blocked once the member's site session ended)",
      schema: vendorBalanceRequestSchema,
      handle: (vendorCode, body: z.infer<typeof vendorBalanceRequestSchema>) =>
        wallet.balance(vendorCode, body),
    },
    {
      operationId: 'vendorBet',
      summary:
        "Vendor: debit a bet (idempotent on transactionId; insufficient funds is a protocol error; player_blocked once the member's site session ended or the member may not play)",
      schema: vendorBetRequestSchema,
      handle: (vendorCode, body: z.infer<typeof vendorBetRequestSchema>) => wallet.bet(vendorCode, body),
    },
    {
      operationId: 'vendorWin',
      summary:
        'Vendor: credit a win (idempotent on transactionId; needs a bet standing in its round, else bet_not_found, not kept; refused for a rolled-back or settled round)',
      schema: vendorWinRequestSchema,
      handle: (vendorCode, body: z.infer<typeof vendorWinRequestSchema>) => wallet.win(vendorCode, body),
    },
    {
      operationId: 'vendorRefund',
      summary:
        'Vendor: roll back a bet (a bet never seen is acknowledged, and refused if it arrives later; round_closed once its round paid a win or settled)',
      schema: vendorRefundRequestSchema,
      handle: (vendorCode, body: z.infer<typeof vendorRefundRequestSchema>) =>
        wallet.refund(vendorCode, body),
    },
    {
      operationId: 'vendorEndRound',
      summary: 'Vendor: the round is over (settles it)',
      schema: vendorEndRoundRequestSchema,
      handle: (vendorCode, body: z.infer<typeof vendorEndRoundRequestSchema>) =>
        wallet.endRound(vendorCode, body),
    },
  ];

  // Callbacks are verified over their exact bytes, so their scope keeps the raw body (as the payment
  // notification does) and parses the JSON only after the signature checks out.
  app.register(async (scope) => {
    // Thousands of callbacks a second at a busy operator: the two info lines Fastify writes per request
    // (incoming, completed) took about a fifth of the server's CPU per callback (bench callbacks at the
    // default level), and every money call is kept with its answer (vendor_transactions). The routes log at warn; a refused callback (a bad
    // signature, an unknown vendor, a malformed body) is still logged, at warn, with its status.
    scope.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400)
        request.log.warn(
          { res: reply, responseTime: reply.elapsedTime, url: request.url },
          'vendor callback refused',
        );
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: callbackBodyLimitBytes },
      (_request, body, done) => done(null, body),
    );
    for (const callback of callbacks) {
      scope.withTypeProvider<ZodTypeProvider>().post(apiRoutes[callback.operationId].path, {
        // Signed vendor traffic is the money path of every game: throttling it would strand rounds.
        config: { rateLimit: false },
        logLevel: 'warn',

        // Server-to-server JSON: the browser security headers (a CSP built per reply) protect nothing here.
        helmet: false,
        schema: {
          operationId: callback.operationId,
          summary: `${callback.summary}. Signed: HMAC-SHA256 over "timestamp.rawBody" in ${vendorSignatureHeaders.timestamp} / ${vendorSignatureHeaders.signature}`,
          tags: ['Vendor wallet'],
          params: vendorCallbackParamsSchema,
          response: { 200: vendorCallbackResponseSchema },
        },
        handler: async (request: FastifyRequest<{ Params: { vendorCode: string } }>, reply: FastifyReply) => {
          const { vendorCode } = request.params;
          const adapter = directory.adapterFor(vendorCode);
          if (!adapter) throw new AppError('not_found', 'No such vendor.');
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          if (!hasValidSignature(vendorSignatureHeaders, adapter.secret, request.headers, rawBody))
            throw new AppError('signature_invalid');
          let json: unknown;
          try {
            json = JSON.parse(rawBody.toString('utf8'));
          } catch {
            throw new AppError('validation_failed', 'The body is not JSON.');
          }
          const parsed = callback.schema.safeParse(json);
          if (!parsed.success) throw new AppError('validation_failed', parsed.error.issues[0]?.message);
          const answer = await callback.handle(vendorCode, parsed.data as never);
          // The kept bytes go out as they are: a replay is byte-for-byte the first answer.
          return reply.type('application/json; charset=utf-8').send(answer.body);
        },
      });
    }
  });
}
