import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './server-process.js';

export type VendorSimulator = { url: string; stop: () => void; output: () => string };

/**
 * apps/vendor-sim as its own process (as `npm start` runs it), calling the wallet of the server that
 * will listen on `walletPort`; resolves once it answers /healthz.
 */
export async function startVendorSimulator(options: {
  port: number;
  walletPort: number;
  secret: string;
}): Promise<VendorSimulator> {
  let output = '';
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repositoryRoot, 'apps/vendor-sim/dist/main.js')],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        VENDOR_SIM_PORT: String(options.port),
        VENDOR_SIM_HOST: '127.0.0.1',
        VENDOR_SIMULATOR_SECRET: options.secret,
        VENDOR_SIM_WALLET_URL: `http://127.0.0.1:${options.walletPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vendor-sim exited:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`vendor-sim did not start:\n${output}`);
}
