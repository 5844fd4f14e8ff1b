import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { apiRoutes } from '@gaming/contracts/api-routes';
import { liveMaxMessageBytes } from '@gaming/contracts/live';
import { healthResponseSchema, readinessResponseSchema } from '@gaming/contracts/system';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { registerAccounts } from './accounts.js';
import { isDatabaseReachable } from './db/database.js';
import type { Database } from './db/schema.js';
import { registerAgentContracts } from './modules/agent-contracts/register-agent-contracts.js';
import { registerAgents } from './modules/agents/register-agents.js';
import { registerBonuses } from './modules/bonuses/register-bonuses.js';
import { registerChat } from './modules/chat/register-chat.js';
import { registerAnnouncements } from './modules/content/announcements-routes.js';
import { registerBannersAdmin } from './modules/content/banners-admin-routes.js';
import { ContentRepository } from './modules/content/content-repository.js';
import { registerContentRoutes } from './modules/content/content-routes.js';
import { ContentService } from './modules/content/content-service.js';
import { registerNews } from './modules/content/news-routes.js';
import { registerFeedback } from './modules/feedback/register-feedback.js';
import { GamesRepository } from './modules/games/games-repository.js';
import { registerGamesRoutes } from './modules/games/games-routes.js';
import { GamesService } from './modules/games/games-service.js';
import { registerCatalogue } from './modules/games/register-catalogue.js';
import { registerGatewaySimulator } from './modules/gateway-sim/gateway-sim-routes.js';
import { registerJobRuns } from './modules/jobs/register-jobs.js';
import { registerLiveStreams } from './modules/live-streams/live-streams-routes.js';
import { registerLottery } from './modules/lottery/register-lottery.js';
import { registerRegistrationSettingsRoutes } from './modules/members/registration-settings-routes.js';
import {
  type EmailTransport,
  outboxEmailTransport,
  outboxSmsTransport,
  type SmsTransport,
} from './modules/messaging/transports.js';
import { registerMissions } from './modules/missions/register-missions.js';
import { registerPlatformMessages } from './modules/platform-messages/register-platform-messages.js';
import { registerPoints } from './modules/points/register-points.js';
import { registerPointsMall } from './modules/points-mall/register-points-mall.js';
import { registerPromotions } from './modules/promotions/register-promotions.js';
import { registerRankings } from './modules/rankings/register-rankings.js';
import { registerReports } from './modules/reports/register-reports.js';
import { registerCompliance } from './modules/responsible-gaming/register-compliance.js';
import { referralPromotionsOf } from './modules/reward-campaigns/referral-promotion-adapter.js';
import { registerRewardCampaigns } from './modules/reward-campaigns/register-reward-campaigns.js';
import { registerMemberRisk } from './modules/risk/register-member-risk.js';
import { registerBettingRecordsRoutes } from './modules/rounds/betting-records-routes.js';
import { BettingRecordsService, labelsOf } from './modules/rounds/betting-records-service.js';
import type { SettingsService } from './modules/settings/settings-service.js';
import { registerAccessGuard } from './modules/system/access-guard.js';
import type { GeoLocator } from './modules/system/geo-locator.js';
import { LanguageSettingsService } from './modules/system/language-settings-service.js';
import { registerSystemAdminRoutes } from './modules/system/system-admin-routes.js';
import { registerSystemRoutes } from './modules/system/system-routes.js';
import { SystemService } from './modules/system/system-service.js';
import { registerJackpots } from './modules/vendors/jackpot-routes.js';
import { registerVendors, type VendorSimulatorConfig } from './modules/vendors/register-vendors.js';
import { registerVip } from './modules/vip/register-vip.js';
import { ProfitRepository } from './modules/wallet/profit-repository.js';
import { registerProfitRoutes } from './modules/wallet/profit-routes.js';
import { ProfitService } from './modules/wallet/profit-service.js';
import { registerVendorWallets } from './modules/wallet/register-vendor-wallets.js';
import { vendorAccountSuffix } from './modules/wallet/vendor-wallet-service.js';
import { errorBody, registerErrorHandling } from './platform/errors.js';
import { InProcessEventBus, type MemberEventBus } from './platform/events.js';
import { answerFrameworkError } from './platform/framework-errors.js';
import { type JobQueue, type JobRunObserver, jobFailureReason, type ScheduledJob } from './platform/jobs.js';
import { loggerOptions } from './platform/logger.js';
import { type MetricsOptions, registerDeltaFoldGauges, registerMetrics } from './platform/metrics.js';
import { documentOperation, openApiSecuritySchemes } from './platform/openapi.js';
import { assetsDir } from './platform/paths.js';
import {
  answerClientError,
  registerPathParamLimit,
  routerMaxParamLength,
} from './platform/protocol-limits.js';
import { registerRouteAccess } from './platform/route-access.js';
import { routeAuthenticators } from './route-authenticators.js';
import { cachedIndexHtml, shortLived, type WebIndexExtras, withBootData } from './web-index.js';
import { registerWebManifest } from './web-manifest.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work the modules want run on a schedule; main.ts hands it to the job runner. */
    scheduledJobs: ScheduledJob[];
    /** Told of every run of those jobs (recorded, counted); main.ts hands it to the job runner too. */
    jobRunObserver: JobRunObserver;
  }
}

