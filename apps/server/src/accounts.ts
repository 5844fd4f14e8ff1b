import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { registerAdjustments } from './modules/adjustments/register-adjustments.js';
import { AuditRepository } from './modules/audit/audit-repository.js';
import { AuditService } from './modules/audit/audit-service.js';
import { AuthRepository } from './modules/auth/auth-repository.js';
import { registerAuthRoutes } from './modules/auth/auth-routes.js';
import { AuthService } from './modules/auth/auth-service.js';
import { CaptchaService } from './modules/auth/captcha-service.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { registerMemberGuard } from './modules/auth/member-guard.js';
import { PasswordService } from './modules/auth/password-service.js';
import { RegistrationService } from './modules/auth/registration-service.js';
import { SessionService } from './modules/auth/session-service.js';
import { VerificationService } from './modules/auth/verification-service.js';
import { registerDeposits } from './modules/deposits/register-deposits.js';
import { registerInhouse } from './modules/inhouse/register-inhouse.js';
import { registerLive } from './modules/live/live-routes.js';
import { MemberAdministration } from './modules/members/member-administration.js';
import { registerMemberRoutes } from './modules/members/member-routes.js';
import { MembersRepository } from './modules/members/members-repository.js';
import { MembersService } from './modules/members/members-service.js';
import { SecurityCentreService } from './modules/members/security-centre-service.js';
import { MessagingRepository } from './modules/messaging/messaging-repository.js';
import { MessagingService } from './modules/messaging/messaging-service.js';
import type { EmailTransport, SmsTransport } from './modules/messaging/transports.js';
import { SettingChangesRepository } from './modules/settings/setting-changes-repository.js';
import { registerSettingChangeRoutes } from './modules/settings/setting-changes-routes.js';
import { SettingChangesService } from './modules/settings/setting-changes-service.js';
import type { SettingsService } from './modules/settings/settings-service.js';
import { registerAdminRoutes } from './modules/staff/admin-routes.js';
import { StaffRepository } from './modules/staff/staff-repository.js';
import { StaffService } from './modules/staff/staff-service.js';
import { UploadsRepository } from './modules/uploads/uploads-repository.js';
import { registerUploadRoutes } from './modules/uploads/uploads-routes.js';
import { UploadsService } from './modules/uploads/uploads-service.js';
import { AccountRecordRepository } from './modules/wallet/account-record-repository.js';
import { LedgerRepository } from './modules/wallet/ledger-repository.js';
import { LedgerService } from './modules/wallet/ledger-service.js';
import { registerWalletRoutes } from './modules/wallet/wallet-routes.js';
import { WalletService } from './modules/wallet/wallet-service.js';
import { registerWithdrawals } from './modules/withdrawals/withdrawals-composition.js';
import { LedgerIds } from './platform/derived-id.js';
import type { MemberEventBus } from './platform/events.js';
import type { ScheduledJob } from './platform/jobs.js';
import { bearerToken } from './platform/request-client.js';
import { SecretBox } from './platform/security/secret-box.js';

export type AccountsOptions = {
  db: Kysely<Database>;
  settings: SettingsService;
  emailTransport: EmailTransport;
  smsTransport: SmsTransport;
  /** The site's address for e-mailed links; defaults to the request's own origin when unset. */
  publicUrl: () => string;
  secretKey: Buffer;
  isSingleWallet: () => Promise<boolean>;
  events: MemberEventBus;
  /** The built-in payment gateway simulator is mounted (config GATEWAY_SIMULATOR); deposits may use it. */
  gatewaySimulator?: boolean;
  /** The server's clock (ms) the in-house live rounds are timed by; tests inject one. */
  now?: (() => number) | undefined;
};

