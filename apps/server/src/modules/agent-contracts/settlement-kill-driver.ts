import { connectDatabase } from '../../db/database.js';
import { quietJobLogger, settlementProcess } from '../../testing/agent-contracts-kit.js';
import { SettingsRepository } from '../settings/settings-repository.js';
import { SettingsService } from '../settings/settings-service.js';

/**
 * Test helper, not part of the server: settlement-crash.int.test.ts bundles this into a child process
 * that runs one real-time settlement, as the scheduled job would, until the test kills it with SIGKILL.
 * It prints `computed` when the windows are stored and `done` if it ever finishes.
 */
const handle = connectDatabase(process.env.SETTLEMENT_DRIVER_DATABASE_URL ?? '', 10);
const logger = { ...quietJobLogger, child: () => logger, level: 'silent' } as never;
const settings = new SettingsService(new SettingsRepository(handle.db), logger, 60_000);
await settings.refresh();
const now = new Date(process.env.SETTLEMENT_DRIVER_NOW ?? '');
const { settlement } = settlementProcess(
  handle.db,
  settings,
  Buffer.from(process.env.SETTLEMENT_DRIVER_KEY ?? '', 'hex'),
  () => now,
);
await settlement.computeWindows('realtime');
process.stdout.write('computed\n');
await settlement.payUnpaid('realtime');
process.stdout.write('done\n');
await handle.close();
