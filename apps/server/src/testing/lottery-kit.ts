import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { AuditService } from '../modules/audit/audit-service.js';
import { AuthRepository } from '../modules/auth/auth-repository.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { LotteryRepository } from '../modules/lottery/lottery-repository.js';
import { LotteryService } from '../modules/lottery/lottery-service.js';
import { MembersRepository } from '../modules/members/members-repository.js';
import { MembersService } from '../modules/members/members-service.js';
import { RoundsRepository } from '../modules/rounds/rounds-repository.js';
import { RoundsService } from '../modules/rounds/rounds-service.js';
import type { SettingsService } from '../modules/settings/settings-service.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerService } from '../modules/wallet/ledger-service.js';
import { WalletService } from '../modules/wallet/wallet-service.js';
import { LedgerIds } from '../platform/derived-id.js';
import { SecretBox } from '../platform/security/secret-box.js';

/**
 * Test, reliability and benchmark kit (never imported by production code): the lottery as one server
 * process has it (its own ledger batcher) on a database, keyed with the server's secret key, on a clock
 * the caller may move.
 */
export function lotteryProcess(
  db: Kysely<Database>,
  settings: SettingsService,
  secretKey: Buffer,
  now: () => number = Date.now,
): { lottery: LotteryService; ledger: LedgerService; secrets: SecretBox } {
  const ledger = new LedgerService(new LedgerRepository(db));
  const ids = new LedgerIds(secretKey);
  const members = new MembersService(new MembersRepository(db));
  const audit = new AuditService(new AuditRepository(db));
  const throttle = new LoginThrottle(new AuthRepository(db), settings);
  const wallet = new WalletService(ledger, ids, members, throttle, settings, audit);
  const secrets = new SecretBox(secretKey);
  const lottery = new LotteryService(
    new LotteryRepository(db),
    new RoundsService(new RoundsRepository(db)),
    ledger,
    ids,
    wallet,
    settings,
    secrets,
    now,
  );
  return { lottery, ledger, secrets };
}
