import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { signedHeaders } from '../platform/signed-body.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const adminSignatureHeaders = { timestamp: 'x-vendor-timestamp', signature: 'x-vendor-signature' };

export type VendorSimProcess = {
  url: string;
  secret: string;
  child: ChildProcess;
  /** Queues faults on the simulator's admin endpoint (signed with the shared secret). */
  queueFaults: (vendorCode: string, faults: string[]) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * apps/vendor-sim as its own process, as in production: bundled from source (esbuild, like
 * scripts/build.mjs) into a temporary folder beside a link to its public files, started on a free port.
 */
export async function startVendorSim(): Promise<VendorSimProcess> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vendor-sim-'));
  await build({
    entryPoints: [path.join(repositoryRoot, 'apps/vendor-sim/src/main.ts')],
    outfile: path.join(directory, 'dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  await symlink(path.join(repositoryRoot, 'apps/vendor-sim/public'), path.join(directory, 'public'));
  const secret = randomBytes(32).toString('hex');
  const child = spawn(process.execPath, [path.join(directory, 'dist/main.js')], {
    env: {
      ...process.env,
      VENDOR_SIM_PORT: '0',
      VENDOR_SIM_HOST: '127.0.0.1',
      VENDOR_SIMULATOR_SECRET: secret,
      VENDOR_SIM_WALLET_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`vendor-sim did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Vendor simulator on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`vendor-sim exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    secret,
    child,
    queueFaults: async (vendorCode, faults) => {
      const rawBody = JSON.stringify({ vendorCode, faults });
      const response = await fetch(`${url}/admin/faults`, {
        method: 'POST',
        headers: signedHeaders(adminSignatureHeaders, secret, rawBody),
        body: rawBody,
      });
      if (!response.ok) throw new Error(`faults refused: ${response.status} ${await response.text()}`);
      const queued = ((await response.json()) as { queued: string[] }).queued;
      if (queued.length !== faults.length) throw new Error(`unknown faults among ${faults.join(', ')}`);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
