const maximumJsonLength = 20_000;

/**
 * Before/after values of an audit entry as indented JSON with keys sorted, so two snapshots read
 * side by side. Null and absent values give null (the caller says "none"); very large values are cut.
 */
export function formatAuditJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  try {
    text = JSON.stringify(value, sortedKeys, 2);
  } catch {
    return String(value);
  }
  if (text === undefined) return null;
  return text.length > maximumJsonLength ? `${text.slice(0, maximumJsonLength)}\n…` : text;
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([left], [right]) => left.localeCompare(right)));
}

/** The top-level keys whose values differ between before and after (added, removed or changed). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const left = asRecord(before);
  const right = asRecord(after);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys]
    .filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]))
    .sort((a, b) => a.localeCompare(b));
}