export type AppDependencies = {
  db: Kysely<Database>;
  settings: SettingsService;
  geo: GeoLocator;
  trustProxy: boolean | number | string[];
  bodyLimitBytes: number;
  logger: FastifyServerOptions['logger'] | false;
  webDistDir: string | undefined;
  emailTransport?: EmailTransport;
  smsTransport?: SmsTransport;
  publicUrl?: string;
  secretKey: Buffer;
  backofficeDistDir?: string | undefined;
  /** Live member events; an in-process bus when not given (main.ts passes the Redis bus with REDIS_URL). */
  events?: MemberEventBus;
  /** Mount the payment gateway simulator at /gateway-sim (config GATEWAY_SIMULATOR; off in production). */
  gatewaySimulator?: boolean;
  /** apps/vendor-sim plays the external vendors (config VENDOR_SIMULATOR_URL and VENDOR_SIMULATOR_SECRET). */
  vendorSimulator?: VendorSimulatorConfig | undefined;
  /** Prometheus metrics at /metrics for a scraper with the token (config METRICS_TOKEN); none when unset. */
  metrics?: MetricsOptions | undefined;
  /** The job runner (main.ts), so staff can run a failed job again; without it a retry is refused. */
  jobQueue?: JobQueue | undefined;
  /** The server's clock (ms) the in-house live rounds are timed by; Date.now unless a test injects one. */
  now?: (() => number) | undefined;
  /** The GAMSTOP register's endpoint and key (config GAMSTOP_URL, GAMSTOP_API_KEY); none when unset. */
  gamstop?: { url: string; apiKey: string } | undefined;
};

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Game images come from the image CDNs of the settings (any https origin, spec §9 chosen at random).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // Live streams (issue 19): hls.js fetches https playlists and segments and plays them from a blob:
    // MediaSource; Safari plays https HLS natively. hls.js runs without its (blob:) worker.
    connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Accept a caller's request id only when it is short and plain, so it is safe to log and echo. */
function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(header) ? header : randomUUID();
}

