import { spawn } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './server-process.js';

/** Runs `npm run ops -- <args>` against a data folder, as an operator would. */
export async function runOps(
  dataDir: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [path.join(repositoryRoot, 'scripts/run-server-tool.mjs'), 'ops', ...args],
      {
        cwd: repositoryRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}
