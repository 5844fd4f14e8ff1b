import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { databaseConnectionDetails } from './database.js';
import { repositoryRoot } from './server-process.js';

/**
 * Money for e2e members through the server's own ledger code (the e2e server has no deposit path yet):
 * LedgerService, LedgerRepository and the database module, bundled once per test run with esbuild and
 * connected to the e2e server's embedded PostgreSQL. Every credit is a real double-entry transfer from
 * the house account, so `ledger:verify` stays clean.
 */

type LedgerAccount = { id: string };
type LedgerTransfer = { id: string; credit_account_balance_after: string };
type LedgerServiceLike = {
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
type LedgerModule = {
  LedgerService: new (repository: unknown) => LedgerServiceLike;
  LedgerRepository: new (db: unknown) => unknown;
  connectDatabase: (
    connectionString: string,
    poolSize: number,
  ) => { db: unknown; close: () => Promise<void> };
};

const currency = 'NPR';
// Resolved from the repository's node_modules: the bundle lives under it so `pg` and `kysely` resolve.
const bundleDirectory = path.join(repositoryRoot, 'node_modules', '.cache', 'e2e-ledger');
let bundled: Promise<LedgerModule> | undefined;

async function bundleLedger(): Promise<LedgerModule> {
  await mkdir(bundleDirectory, { recursive: true });
  const outfile = path.join(bundleDirectory, `ledger-${process.pid}-${Date.now()}.mjs`);
  await build({
    stdin: {
      contents: [
        "export { LedgerService } from './apps/server/src/modules/wallet/ledger-service.ts';",
        "export { LedgerRepository } from './apps/server/src/modules/wallet/ledger-repository.ts';",
        "export { connectDatabase } from './apps/server/src/db/database.ts';",
      ].join('\n'),
      resolveDir: repositoryRoot,
      loader: 'ts',
      sourcefile: 'e2e-ledger-entry.ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    // pg and kysely are the database; the error module's fastify helper (CommonJS) is not needed to move
    // money and stays a plain import from node_modules.
    external: ['pg', 'kysely', 'fastify-type-provider-zod'],
    logLevel: 'warning',
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as LedgerModule;
  } finally {
    // Loaded once into this process; the file is not needed again.
    await rm(outfile, { force: true });
  }
}

export type Ledger = {
  /** Credits a member's main wallet from the house; returns the wallet's balance after, in minor units. */
  fund: (memberId: string, amountMinor: bigint) => Promise<bigint>;
  /**
   * One line of any reason code on a member's main wallet against the house: positive amounts come in
   * (win, bonus, rebate), negative go out (bet, withdrawal). Returns the wallet's balance after.
   */
  line: (memberId: string, signedAmountMinor: bigint, code: string) => Promise<bigint>;
  close: () => Promise<void>;
};

export async function openLedger(dataDir: string): Promise<Ledger> {
  bundled ??= bundleLedger();
  const ledgerModule = await bundled;
  const details = await databaseConnectionDetails(dataDir);
  const connectionString = `postgres://${details.user}:${encodeURIComponent(details.password)}@${details.host}:${details.port}/${details.database}`;
  const database = ledgerModule.connectDatabase(connectionString, 2);
  const ledger = new ledgerModule.LedgerService(new ledgerModule.LedgerRepository(database.db));
  const house = await ledger.ensureAccount({ code: 'house', kind: 'house', currency, mayGoNegative: true });
  const walletOf = (memberId: string) =>
    ledger.ensureAccount({
      code: `member:${memberId}:main`,
      kind: 'member_main',
      memberId,
      currency,
      mayGoNegative: false,
    });
  return {
    line: async (memberId, signedAmountMinor, code) => {
      const wallet = await walletOf(memberId);
      const incoming = signedAmountMinor > 0n;
      const transfer = (await ledger.transfer({
        id: randomUUID(),
        debitAccountId: incoming ? house.id : wallet.id,
        creditAccountId: incoming ? wallet.id : house.id,
        amountMinor: incoming ? signedAmountMinor : -signedAmountMinor,
        code,
        reference: { type: 'e2e', id: code },
      })) as LedgerTransfer & { debit_account_balance_after: string };
      return BigInt(incoming ? transfer.credit_account_balance_after : transfer.debit_account_balance_after);
    },
    fund: async (memberId, amountMinor) => {
      // The same account the server's wallet creates on first use (WalletService.mainAccountId).
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
        code: 'deposit',
        reference: { type: 'e2e', id: 'fund' },
      });
      return BigInt(transfer.credit_account_balance_after);
    },
    close: () => database.close(),
  };
}
