#!/usr/bin/env node
// npm start: build what is out of date, then run the server (a child that gets this process's signals).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const simulatorPort = process.env.VENDOR_SIM_PORT || '8090';
  const secret = process.env.VENDOR_SIMULATOR_SECRET || randomBytes(32).toString('hex');
  process.env.VENDOR_SIMULATOR_SECRET = secret;
  process.env.VENDOR_SIMULATOR_URL = `http://localhost:${simulatorPort}`;
  // Its own process group too: it stops after the server, which may be calling it while it drains.
  const simulator = spawn(process.execPath, [path.join(root, 'apps/vendor-sim/dist/main.js')], {
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      VENDOR_SIM_PORT: simulatorPort,
      VENDOR_SIM_WALLET_URL: `http://localhost:${process.env.PORT || '8080'}`,
    },
  });
  process.once('exit', () => simulator.kill('SIGTERM'));
}
// The server runs as a child in a process group (session) of its own. Ctrl+C in a terminal signals the
// whole foreground group, and PostgreSQL, the server's child, would then stop at once under requests
// still being answered and jobs still running (issue 14 #18). This process passes SIGINT and SIGTERM
// on to the server alone, which drains, stops PostgreSQL and exits; this process exits with its code.
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  detached: true,
  env: process.env,
});
const passOn = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.on('SIGINT', () => passOn('SIGINT'));
process.on('SIGTERM', () => passOn('SIGTERM'));
process.on('SIGHUP', () => passOn('SIGTERM'));
// npm stopped without passing the signal on (its parent changes): the server stops too.
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) passOn('SIGTERM');
}, 1_000).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
