// npm run bench -- http-floor: the ceiling this machine puts on signed callbacks before any wallet work.
// A bare fastify server (the server's version, its own process) verifies each request's signature exactly
// as the vendor callbacks do (raw body, hasValidSignature), parses the JSON and answers a fixed JSON
// reply: no database, no ledger, no logging. The load is the callbacks benchmark's: 64 keep-alive callers
// on the lean client, signed bet-shaped bodies. What it costs per request here (server and load
// generator) is spent by every callback in `npm run bench -- callbacks` before the wallet does anything,
// so it says how much of the machine is left for the wallet at a given rate. Prints readable lines, then
// one JSON line.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import Fastify from 'fastify';
import { hasValidSignature, signedHeaders } from '../apps/server/src/platform/signed-body.js';
import { cpuSample, cpuUse, processTreeCpuMs } from './support/cpu-use.js';
import { positiveInteger, round } from './support/figures.js';
import { RawHttpConnection } from './support/raw-http-client.js';

const concurrency = positiveInteger(process.env.HTTP_FLOOR_BENCH_CONCURRENCY, 64);
const measureMs = positiveInteger(process.env.HTTP_FLOOR_BENCH_SECONDS, 10) * 1_000;
const warmUpMs = 2_000;
/** The callbacks benchmark's target, as callbacks per second (a pair is a bet and a win). */
const targetCallbacksPerSecond = 2 * 2_500;
const serveFlag = '--serve';

/** The server role: the callbacks' transport without the wallet. */
async function serve(secret: string): Promise<void> {
  const app = Fastify({ logger: false });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/callbacks/:vendorCode/bet', async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!hasValidSignature(vendorSignatureHeaders, secret, request.headers, rawBody))
        return reply.code(401).send({ status: 'error' });
      const json = JSON.parse(rawBody.toString('utf8')) as { transactionId: string };
      return reply.type('application/json; charset=utf-8').send(
        JSON.stringify({
          status: 'ok',
          balanceMinor: '1000000',
          currency: 'NPR',
          transactionId: json.transactionId,
        }),
      );
    });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: Number(new URL(address).port) });
}

async function caller(
  port: number,
  secret: string,
  index: number,
  until: () => boolean,
  counted: () => boolean,
) {
  const connection = new RawHttpConnection('127.0.0.1', port);
  let requests = 0;
  let sequence = 0;
  try {
    while (!until()) {
      sequence += 1;
      const body = JSON.stringify({
        token: randomBytes(32).toString('base64url'),
        playerId: String(index + 1),
        transactionId: `floor-${index}-${sequence}`,
        roundId: `floor-round-${index}-${sequence}`,
        gameCode: 'pg_golden_lantern',
        amountMinor: '100',
        currency: 'NPR',
      });
      const reply = await connection.request(
        'POST',
        '/callbacks/PG/bet',
        signedHeaders(vendorSignatureHeaders, secret, body),
        body,
      );
      if (reply.status !== 200) throw new Error(`status ${reply.status}`);
      if (counted()) requests += 1;
    }
  } finally {
    connection.close();
  }
  return requests;
}

async function measure(): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  // The bundle itself (run.mjs rewrites import.meta.url to the .ts source, which node cannot run).
  const server = fork(process.argv[1] as string, [serveFlag], {
    env: { ...process.env, HTTP_FLOOR_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.once('message', (message) => resolve((message as { port: number }).port));
      server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const startedAt = performance.now();
    const endsAt = startedAt + warmUpMs + measureMs;
    let before: ReturnType<typeof cpuSample> | undefined;
    let after: ReturnType<typeof cpuSample> | undefined;
    const groups = { server: () => processTreeCpuMs(server.pid) };
    setTimeout(() => {
      before = cpuSample(groups);
    }, warmUpMs);
    const inWindow = () => before !== undefined && after === undefined;
    setTimeout(() => {
      after = cpuSample(groups);
    }, warmUpMs + measureMs);
    const counts = await Promise.all(
      Array.from({ length: concurrency }, (_, index) =>
        caller(port, secret, index, () => performance.now() >= endsAt, inWindow),
      ),
    );
    if (!before || !after) throw new Error('the measured window did not complete');
    const seconds = (after.atMs - before.atMs) / 1_000;
    const perSecond = counts.reduce((sum, count) => sum + count, 0) / seconds;
    const use = cpuUse(before, after);
    const serverMs = ((use.groupCores.server ?? Number.NaN) * 1_000) / perSecond;
    const loadMs = (use.selfCores * 1_000) / perSecond;
    const coresAtTarget = ((serverMs + loadMs) * targetCallbacksPerSecond) / 1_000;
    process.stdout.write(
      `http floor: ${Math.round(perSecond)} signed requests/s at concurrency ${concurrency}, no wallet, no database\n` +
        `CPU per request: server ${round(serverMs, 3)} ms, load generator ${round(loadMs, 3)} ms; ` +
        `at ${targetCallbacksPerSecond} callbacks/s (2500 pairs/s) transport alone needs ${round(coresAtTarget, 2)} of ${os.cpus().length} cores\n`,
    );
    process.stdout.write(
      `${JSON.stringify({
        suite: 'http-floor',
        concurrency,
        measuredSeconds: round(seconds, 1),
        requestsPerSecond: Math.round(perSecond),
        msPerRequest: { server: round(serverMs, 3), loadGenerator: round(loadMs, 3) },
        coresAtCallbacksTarget: round(coresAtTarget, 2),
        cpus: os.cpus().length,
      })}\n`,
    );
  } finally {
    server.kill();
  }
}

if (process.argv.includes(serveFlag)) await serve(process.env.HTTP_FLOOR_SECRET ?? '');
else await measure();
