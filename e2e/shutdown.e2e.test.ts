import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectDatabase } from './support/database.js';
import {
  freePort,
  repositoryRoot,
  type ServerProcess,
  spawnServer,
  temporaryDataDir,
  waitUntilHealthy,
} from './support/server-process.js';

// Issue 14 #18: a clean stop (SIGTERM or Ctrl+C) logs no error line, also while a member's live socket,
// idle keep-alive connections, a request in flight and the scheduled jobs are active.
const folders: string[] = [];
const sockets: WebSocket[] = [];
const agents: http.Agent[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  for (const agent of agents) agent.destroy();
  for (const directory of folders) await rm(directory, { recursive: true, force: true });
});

/** The log lines at pino level error (50) or fatal (60): what an operator's alerting would page on. */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (!line.startsWith('{')) return false;
    try {
      return Number((JSON.parse(line) as { level?: unknown }).level) >= 50;
    } catch {
      return false;
    }
  });
}

/** A GET on a keep-alive connection that stays open (idle) afterwards, as browsers keep theirs. */
function keepAliveGet(baseUrl: string, pathname: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  agents.push(agent);
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${pathname}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/**
 * A request on a keep-alive connection whose body is still to come: in flight for certain when the stop
 * begins. It asks `Expect: 100-continue`, so the server's "continue" says it has read the headers (the
 * request is active, not an idle connection). `finish` sends the body; the answer says whether the
 * stopping server still served it.
 */
async function requestInFlight(baseUrl: string): Promise<{ finish: () => void; answered: Promise<number> }> {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  const body = JSON.stringify({ username: 'nobody-at-all', email: 'nobody@example.com' });
  const request = http.request(`${baseUrl}/api/members/password/forgot-email`, {
    agent,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  const headersRead = new Promise<void>((resolve, reject) => {
    request.once('continue', () => resolve());
    request.once('error', reject);
  });
  request.flushHeaders();
  await headersRead;
  return { finish: () => request.end(body), answered };
}

/** A member registered and signed in, with its live socket authenticated and open. */
async function memberWithLiveSocket(baseUrl: string): Promise<WebSocket> {
  const username = `stop${randomBytes(4).toString('hex')}`;
  const password = 'Play-e2e-2024';
  const registered = await fetch(`${baseUrl}/api/members`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password,
      confirmPassword: password,
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`);
  sockets.push(socket);
  // Errors after the server stops are the client's business; they must not fail the test run.
  socket.on('error', () => undefined);
  const firstMessage = new Promise<string>((resolve) =>
    socket.once('message', (data) => resolve(String(data))),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  expect(await firstMessage).toBeTruthy();
  return socket;
}

/** Waits until the scheduled jobs have run at least once (the every-minute jobs), at most 100 s. */
async function jobsHaveRun(dataDir: string): Promise<void> {
  const database = await connectDatabase(dataDir);
  try {
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      const runs = await database.query<{ count: string }>('select count(*) as count from job_runs');
      if (Number(runs.rows[0]?.count) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('no scheduled job ran within 100 s');
  } finally {
    await database.end();
  }
}

/** Everything a visitor and a member keep open at the moment of the stop; a request still in flight. */
async function busyServer(baseUrl: string, dataDir: string) {
  const socket = await memberWithLiveSocket(baseUrl);
  expect(await keepAliveGet(baseUrl, '/api/system/site-settings')).toBe(200);
  expect(await keepAliveGet(baseUrl, '/admin/')).toBe(200);
  await jobsHaveRun(dataDir);
  expect(socket.readyState).toBe(WebSocket.OPEN);
  return await requestInFlight(baseUrl);
}

/** Sends the body of the request in flight once the stop has begun; its answer's status. */
async function finishAfterStopBegan(inFlight: { finish: () => void; answered: Promise<number> }) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  inFlight.finish();
  return inFlight.answered;
}

describe('a clean stop', () => {
  it('SIGTERM to the built server: exit code 0 and no error line, with sockets and jobs active', async () => {
    const dataDir = await temporaryDataDir('gaming-stop');
    folders.push(dataDir);
    const server: ServerProcess = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    await waitUntilHealthy(server);
    const inFlight = await busyServer(server.baseUrl, dataDir);
    const stopped = server.stop('SIGTERM');
    const answered = await finishAfterStopBegan(inFlight);
    const code = await stopped;
    expect(errorLines(server.output())).toEqual([]);
    // The request in flight when the stop began is still served.
    expect(answered, server.output().slice(-3000)).toBe(200);
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 240_000);

  it('Ctrl+C on `npm start` (embedded PostgreSQL, simulators): exit code 0 and no error line', async () => {
    const dataDir = await temporaryDataDir('gaming-stop-npm');
    folders.push(dataDir);
    const port = await freePort();
    let output = '';
    // Its own process group, so the signal reaches the server and the vendor simulator as a terminal's does.
    const child: ChildProcess = spawn(process.execPath, [path.join(repositoryRoot, 'scripts/start.mjs')], {
      cwd: repositoryRoot,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        VENDOR_SIMULATOR_URL: '',
        VENDOR_SIM_PORT: String(await freePort()),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const server: ServerProcess = {
      child,
      baseUrl: `http://127.0.0.1:${port}`,
      output: () => output,
      exited,
      stop: async () => exited,
    };
    await waitUntilHealthy(server, 240_000);
    const inFlight = await busyServer(server.baseUrl, dataDir);
    process.kill(-(child.pid as number), 'SIGINT');
    const answered = await finishAfterStopBegan(inFlight);
    const code = await exited;
    expect(errorLines(output)).toEqual([]);
    expect(answered, output.slice(-3000)).toBe(200);
    expect(code, output.slice(-3000)).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 400_000);
});
