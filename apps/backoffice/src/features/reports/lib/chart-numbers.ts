const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A chart axis or legend figure in major units: 12.3K, -1.2M (tables beside the charts are exact). */
export function formatCompact(value: number): string {
  return compact.format(value);
}
