// The ledger's own load, shared by the ledger benchmark and the callbacks benchmark's reference case:
// closed-loop workers calling the real LedgerService in this process, each on its own members, all
// sharing the hot accounts (house, vendor) as production does.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { LedgerService } from '../../apps/server/src/modules/wallet/ledger-service.js';
import { percentile, round } from './figures.js';

export type LedgerAccounts = { house: string; vendor: string; members: string[] };
/** One unit of work for a worker: the latency of each transfer it made, in order. */
export type LedgerOperation = (
  ledger: LedgerService,
  accounts: LedgerAccounts,
  member: string,
) => Promise<number[]>;

/** At most this many latencies are kept per case (a bound; far above what 2 cores reach in a case). */
const maximumSamples = 1_000_000;
const betMinor = 100n;

export async function runWorkers(count: number, work: (worker: number) => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: count }, (_, worker) => work(worker)));
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  await work();
  return performance.now() - startedAt;
}

export const singleDebit: LedgerOperation = async (ledger, accounts, member) => [
  await timed(() =>
    ledger.transfer({
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: accounts.house,
      amountMinor: betMinor,
      code: 'bet',
    }),
  ),
];

/** A vendor round as the ledger sees it: the bet to the vendor's account, then the win back. */
export const betAndWin: LedgerOperation = async (ledger, accounts, member) => {
  const round = { type: 'bench_round', id: randomUUID() };
  const bet = await timed(() =>
    ledger.transfer({
      id: randomUUID(),
      debitAccountId: member,
      creditAccountId: accounts.vendor,
      amountMinor: betMinor,
      code: 'bet',
      reference: round,
    }),
  );
  const win = await timed(() =>
    ledger.transfer({
      id: randomUUID(),
      debitAccountId: accounts.vendor,
      creditAccountId: member,
      amountMinor: 1n + BigInt(Math.floor(Math.random() * 2 * Number(betMinor))),
      code: 'win',
      reference: round,
    }),
  );
  return [bet, win];
};

export type LedgerLoadResult = {
  transfers: number;
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  firstError: unknown;
  operationsPerSecond: number;
  operationP50Ms: number;
  operationP99Ms: number;
};

/**
 * A closed loop: `concurrency` workers, each with its own members (members are independent), warm-up
 * first, then only the measured window counts. `onMeasureStart` runs when the measured window opens.
 */
export async function measureLedgerLoad(
  operation: LedgerOperation,
  concurrency: number,
  ledger: LedgerService,
  accounts: LedgerAccounts,
  timing: { warmUpMs: number; measureMs: number; onMeasureStart?: () => void },
): Promise<LedgerLoadResult> {
  const transferLatencies = new Float64Array(maximumSamples);
  const operationLatencies = new Float64Array(maximumSamples);
  let transfers = 0;
  let operations = 0;
  let errors = 0;
  let firstError: unknown;
  const startedAt = performance.now();
  const measureFrom = startedAt + timing.warmUpMs;
  const measureUntil = measureFrom + timing.measureMs;
  const startTimer = setTimeout(() => timing.onMeasureStart?.(), timing.warmUpMs);
  const memberCount = accounts.members.length;
  await runWorkers(concurrency, async (worker) => {
    for (let turn = 0; ; turn += 1) {
      const operationStartedAt = performance.now();
      if (operationStartedAt >= measureUntil || operations >= maximumSamples) return;
      const member = accounts.members[(worker + turn * concurrency) % memberCount] as string;
      try {
        const latencies = await operation(ledger, accounts, member);
        if (operationStartedAt < measureFrom) continue;
        operationLatencies[operations++] = performance.now() - operationStartedAt;
        for (const latency of latencies)
          if (transfers < maximumSamples) transferLatencies[transfers++] = latency;
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  });
  clearTimeout(startTimer);
  const elapsedSeconds = (performance.now() - measureFrom) / 1_000;
  const sortedTransfers = transferLatencies.subarray(0, transfers).sort();
  const sortedOperations = operationLatencies.subarray(0, operations).sort();
  return {
    transfers,
    transfersPerSecond: round(transfers / elapsedSeconds, 0),
    p50Ms: round(percentile(sortedTransfers, 0.5)),
    p99Ms: round(percentile(sortedTransfers, 0.99)),
    maxMs: round(percentile(sortedTransfers, 1)),
    errors,
    firstError,
    operationsPerSecond: round(operations / elapsedSeconds, 0),
    operationP50Ms: round(percentile(sortedOperations, 0.5)),
    operationP99Ms: round(percentile(sortedOperations, 0.99)),
  };
}