async function registerPlatform(app: FastifyInstance, gameOrigins: string[] = []): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // /seamless frames the vendors' game pages: any https origin (vendors and launch CDNs change with
  // settings) and the configured vendor simulator.
  const framed = {
    directives: { ...contentSecurityPolicy.directives, frameSrc: ["'self'", 'https:', ...gameOrigins] },
  };
  await app.register(helmet, { contentSecurityPolicy: framed, crossOriginEmbedderPolicy: false });
  // After helmet's hooks, so an over-long path parameter's 414 carries the security headers.
  registerPathParamLimit(app);
  // Multipart is only for proof images; readProofUpload sets the per-request limits (spec §8).
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 20, parts: 30 } });
  // The live socket (modules/live) only ever reads a short auth message and pings.
  await app.register(websocket, { options: { maxPayload: liveMaxMessageBytes } });
  await app.register(rateLimit, {
    max: 600,
    timeWindow: '1 minute',
    cache: 50_000,
    // The API is what costs; the web app's static files are served freely (a CDN's job in production).
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (request, context) => {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const body = errorBody('too_many_requests', request.id, undefined, { retryAfterSeconds });
      return Object.assign(new Error(body.error.message), { statusCode: 429, body });
    },
  });
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gaming platform API',
        version: '1.0.0',
        description:
          'Operation ids follow spec/API.md. Errors share one shape: { error: { code, message, requestId } }.',
      },
      components: { securitySchemes: openApiSecuritySchemes },
    },
    transform: documentOperation,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

function registerHealth(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(apiRoutes.healthz.path, {
    config: { rateLimit: false },
    schema: {
      operationId: 'healthz',
      summary: 'The process is alive',
      tags: ['Health'],
      response: { 200: healthResponseSchema },
    },
    handler: async () => ({ status: 'ok' as const }),
  });
  routes.get(apiRoutes.readyz.path, {
    config: { rateLimit: false },
    schema: {
      operationId: 'readyz',
      summary: 'The database is reachable',
      tags: ['Health'],
      response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
    },
    handler: async (_request, reply) => {
      const reachable = await isDatabaseReachable(db);
      if (reachable) return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  });
}

/** The web app's paths that show the home page (apps/web router). */
const homePagePaths = new Set(['/', '/index', '/home', '/login', '/register']);
/** How long a banner change may take to reach the preload of index.html. */
const homeBannerCacheMs = 30_000;

/** Hashed assets never change; index.html must always be fresh. */
function cacheHeaders(reply: { header: (name: string, value: string) => unknown }, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Serves the built web app and back office; unknown page paths get index.html so client routes survive a reload. */
async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  backofficeDistDir: string | undefined,
  indexExtras: (request: FastifyRequest, pathname: string) => Promise<WebIndexExtras>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1h',
  });
  const hasBackoffice =
    backofficeDistDir !== undefined && existsSync(path.join(backofficeDistDir, 'index.html'));
  if (hasBackoffice) {
    await app.register(fastifyStatic, {
      root: backofficeDistDir,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (scripts/build.mjs); sent when accepted.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  const hasWebApp = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  const indexHtml = hasWebApp ? cachedIndexHtml(webDistDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith('/api/') || pathname === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (an old hashed asset, say) is a 404, not the app's HTML under a script's name.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    const isBackoffice = pathname === '/admin' || pathname.startsWith('/admin/');
    if (!isApi && wantsPage && !looksLikeFile) {
      if (isBackoffice && hasBackoffice) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', backofficeDistDir as string);
      }
      if (!isBackoffice && indexHtml) {
        // The page carries this visitor's system status: revalidated every time, kept by no shared cache.
        reply.header('cache-control', 'private, no-cache');
        let extras: WebIndexExtras | null = null;
        try {
          extras = await indexExtras(request, pathname);
        } catch (error) {
          // Without the boot data the app asks for it itself: slower, still correct.
          request.log.warn({ err: error }, 'index.html boot data unavailable');
        }
        const html = await indexHtml();
        return reply.type('text/html; charset=utf-8').send(extras ? withBootData(html, extras) : html);
      }
    }
    return reply.status(404).send(errorBody('not_found', request.id));
  });
}

/** The compliance rules read a Date; the app's clock is in milliseconds (a test's controllable clock). */
function complianceClock(nowMs: (() => number) | undefined): () => Date {
  return nowMs ? () => new Date(nowMs()) : () => new Date();
}