/** Composition root of the accounts capability: members, sessions, recovery, messaging and audit. */
export function registerAccounts(app: FastifyInstance, options: AccountsOptions) {
  const { db, settings } = options;
  const audit = new AuditService(new AuditRepository(db));
  const messaging = new MessagingService(
    new MessagingRepository(db),
    options.emailTransport,
    options.smsTransport,
    new SecretBox(options.secretKey),
  );
  const authRepository = new AuthRepository(db);
  const members = new MembersService(new MembersRepository(db));
  const sessions = new SessionService(authRepository, settings);
  const captchas = new CaptchaService(authRepository, settings);
  const codes = new VerificationService(authRepository, messaging, settings);
  const throttle = new LoginThrottle(authRepository, settings);
  const auth = new AuthService(authRepository, members, sessions, throttle, captchas, codes, settings, audit);
  const registration = new RegistrationService(members, auth, captchas, codes, settings, audit);
  const passwords = new PasswordService(
    authRepository,
    members,
    auth,
    sessions,
    codes,
    messaging,
    settings,
    audit,
    options.publicUrl,
  );
  const securityCentre = new SecurityCentreService(members, codes, settings, audit);
  const guard = registerMemberGuard(app, sessions, members);
  registerAuthRoutes(app, { auth, captchas, members, guard });
  registerMemberRoutes(app, { members, registration, passwords, securityCentre, guard });
  const staff = new StaffService(
    new StaffRepository(db),
    new SecretBox(options.secretKey),
    throttle,
    settings,
    audit,
  );
  const memberAdministration = new MemberAdministration(members, sessions, auth, throttle, audit);
  registerAdminRoutes(app, { staff, memberAdministration, messaging, audit });
  const ledger = new LedgerService(new LedgerRepository(db));
  const ledgerIds = new LedgerIds(options.secretKey);
  const wallet = new WalletService(
    ledger,
    ledgerIds,
    members,
    throttle,
    settings,
    audit,
    options.events,
    new AccountRecordRepository(db),
  );
  const live = registerLive(app, { db, sessions, members, ledger, events: options.events });
  registerWalletRoutes(app, { wallet, guard, isSingleWallet: options.isSingleWallet });
  const uploads = new UploadsService(new UploadsRepository(db));
  registerUploadRoutes(app, {
    uploads,
    guard,
    authorizeStaff: (request) => staff.authorize(bearerToken(request), 'readCashier'),
  });
  const settingChanges = new SettingChangesService(new SettingChangesRepository(db), settings, audit);
  registerSettingChangeRoutes(app, { settingChanges, staff });
  const adjustments = registerAdjustments(app, {
    db,
    ledger,
    ledgerIds,
    wallet,
    members,
    settings,
    audit,
    staff,
    events: options.events,
    settingChanges,
  });
  const deposits = registerDeposits(app, {
    db,
    settings,
    ledger,
    ledgerIds,
    wallet,
    uploads,
    audit,
    staff,
    guard,
    events: options.events,
    secrets: new SecretBox(options.secretKey),
    secretKey: options.secretKey,
    publicUrl: options.publicUrl,
    gatewaySimulator: options.gatewaySimulator ?? false,
  });
  const withdrawals = registerWithdrawals(app, {
    db,
    settings,
    ledger,
    ledgerIds,
    wallet,
    uploads,
    audit,
    staff,
    guard,
    events: options.events,
    settingChanges,
  });
  // In-house games and the round record the vendor integrations share (issue 5).
  const games = registerInhouse(app, {
    db,
    ledger,
    ledgerIds,
    wallet,
    settings,
    audit,
    guard,
    staff,
    secretKey: options.secretKey,
    now: options.now,
  });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'accounts-purge-expired', cron: '*/10 * * * *', run: () => sessions.purgeExpired() },
    ...games.scheduledJobs,
    ...withdrawals.scheduledJobs,
    ...deposits.scheduledJobs,
    ...adjustments.scheduledJobs,
  ];
  return {
    audit,
    messaging,
    // Feedback verifies its captcha with the same service as login and registration (issue 18).
    captchas,
    members,
    registration,
    sessions,
    auth,
    authRepository,
    staff,
    ledger,
    ledgerIds,
    wallet,
    uploads,
    guard,
    withdrawals,
    // Promotions read a member's credited deposits for their eligibility rules (issue 16).
    deposits: deposits.deposits,
    rounds: games.rounds,
    inhouse: games.inhouse,
    // The chat room (issue 19) sends and joins through the live socket hub.
    liveHub: live.hub,
    scheduledJobs,
  };
}
