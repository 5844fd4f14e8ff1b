// The small helpers every benchmark reports with: its settings from the environment, rounded figures,
// percentiles of sorted samples and readable lines.

/** A benchmark setting from the environment: a positive whole number, or the fallback. */
export function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The nearest-rank percentile of ascending samples; NaN when there are none. */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}
