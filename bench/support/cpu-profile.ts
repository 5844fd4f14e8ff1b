// A benchmark phase run under the V8 CPU profiler of this process (node:inspector), written as a
// .cpuprofile (open it in Chrome DevTools or speedscope) when a profile folder is given; else just run.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export async function profiledPhase<T>(
  profileDir: string | undefined,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!profileDir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(profileDir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
