/** One figure of a member panel (a balance, a level) in a `<dl>`: label above, value below. */
export function Figure({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border bg-surface-2 p-3">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={`tabular-nums break-all ${strong ? 'text-lg font-bold' : 'font-semibold'}`}
      >
        {value}
      </dd>
    </div>
  );
}
