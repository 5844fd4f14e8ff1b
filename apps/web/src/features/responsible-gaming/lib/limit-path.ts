import type { RgLimitKind, RgLimitPeriod } from '@gaming/contracts/rg-limits';

/** A limit route's path with its :kind and :period filled in. */
export function limitPath(template: string, kind: RgLimitKind, period: RgLimitPeriod): string {
  return template.replace(':kind', encodeURIComponent(kind)).replace(':period', encodeURIComponent(period));
}
