import net from 'node:net';

/**
 * Whether tests that need a Redis server should run. A user's fresh machine has no Redis and `npm test`
 * must pass there, so those tests skip when nothing answers; CI sets REQUIRE_REDIS=1 so that a missing
 * Redis fails the run instead of silently skipping what it is there to prove.
 */
export async function shouldRunRedisTests(redisUrl: string): Promise<boolean> {
  if (process.env.REQUIRE_REDIS === '1') return true;
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    const finish = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}
