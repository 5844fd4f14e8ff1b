/** A labelled bar from 0 to 100 (missions, VIP progress); the figures beside it say what it counts. */
export function ProgressBar({ percent, label, testId }: { percent: number; label: string; testId: string }) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      data-testid={testId}
      data-percent={percent}
      className="h-2.5 overflow-hidden rounded-full bg-surface-3"
    >
      <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
