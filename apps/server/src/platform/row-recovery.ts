import { AppError } from './errors.js';

/** A row a recovery job could not finish this run, and why (an error code, or the error's message). */
export type SkippedRow = { id: string; reason: string };

/** What a recovery job did in one run: the rows it finished and the ones it skipped. */
export type RecoveryReport = { finished: number; skipped: SkippedRow[] };

export type RecoveryLogger = { error: (object: object, message: string) => void };

const reasonLengthLimit = 200;

/** A short, loggable reason: the error code of an AppError, otherwise the error's own message. */
export function failureReason(error: unknown): string {
  if (error instanceof AppError) return error.code;
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, reasonLengthLimit);
}

/**
 * Runs `finish` on each row in turn. A row that throws is logged (job name, row id, reason) and reported,
 * and the job goes on with the next row: one row a job cannot finish must never keep the others from being
 * recovered. The caller bounds `rows` (one batch per run).
 */
export async function finishEach<Row extends { id: string }>(
  job: { name: string; log: RecoveryLogger },
  rows: readonly Row[],
  finish: (row: Row) => Promise<unknown>,
): Promise<RecoveryReport> {
  const skipped: SkippedRow[] = [];
  for (const row of rows) {
    try {
      await finish(row);
    } catch (error) {
      const reason = failureReason(error);
      job.log.error({ err: error, job: job.name, rowId: row.id, reason }, 'recovery skipped a row');
      skipped.push({ id: row.id, reason });
    }
  }
  return { finished: rows.length - skipped.length, skipped };
}
