#!/usr/bin/env node
// npm run ops -- ...: build the server bundle if needed, then run one of its command-line tools.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tools = new Set(['ops', 'ledger-verify', 'audit-verify']);
const [tool, ...rest] = process.argv.slice(2);
if (!tools.has(tool)) {
  process.stderr.write(`Unknown tool "${tool}". Known: ${[...tools].join(', ')}\n`);
  process.exit(2);
}
const build = spawnSync(
  process.execPath,
  [path.join(root, 'scripts/build.mjs'), '--quiet', '--only=server'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(1);
// On the embedded database (the demo), a tool that seeds a fresh data folder seeds it as `npm start`
// would (scripts/start.mjs), so running `ops` before the first start changes nothing.
if (!process.env.DATABASE_URL) process.env.GATEWAY_SIMULATOR ||= 'true';
process.argv = [process.argv[0], tool, ...rest];
await import(pathToFileURL(path.join(root, `apps/server/dist/${tool}.js`)).href);
