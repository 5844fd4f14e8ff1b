import os from 'node:os';
import { staffCreateRequestSchema } from '@gaming/contracts/staff';
import { ConfigError, loadConfig } from '../config.js';
import { StartupError } from '../db/embedded.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { AuditService } from '../modules/audit/audit-service.js';
import { AuthRepository } from '../modules/auth/auth-repository.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { SettingsRepository } from '../modules/settings/settings-repository.js';
import { SettingsService } from '../modules/settings/settings-service.js';
import { StaffRepository } from '../modules/staff/staff-repository.js';
import { StaffService } from '../modules/staff/staff-service.js';
import { SystemService } from '../modules/system/system-service.js';
import { AppError } from '../platform/errors.js';
import { SecretBox } from '../platform/security/secret-box.js';
import { loadSecretKey } from '../platform/security/secret-key.js';
import { createLogger, openDatabase } from '../runtime.js';

const usage = `Usage: npm run ops -- <command>

  status                       show maintenance, blocked countries and IP lists
  maintenance on|off [message] turn the maintenance page on or off (optional text for visitors)
  block-country XX             show the blocked page to visitors from country XX (ISO code)
  unblock-country XX           let country XX in again
  allow-ip CIDR                always let this IP or range in (passes the country check)
  remove-allow-ip CIDR         remove it from the allow list
  deny-ip CIDR                 always show the blocked page to this IP or range
  remove-deny-ip CIDR          remove it from the deny list
  languages CODES [DEFAULT]     the languages the site offers, e.g. languages EN,NE,HI NE
                               (codes of spec §3; the default must be one of them)
  create-staff NAME ROLE DISPLAY...
                               create a back-office account (roles: admin, finance,
                               customerService, content, risk); prints its temporary
                               password and TOTP secret once

Changes reach a running server within a few seconds; no restart is needed.
Uses DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR (default ./.data).`;

class UsageError extends Error {}

function argumentAt(args: string[], index: number, name: string): string {
  const value = args[index];
  if (!value) throw new UsageError(`Missing ${name}.`);
  return value;
}

let staffFactory: (() => Promise<StaffService>) | undefined;

async function createStaff(args: string[], changedBy: string): Promise<string> {
  const parsed = staffCreateRequestSchema.safeParse({
    username: argumentAt(args, 1, 'username'),
    role: argumentAt(args, 2, 'role'),
    displayName: args.slice(3).join(' ') || args[1],
  });
  if (!parsed.success) {
    throw new UsageError(
      `Invalid staff account: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const staff = await (staffFactory as () => Promise<StaffService>)();
  const created = await staff.create(parsed.data, { type: 'cli', id: null, name: changedBy, ip: null });
  return [
    `Created ${created.staff.username} (${created.staff.role}). Shown once; keep them safe:`,
    `Temporary password: ${created.temporaryPassword}`,
    `TOTP secret: ${created.totpSecret}`,
    `TOTP URI: ${created.totpUri}`,
    'Sign in at /admin with the password and a code from an authenticator app; a new password is required at first sign-in.',
  ].join('\n');
}

async function runCommand(system: SystemService, settings: SettingsService, args: string[]): Promise<string> {
  const changedBy = `ops-cli:${os.userInfo().username}`;
  const [command] = args;
  switch (command) {
    case 'status': {
      await settings.refresh();
      return JSON.stringify(settings.get('access'), null, 2);
    }
    case 'maintenance': {
      const mode = argumentAt(args, 1, 'on or off');
      if (mode !== 'on' && mode !== 'off') throw new UsageError('maintenance takes on or off.');
      const message = args.slice(2).join(' ').trim() || null;
      await system.setMaintenance(mode === 'on', message, changedBy);
      return `Maintenance is ${mode}.`;
    }
    case 'block-country':
    case 'unblock-country': {
      const blocked = await system.setCountryBlocked(
        argumentAt(args, 1, 'country code'),
        command === 'block-country',
        changedBy,
      );
      return `Blocked countries: ${blocked.join(', ') || 'none'}`;
    }
    case 'allow-ip':
    case 'remove-allow-ip':
    case 'deny-ip':
    case 'remove-deny-ip': {
      const list = command.endsWith('allow-ip') ? 'allowIps' : 'denyIps';
      const entries = await system.setIpListed(
        list,
        argumentAt(args, 1, 'IP or CIDR'),
        !command.startsWith('remove-'),
        changedBy,
      );
      return `${list === 'allowIps' ? 'Allowed' : 'Denied'} IPs: ${entries.join(', ') || 'none'}`;
    }
    case 'languages': {
      const codes = argumentAt(args, 1, 'language codes')
        .toUpperCase()
        .split(',')
        .map((code) => code.trim());
      const chosen = await system.setLanguages(codes, args[2]?.toUpperCase(), changedBy);
      return `Languages: ${chosen.languages.join(', ')}; default ${chosen.defaultLanguage}.`;
    }
    case 'create-staff':
      return createStaff(args, changedBy);
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const config = loadConfig();
  const log = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const runtime = await openDatabase({ ...config, seedDemo: false }, log, 'tool');
  try {
    const settings = new SettingsService(
      new SettingsRepository(runtime.handle.db),
      log,
      config.settingsRefreshMs,
    );
    const system = new SystemService(settings, { countryOf: () => null });
    staffFactory = async () => {
      const authRepository = new AuthRepository(runtime.handle.db);
      return new StaffService(
        new StaffRepository(runtime.handle.db),
        new SecretBox(await loadSecretKey(config.secretKeyHex, config.dataDir)),
        new LoginThrottle(authRepository, settings),
        settings,
        new AuditService(new AuditRepository(runtime.handle.db)),
      );
    };
    process.stdout.write(`${await runCommand(system, settings, args)}\n`);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${usage}\n`);
    process.exit(2);
  }
  if (error instanceof ConfigError || error instanceof StartupError || error instanceof AppError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`ops failed: ${(error as Error)?.message ?? String(error)}\n`);
  process.exit(1);
});
