#!/usr/bin/env node
// npm start: build what is out of date, then run the server in this process (so Ctrl+C reaches it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) {
  process.stderr.write('\nThe build failed; see the messages above.\n');
  process.exit(1);
}
// The embedded database is the demo, and only the demo plays with simulated money: the server's own
// defaults keep both simulators off (anyone could credit a wallet on the gateway simulator's page).
// DATABASE_URL set means a real deployment: nothing is turned on for it.
const isDemo = !process.env.DATABASE_URL;
if (isDemo) {
  process.env.GATEWAY_SIMULATOR ||= 'true';
  process.stdout.write('Demo: the payment gateway and game vendor simulators run; pages show test mode.\n');
}
// The demo also plays the external game vendors: apps/vendor-sim as a child process on its own port,
// sharing a secret made for this run (VENDOR_SIMULATOR_URL set means a simulator or real vendors are
// configured elsewhere).
if (isDemo && !process.env.VENDOR_SIMULATOR_URL) {
  const { randomBytes } = await import('node:crypto');
  const { spawn } = await import('node:child_process');
  const simulatorPort = process.env.VENDOR_SIM_PORT || '8090';
  const secret = process.env.VENDOR_SIMULATOR_SECRET || randomBytes(32).toString('hex');
  process.env.VENDOR_SIMULATOR_SECRET = secret;
  process.env.VENDOR_SIMULATOR_URL = `http://localhost:${simulatorPort}`;
  const simulator = spawn(process.execPath, [path.join(root, 'apps/vendor-sim/dist/main.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VENDOR_SIM_PORT: simulatorPort,
      VENDOR_SIM_WALLET_URL: `http://localhost:${process.env.PORT || '8080'}`,
    },
  });
  process.once('exit', () => simulator.kill('SIGTERM'));
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
