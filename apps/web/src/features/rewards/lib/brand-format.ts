import { formatBrandIso, type TimePrecision } from '../../../lib/brand-time';
import { useSiteSettings } from '../../system/api/get-site-settings';
import { formatMoney, withSymbol } from '../../wallet/lib/money';

export interface BrandFormat {
  /** Minor units (a decimal string) with the brand's symbol: "रू 1,250.00"; a malformed value is a dash. */
  money: (minor: string | bigint) => string;
  /** An instant in the brand's time zone: "2026-11-26 10:05:00" (to the minute, or the day, with `precision`). */
  time: (iso: string, precision?: TimePrecision) => string;
  ready: boolean;
}

/** Money and times as the brand shows them; before the settings load, 2 decimals in UTC. */
export function useBrandFormat(): BrandFormat {
  const brand = useSiteSettings().data?.brand;
  const symbol = brand?.currencySymbol ?? '';
  const decimals = brand?.currencyDecimals ?? 2;
  const offset = brand?.gmtOffsetMinutes ?? 0;
  return {
    money: (minor) => {
      const text = formatMoney(minor, decimals);
      // The symbol and the figure never part at a line end (no-break space).
      return symbol ? withSymbol(symbol, text).replace(' ', '\u00a0') : text;
    },
    time: (iso, precision) => formatBrandIso(iso, offset, precision),
    ready: brand !== undefined,
  };
}
