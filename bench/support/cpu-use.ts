// CPU time of this process, of other process trees (the server, PostgreSQL) and of the whole machine,
// read from /proc on Linux, so a benchmark can say where its cores went. Elsewhere the process-tree
// figures are undefined and only this process and the machine are known.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { round } from './figures.js';

/** USER_HZ: /proc counts CPU time in ticks of 10 ms on Linux. */
const msPerTick = 10;

/** CPU time (ms) of a process and its direct children (a postmaster and its backends, say). */
export function processTreeCpuMs(rootPid: number | undefined): number | undefined {
  if (!rootPid || !existsSync('/proc/self/stat')) return undefined;
  try {
    const root = String(rootPid);
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // Fields after the command's closing parenthesis: state ppid ... utime(12) stime(13).
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      if (pid === root || fields[1] === root) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * msPerTick;
  } catch {
    return undefined;
  }
}

/** The postmaster's pid from its postmaster.pid file; undefined when it cannot be read. */
export function postmasterPid(postmasterPidFile: string | undefined): number | undefined {
  if (!postmasterPidFile) return undefined;
  try {
    const pid = Number((readFileSync(postmasterPidFile, 'utf8').split('\n')[0] ?? '').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export type CpuSample = {
  atMs: number;
  machineMs: number;
  selfMs: number;
  groups: Record<string, number | undefined>;
};

/** Busy CPU time so far: the machine's, this process's and each named group's. */
export function cpuSample(groups: Record<string, () => number | undefined> = {}): CpuSample {
  const machineMs = os.cpus().reduce((sum, cpu) => {
    const { idle: _idle, ...busy } = cpu.times;
    return sum + Object.values(busy).reduce((total, value) => total + value, 0);
  }, 0);
  const own = process.cpuUsage();
  return {
    atMs: performance.now(),
    machineMs,
    selfMs: (own.user + own.system) / 1_000,
    groups: Object.fromEntries(Object.entries(groups).map(([name, read]) => [name, read()])),
  };
}

export type CpuUse = {
  wallMs: number;
  selfCores: number;
  groupCores: Record<string, number | null>;
  /** The rest of the machine; null when a group could not be read. */
  otherCores: number | null;
};

/** Cores used between two samples by this process, by each group and by everything else. */
export function cpuUse(before: CpuSample, after: CpuSample): CpuUse {
  const wallMs = after.atMs - before.atMs;
  const cores = (ms: number) => round(ms / wallMs, 2);
  const selfCores = cores(after.selfMs - before.selfMs);
  const groupCores: Record<string, number | null> = {};
  let known = true;
  for (const name of Object.keys(before.groups)) {
    const start = before.groups[name];
    const end = after.groups[name];
    groupCores[name] = start === undefined || end === undefined ? null : cores(end - start);
    if (groupCores[name] === null) known = false;
  }
  const groupsTotal = Object.values(groupCores).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const otherCores = known
    ? round(Math.max(0, cores(after.machineMs - before.machineMs) - selfCores - groupsTotal), 2)
    : null;
  return { wallMs, selfCores, groupCores, otherCores };
}

/** Cores the rest of the machine keeps busy while this process waits (sampled for `durationMs`). */
export async function otherProcessesCores(durationMs: number): Promise<number> {
  const before = cpuSample();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  const use = cpuUse(before, cpuSample());
  return use.otherCores ?? 0;
}
