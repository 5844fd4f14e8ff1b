import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOps } from './support/ops.js';
import {
  freePort,
  serverEntry,
  spawnServer,
  temporaryDataDir,
  waitUntilHealthy,
} from './support/server-process.js';

const folders: string[] = [];

async function newDataDir(): Promise<string> {
  const directory = await temporaryDataDir('gaming-startup');
  folders.push(directory);
  return directory;
}

function postgresPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function expectCleanFailure(output: string) {
  // A clear sentence, never a stack trace.
  expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

afterAll(async () => {
  for (const directory of folders) await rm(directory, { recursive: true, force: true });
});

describe('npm start on embedded PostgreSQL', () => {
  it('starts, stops cleanly on SIGTERM, and reuses its data on the next start', async () => {
    const dataDir = await newDataDir();
    const port = await freePort();
    const first = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
    });
    await waitUntilHealthy(first);
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);
    // Even at the chattiest log level the database password never reaches the output.
    await fetch(`${first.baseUrl}/readyz`);
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThan(20);
    expect(first.output()).not.toContain(password);
    const postgres = postgresPid(dataDir);
    expect(postgres && isAlive(postgres)).toBe(true);
    // Change something, so the restart must show it kept the data.
    expect((await runOps(dataDir, ['block-country', 'FR'])).code).toBe(0);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(isAlive(postgres as number)).toBe(false);

    const second = spawnServer({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    await waitUntilHealthy(second);
    const status = await runOps(dataDir, ['status']);
    expect(status.output).toContain('"FR"');
    const banners = await (await fetch(`${second.baseUrl}/api/content/banners?group=w_home`)).json();
    expect(banners.banners).toHaveLength(3);
    expect(await second.stop('SIGINT')).toBe(0);
  });

  it('refuses a second server on the same data folder', async () => {
    const dataDir = await newDataDir();
    const first = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    await waitUntilHealthy(first);
    const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another running server/);
    expectCleanFailure(second.output());
    // The first is unharmed.
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    await first.stop();
  });

  it('recovers after being killed: the orphaned PostgreSQL is stopped and the data reused', async () => {
    const dataDir = await newDataDir();
    const port = String(await freePort());
    const first = spawnServer({ PORT: port, DATA_DIR: dataDir, HOST: '127.0.0.1' });
    await waitUntilHealthy(first);
    await first.stop('SIGKILL');
    const second = spawnServer({ PORT: port, DATA_DIR: dataDir, HOST: '127.0.0.1' });
    await waitUntilHealthy(second);
    expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  });

  it('stops itself and its PostgreSQL when the launching process dies without passing the signal on', async () => {
    // What `npm start` does on SIGTERM: npm exits and the server is left behind.
    const dataDir = await newDataDir();
    const port = String(await freePort());
    const launcher = spawn(
      process.execPath,
      [
        '-e',
        'require("child_process").spawn(process.execPath, [process.argv[1]], { stdio: "ignore", env: process.env }); setInterval(() => {}, 1000);',
        serverEntry,
      ],
      {
        env: {
          ...process.env,
          PORT: port,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
        },
        stdio: 'ignore',
      },
    );
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
    const postgres = postgresPid(dataDir) as number;
    launcher.kill('SIGKILL');
    await expect.poll(() => isAlive(postgres), { timeout: 20_000 }).toBe(false);
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, {
        timeout: 5_000,
      })
      .toBeUndefined();
  });

  it('names the port when it is in use', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', () => resolve()));
    const server = spawnServer({ PORT: String(port), DATA_DIR: await newDataDir(), HOST: '127.0.0.1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Port ${port} is already in use`);
    expectCleanFailure(server.output());
    blocker.close();
  });

  it('names the variable of an invalid environment value', async () => {
    const server = spawnServer({ PORT: 'eighty', DATA_DIR: await newDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: must be a whole number/);
    expectCleanFailure(server.output());
    const badUrl = spawnServer({ PORT: '1234', DATABASE_URL: 'mysql://user:hunter2@host/db' });
    expect(await badUrl.exited).toBe(1);
    expect(badUrl.output()).toContain('DATABASE_URL');
    expect(badUrl.output()).not.toContain('hunter2');
  });

  it("refuses a data folder that is not PostgreSQL's, and deletes nothing", async () => {
    const foreign = await newDataDir();
    await writeFile(path.join(foreign, 'thesis.txt'), 'precious');
    const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: foreign, HOST: '127.0.0.1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/not this platform's data/);
    expect(readFileSync(path.join(foreign, 'thesis.txt'), 'utf8')).toBe('precious');

    const broken = await newDataDir();
    await writeFile(path.join(broken, '.gaming-platform-data'), '');
    await mkdir(path.join(broken, 'postgres'));
    await writeFile(path.join(broken, 'postgres', 'base'), 'not a cluster');
    const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: broken, HOST: '127.0.0.1' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/not a PostgreSQL data folder/);
    expect(await readdir(path.join(broken, 'postgres'))).toEqual(['base']);
    expectCleanFailure(second.output());
  });
});
