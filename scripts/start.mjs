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
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