export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: dependencies.logger ?? loggerOptions('info'),
    // Fastify accepts a hop count at run time (proxy-addr) though its types omit it.
    trustProxy: dependencies.trustProxy as boolean | string | string[],
    bodyLimit: dependencies.bodyLimitBytes,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    return503OnClosing: true,
    routerOptions: { maxParamLength: routerMaxParamLength },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  await registerPlatform(
    app,
    dependencies.vendorSimulator ? [new URL(dependencies.vendorSimulator.url).origin] : [],
  );
  // Before any route: every API route must declare its access, and is authenticated before validation.
  const routeAccess = registerRouteAccess(app);
  // Before any route, so every route's requests are timed.
  const metricsRegistry = dependencies.metrics ? registerMetrics(app, dependencies.metrics) : undefined;
  await registerDocs(app);

  const testMode = Boolean(dependencies.gatewaySimulator) || dependencies.vendorSimulator !== undefined;
  const system = new SystemService(dependencies.settings, dependencies.geo, { testMode });
  registerAccessGuard(app, system);
  registerHealth(app, dependencies.db);
  registerSystemRoutes(app, system);
  registerRegistrationSettingsRoutes(app, dependencies.settings);
  const games = new GamesService(new GamesRepository(dependencies.db), dependencies.settings);
  registerGamesRoutes(app, games);
  const brandDefaultLanguage = () => dependencies.settings.get('brand').defaultLanguage;
  const content = new ContentService(new ContentRepository(dependencies.db), brandDefaultLanguage);
  registerContentRoutes(app, content);
  const events = dependencies.events ?? new InProcessEventBus();
  const accounts = registerAccounts(app, {
    db: dependencies.db,
    settings: dependencies.settings,
    emailTransport: dependencies.emailTransport ?? outboxEmailTransport,
    smsTransport: dependencies.smsTransport ?? outboxSmsTransport,
    publicUrl: () => dependencies.publicUrl ?? 'http://localhost:8080',
    secretKey: dependencies.secretKey,
    isSingleWallet: () => games.isSingleWallet(),
    events,
    gatewaySimulator: dependencies.gatewaySimulator ?? false,
    now: dependencies.now,
  });
  routeAccess.authenticateWith(routeAuthenticators(accounts.guard, accounts.staff));
  if (dependencies.gatewaySimulator) registerGatewaySimulator(app, { secretKey: dependencies.secretKey });
  // A failing fold of the hot accounts' deltas loses nothing but slows every balance read: said in the log
  // and in /metrics, not kept to itself.
  accounts.ledger.deltas.onFailure((error) =>
    app.log.error({ reason: jobFailureReason(error) }, "folding the hot ledger accounts' deltas failed"),
  );
  registerDeltaFoldGauges(metricsRegistry, accounts.ledger.deltas);
  registerAnnouncements(app, {
    db: dependencies.db,
    staff: accounts.staff,
    audit: accounts.audit,
    defaultLanguage: brandDefaultLanguage,
  });
  // The languages the site offers (issue 21): the brand setting the player site's language menu follows.
  registerSystemAdminRoutes(app, {
    staff: accounts.staff,
    languages: new LanguageSettingsService(system, accounts.audit),
  });
  // Feedback and complaints (issue 18): captcha from auth, a guest's e-mail answer through the outbox.
  const feedback = registerFeedback(app, {
    db: dependencies.db,
    captchas: accounts.captchas,
    email: accounts.messaging,
    members: {
      accountsOf: (ids) => accounts.members.accountsOf(ids),
      languageOf: async (memberId) => (await accounts.members.findById(memberId))?.language,
    },
    staff: accounts.staff,
    audit: accounts.audit,
    guard: accounts.guard,
    defaultLanguage: brandDefaultLanguage,
  });
  // News and the banner editor (issue 18): both use the content images staff upload.
  const news = registerNews(app, {
    db: dependencies.db,
    staff: accounts.staff,
    audit: accounts.audit,
    defaultLanguage: brandDefaultLanguage,
  });
  registerBannersAdmin(app, {
    db: dependencies.db,
    staff: accounts.staff,
    audit: accounts.audit,
    images: news.images,
  });
  const catalogue = registerCatalogue(app, {
    db: dependencies.db,
    settings: dependencies.settings,
    games,
    guard: accounts.guard,
    staff: accounts.staff,
    audit: accounts.audit,
    vendorWalletMoneyHeld: (vendorCode) =>
      accounts.ledger.anyOpenBalance('member_vendor', vendorAccountSuffix(vendorCode)),
  });
  // Live streams and poker rooms (issue 19): covers are content images; the rooms are the PVP games.
  registerLiveStreams(app, {
    db: dependencies.db,
    staff: accounts.staff,
    audit: accounts.audit,
    images: news.images,
    catalogue,
    defaultLanguage: brandDefaultLanguage,
  });
  // The in-house games take their names from the catalogue and feed the member's recently played list.
  accounts.inhouse.connectCatalogue({
    gameNames: async (codes, language) => {
      const keys = codes.map((gameCode) => ({ vendorCode: 'INHOUSE', gameCode }));
      const labels = await catalogue.gameLabels(keys, language);
      return (gameCode) => labels.gameName({ vendorCode: 'INHOUSE', gameCode });
    },
    recordPlayed: (memberId, game) =>
      // The round is settled either way: a failure here costs a list entry, never the player's answer.
      catalogue.recordPlayedByCode(memberId, 'INHOUSE', game).catch((error: unknown) => {
        app.log.warn({ err: error, game }, 'could not record an in-house game as recently played');
      }),
  });
  const profit = new ProfitService(
    new ProfitRepository(dependencies.db),
    accounts.wallet,
    dependencies.settings,
  );
  registerProfitRoutes(app, { profit, guard: accounts.guard });
  registerMemberRisk(app, {
    db: dependencies.db,
    staff: accounts.staff,
    members: accounts.members,
    profit,
    rounds: accounts.rounds,
    withdrawals: accounts.withdrawals.withdrawals,
    audit: accounts.audit,
    settings: dependencies.settings,
  });
  // The agent programme's teams (issue 15): the agent centre, affiliate applications, staff's agent tools.
  const agentTeams = registerAgents(app, {
    db: dependencies.db,
    guard: accounts.guard,
    staff: accounts.staff,
    members: accounts.members,
    wallet: accounts.wallet,
    registration: accounts.registration,
    settings: dependencies.settings,
    audit: accounts.audit,
    // Composed late (agent contracts depend on the teams, never the other way): called on demotion only.
    liveContractsGiven: (memberId) => agentContracts.contracts.liveGivenCount(memberId),
    now: dependencies.now,
  });
  // Agent contracts (issue 15): offers, answers, terminations and their settlement jobs; the flags that
  // allow each kind come from the teams' agent profiles.
  const agentContracts = registerAgentContracts(app, {
    db: dependencies.db,
    ledger: accounts.ledger,
    ledgerIds: accounts.ledgerIds,
    wallet: accounts.wallet,
    members: accounts.members,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
    flagsOf: async (memberId) => {
      const flags = await agentTeams.agents.flagsOf(memberId);
      return {
        dividend: flags.dividendEnabled,
        daily: flags.dailySalaryEnabled,
        hourly: flags.hourlySalaryEnabled,
        realtime: flags.realtimeSalaryEnabled,
      };
    },
  });
  // Bonus money (issue 16): every reward is granted through bonuses.grant (promotions and reward campaigns
  // compose after it); a withdrawal is refused while a bonus is in wagering (checked, not imported).
  const bonuses = registerBonuses(app, {
    db: dependencies.db,
    ledger: accounts.ledger,
    ledgerIds: accounts.ledgerIds,
    wallet: accounts.wallet,
    members: accounts.members,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
    events,
  });
  accounts.withdrawals.withdrawals.addRequestCheck((memberId) =>
    bonuses.bonuses.assertNoActiveWagering(memberId),
  );
  // Loyalty points (issue 17): points.points (award, spend, refund; the mall, VIP, missions and rankings
  // use it) and points.playStats (settled play per category and hour); the every-minute earning job.
  const points = registerPoints(app, {
    db: dependencies.db,
    ledger: accounts.ledger,
    ledgerIds: accounts.ledgerIds,
    members: accounts.members,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
    events,
  });
  // The points mall (issue 17 B): points through points.points, money through bonuses (kind points_mall or
  // points_convert), the payment password with the cashier's lockout; pointsConfig shows its conversion terms.
  const pointsMall = registerPointsMall(app, {
    db: dependencies.db,
    points: points.points,
    grants: bonuses.bonuses,
    passwords: accounts.wallet,
    ledgerIds: accounts.ledgerIds,
    members: accounts.members,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
  });
  points.points.provideConversionTerms(() => pointsMall.mall.conversionTerms());
  // Missions and ranking boards (issue 17 D): progress and standings from points.playStats and deposits,
  // points rewards through points.points, money rewards through bonuses (kinds mission and ranking).
  const missions = registerMissions(app, {
    db: dependencies.db,
    playStats: points.playStats,
    deposits: accounts.deposits,
    points: points.points,
    grants: bonuses.bonuses,
    members: accounts.members,
    ledgerIds: accounts.ledgerIds,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
  });
  const rankings = registerRankings(app, {
    db: dependencies.db,
    playStats: points.playStats,
    points: points.points,
    grants: bonuses.bonuses,
    members: accounts.members,
    ledgerIds: accounts.ledgerIds,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
  });
  // VIP levels (issue 17 C): lifetime points and play stats through points, upgrade bonuses through bonuses;
  // withdrawals check the level's daily limit, the manual rebate adds its bonus rate, promotions its audience.
  const vip = registerVip(app, {
    db: dependencies.db,
    points: points.points,
    playStats: points.playStats,
    bonuses: bonuses.bonuses,
    members: accounts.members,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
  });
  accounts.withdrawals.withdrawals.addDailyAmountLimit(
    async (memberId) => (await vip.vip.benefitsOf(memberId)).dailyWithdrawalLimitMinor,
  );
  // Platform messages (issue 18): segments read VIP levels (vip) and agents' teams (agents); a segment is
  // delivered by the fan-out job, started at once through the job runner where one runs.
  const platformMessages = registerPlatformMessages(app, {
    db: dependencies.db,
    members: accounts.members,
    audience: {
      vipLevelsOf: (ids) => vip.vip.levelsOf(ids),
      inTeamsOf: (ids, agentAccounts) => agentTeams.agents.inTeamsOf(ids, agentAccounts),
    },
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
    events,
    runJobNow: dependencies.jobQueue
      ? (jobName) => dependencies.jobQueue?.runNow(jobName) ?? Promise.resolve()
      : undefined,
  });
  // The chat room (issue 19): members send over the live socket (accounts' hub), anyone reads its history.
  registerChat(app, {
    db: dependencies.db,
    members: accounts.members,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
    events,
    liveHub: accounts.liveHub,
  });
  // A staff answer to a member's feedback reaches the member as a platform message (issue 18).
  feedback.desk.useMessenger(platformMessages.messages);
  // Promotions (issue 16): every reward is granted through bonuses; eligibility reads the member's credited
  // deposits (deposits service) and settled valid bet (rounds service).
  const promotions = registerPromotions(app, {
    db: dependencies.db,
    bonuses: bonuses.bonuses,
    facts: {
      firstCreditedDeposit: (memberId) => accounts.deposits.firstCreditedDeposit(memberId),
      creditedTotalBetween: (memberId, from, to) =>
        accounts.deposits.creditedTotalBetween(memberId, from, to),
      settledValidBetByCategory: (memberId, from, to) =>
        accounts.rounds.settledValidBetByCategory(memberId, from, to),
      firstDepositorsBetween: (query) => accounts.deposits.firstDepositorsBetween(query),
      depositorsBetween: (query) => accounts.deposits.depositorsBetween(query),
      validBettorsBetween: (query) => agentTeams.agents.validBettorsBetween(query),
      memberIdsAfter: (afterId, limit) => accounts.members.idsAfter(afterId, limit),
      activeRealAmong: (ids, createdSince) => accounts.members.activeRealAmong(ids, createdSince),
      inTeamsOf: (ids, agentAccounts) => agentTeams.agents.inTeamsOf(ids, agentAccounts),
      vipLevelsOf: (ids) => vip.vip.levelsOf(ids),
    },
    uploads: accounts.uploads,
    audit: accounts.audit,
    staff: accounts.staff,
    members: accounts.members,
    guard: accounts.guard,
  });
  // Reward campaigns (issue 16): invite friends, red envelopes, raffles, manual rebate; every payout is a
  // grant through bonuses; the referral reward follows the live referral promotion (its slots and budget).
  const rewardCampaigns = registerRewardCampaigns(app, {
    db: dependencies.db,
    rounds: accounts.rounds,
    deposits: accounts.deposits,
    members: accounts.members,
    settings: dependencies.settings,
    audit: accounts.audit,
    staff: accounts.staff,
    guard: accounts.guard,
    secretKey: dependencies.secretKey,
    publicUrl: () => dependencies.publicUrl ?? 'http://localhost:8080',
    grants: bonuses.bonuses,
    referralPromotions: referralPromotionsOf(promotions.promotions),
    rebateBonus: {
      basisPointsOf: async (memberId) => (await vip.vip.benefitsOf(memberId)).rebateBonusBasisPoints,
    },
  });
  // The dashboard and reports read the ledger, the rounds and the members together (issue 14 #14, #15).
  registerReports(app, { db: dependencies.db, staff: accounts.staff, settings: dependencies.settings });
  // The account record names a game round by its game, in the member's language (issue 14 #2).
  accounts.wallet.recordReferences.register('round', async (ids, language) => {
    const rounds = await accounts.rounds.findMany(ids);
    const labels = await labelsOf(rounds, catalogue, language);
    return new Map(
      rounds.map((round) => [
        round.id,
        {
          reference: null,
          subject: labels.gameName({ vendorCode: round.vendor_code, gameCode: round.game_code }),
        },
      ]),
    );
  });
  // Betting records join the round record (accounts) and the catalogue's game names.
  registerBettingRecordsRoutes(app, {
    bettingRecords: new BettingRecordsService(accounts.rounds, catalogue, dependencies.settings),
    guard: accounts.guard,
  });
  // Home's first banner is its largest paint: preloaded from index.html and painted by its static frame
  // (its image is the same in every language; its alternative text is the default language's).
  const firstHomeBanner = shortLived(async () => {
    const first = (await content.banners('w_home', undefined)).banners[0];
    return first ? { url: first.url, title: first.title } : null;
  }, homeBannerCacheMs);
  // The lite app's manifest, named after the brand (issue 18).
  registerWebManifest(app, () => system.siteSettings().brand.name);
  await registerWebApp(
    app,
    dependencies.webDistDir,
    dependencies.backofficeDistDir,
    async (request, pathname) => {
      const permission = system.permission(request.ip);
      const siteSettings = system.siteSettings();
      const isHome = homePagePaths.has(pathname);
      return {
        bootData: { permission, siteSettings },
        homeBanner: isHome ? await firstHomeBanner() : null,
        // Maintenance and region blocks replace the whole app: their visitors get no home frame.
        shell: isHome && permission.status === 0 ? { brandName: siteSettings.brand.name } : null,
      };
    },
  );
  // Launch and the vendors' seamless wallet need the catalogue, the rounds and the member's wallet.
  const vendors = registerVendors(app, {
    db: dependencies.db,
    settings: dependencies.settings,
    ledger: accounts.ledger,
    ledgerIds: accounts.ledgerIds,
    wallet: accounts.wallet,
    rounds: accounts.rounds,
    catalogue,
    guard: accounts.guard,
    memberSessions: accounts.sessions,
    staff: accounts.staff,
    members: accounts.members,
    transferWalletVendors: () => games.transferWalletVendors(),
    vendorSimulator: dependencies.vendorSimulator,
  });
  // Vendor wallets need the catalogue (games), the member's wallet (accounts) and the vendors' adapters.
  const vendorWallets = registerVendorWallets(app, {
    db: dependencies.db,
    ledger: accounts.ledger,
    ledgerIds: accounts.ledgerIds,
    wallet: accounts.wallet,
    catalogue: games,
    settings: dependencies.settings,
    audit: accounts.audit,
    guard: accounts.guard,
    staff: accounts.staff,
    portFor: (vendorCode) => vendors.directory.adapterFor(vendorCode)?.transferWallet,
  });
  const jackpots = registerJackpots(app, {
    directory: vendors.directory,
    games,
    settings: dependencies.settings,
    ledger: accounts.ledger,
    ledgerIds: accounts.ledgerIds,
    audit: accounts.audit,
    staff: accounts.staff,
  });
  const jobRuns = registerJobRuns(app, {
    db: dependencies.db,
    staff: accounts.staff,
    audit: accounts.audit,
    metricsRegistry,
    queue: dependencies.jobQueue,
  });
  // In-house lottery (issue 19, vendor HLOTTO): bets, draws and settlement through the ledger and the round
  // record (so betting records, salaries and loyalty see them); its one-minute draw cycle.
  const lottery = registerLottery(app, {
    db: dependencies.db,
    rounds: accounts.rounds,
    ledger: accounts.ledger,
    ledgerIds: accounts.ledgerIds,
    wallet: accounts.wallet,
    settings: dependencies.settings,
    guard: accounts.guard,
    staff: accounts.staff,
    audit: accounts.audit,
    secretKey: dependencies.secretKey,
    now: dependencies.now,
  });
  // Responsible gaming and compliance (issue 20): last, because it hooks into deposits, withdrawals, sessions,
  // vendors, in-house play, promotions and messages through their registries.
  const compliance = registerCompliance(app, {
    db: dependencies.db,
    settings: dependencies.settings,
    events,
    secretKey: dependencies.secretKey,
    now: complianceClock(dependencies.now),
    metricsRegistry,
    gamstop: dependencies.gamstop,
    accounts,
    vendors,
    vendorWallets,
    promotions,
    platformMessages,
    rewardCampaigns,
  });
  const scheduledJobs = [
    ...accounts.scheduledJobs,
    ...compliance.scheduledJobs,
    ...lottery.scheduledJobs,
    ...vendors.scheduledJobs,
    ...vendorWallets.scheduledJobs,
    ...jackpots.scheduledJobs,
    ...agentContracts.scheduledJobs,
    ...bonuses.scheduledJobs,
    ...points.scheduledJobs,
    ...pointsMall.scheduledJobs,
    ...feedback.scheduledJobs,
    ...missions.scheduledJobs,
    ...rankings.scheduledJobs,
    ...vip.scheduledJobs,
    ...promotions.scheduledJobs,
    ...rewardCampaigns.scheduledJobs,
    ...platformMessages.scheduledJobs,
    ...jobRuns.scheduledJobs(),
  ];
  jobRuns.expectJobs(scheduledJobs);
  app.decorate('jobRunObserver', jobRuns.observe);
  app.decorate('scheduledJobs', scheduledJobs);
  return app;
}
