import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LiveEvent } from '@gaming/contracts/live';
import { build } from 'esbuild';
import { databaseConnectionDetails } from './database.js';
import { repositoryRoot } from './server-process.js';

/**
 * "Another server process" inside the test: the server's own ledger, balance notifier and Redis event
 * bus (bundled with esbuild, as support/ledger.ts bundles the ledger) on the e2e database. Money it
 * moves is announced through Redis exactly as a second `npm start` with REDIS_URL would announce it,
 * so a member whose tab is connected to a server process elsewhere sees the change live.
 *
 * (support/ledger.ts moves money behind every server's back, so no live event follows its credits.)
 */

type LedgerAccount = { id: string };
type LedgerTransfer = { id: string; credit_account_balance_after: string };
type Logger = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};
type LiveModule = {
  LedgerService: new (
    repository: unknown,
  ) => {
    ensureAccount(account: {
      code: string;
      kind: string;
      memberId?: string;
      currency: string;
      mayGoNegative: boolean;
    }): Promise<LedgerAccount>;
    transfer(request: {
      id: string;
      debitAccountId: string;
      creditAccountId: string;
      amountMinor: bigint;
      code: string;
      reference?: { type: string; id: string };
    }): Promise<LedgerTransfer>;
  };
  LedgerRepository: new (db: unknown) => unknown;
  BalanceNotifier: new (
    ledgerAccounts: unknown,
    events: unknown,
    logger: Logger,
  ) => { attach(ledger: unknown): { stop(): Promise<void> } };
  RedisEventBus: new (
    url: string,
    options: { logger: Logger },
  ) => { publish(memberId: string, event: LiveEvent): void; connected: boolean; close(): Promise<void> };
  connectDatabase: (
    connectionString: string,
    poolSize: number,
  ) => { db: unknown; close: () => Promise<void> };
};

const currency = 'NPR';
const bundleDirectory = path.join(repositoryRoot, 'node_modules', '.cache', 'e2e-live-ledger');

async function bundle(): Promise<LiveModule> {
  await mkdir(bundleDirectory, { recursive: true });
  const outfile = path.join(bundleDirectory, `live-${process.pid}-${Date.now()}.mjs`);
  await build({
    stdin: {
      contents: [
        "export { LedgerService } from './apps/server/src/modules/wallet/ledger-service.ts';",
        "export { LedgerRepository } from './apps/server/src/modules/wallet/ledger-repository.ts';",
        "export { BalanceNotifier } from './apps/server/src/modules/live/balance-notifier.ts';",
        "export { RedisEventBus } from './apps/server/src/platform/redis-event-bus.ts';",
        "export { connectDatabase } from './apps/server/src/db/database.ts';",
      ].join('\n'),
      resolveDir: repositoryRoot,
      loader: 'ts',
      sourcefile: 'e2e-live-ledger-entry.ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    external: ['pg', 'kysely', 'fastify-type-provider-zod', 'ioredis'],
    logLevel: 'warning',
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as LiveModule;
  } finally {
    await rm(outfile, { force: true });
  }
}

export type OutsideProcess = {
  /** Credits a member's main wallet from the house; returns the balance after, in minor units. */
  credit: (
    memberId: string,
    amountMinor: bigint,
    code?: string,
  ) => Promise<{ transferId: string; balanceAfter: bigint }>;
  /** A cashier notice, as the module that moved the money publishes after its commit. */
  notify: (memberId: string, event: LiveEvent) => void;
  close: () => Promise<void>;
};

const quiet: Logger = { warn: () => undefined, info: () => undefined };

export async function openOutsideProcess(dataDir: string, redisUrl: string): Promise<OutsideProcess> {
  const live = await bundle();
  const details = await databaseConnectionDetails(dataDir);
  const connectionString = `postgres://${details.user}:${encodeURIComponent(details.password)}@${details.host}:${details.port}/${details.database}`;
  const database = live.connectDatabase(connectionString, 2);
  const ledger = new live.LedgerService(new live.LedgerRepository(database.db));
  const events = new live.RedisEventBus(redisUrl, { logger: quiet });
  const notifier = new live.BalanceNotifier(ledger, events, quiet).attach(ledger);
  for (let attempt = 0; attempt < 100 && !events.connected; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!events.connected) throw new Error(`Redis at ${redisUrl} is needed for the live e2e test`);
  const house = await ledger.ensureAccount({ code: 'house', kind: 'house', currency, mayGoNegative: true });
  return {
    credit: async (memberId, amountMinor, code = 'deposit') => {
      const wallet = await ledger.ensureAccount({
        code: `member:${memberId}:main`,
        kind: 'member_main',
        memberId,
        currency,
        mayGoNegative: false,
      });
      const transfer = await ledger.transfer({
        id: randomUUID(),
        debitAccountId: house.id,
        creditAccountId: wallet.id,
        amountMinor,
        code,
        reference: { type: 'e2e', id: 'live' },
      });
      return { transferId: transfer.id, balanceAfter: BigInt(transfer.credit_account_balance_after) };
    },
    notify: (memberId, event) => events.publish(memberId, event),
    close: async () => {
      await notifier.stop();
      await events.close();
      await database.close();
    },
  };
}
