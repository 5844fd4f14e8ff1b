/** A red count badge (spec §2 red badges); nothing when the count is 0; above 99 reads "99+". */
export function CountBadge({
  count,
  label,
  testId,
  className = '',
}: {
  count: number;
  /** What the count means, for screen readers ("3 rewards waiting"). */
  label: string;
  testId: string;
  className?: string;
}) {
  if (count <= 0) return null;
  // Positioned, so the visually hidden label stays inside it (and inside a menu that scrolls sideways)
  // instead of landing at the page's edge and widening it.
  const position = className.includes('absolute') ? '' : 'relative';
  return (
    <span
      data-testid={testId}
      data-count={count}
      className={`${position} ms-auto inline-grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[0.7rem] leading-none font-bold text-inverse tabular-nums ${className}`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
