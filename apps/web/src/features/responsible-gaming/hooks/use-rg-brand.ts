import { formatBrandIso, formatGmtOffset } from '../../../lib/brand-time';
import { formatMinorUnits } from '../../../lib/locale-format';
import { useSiteSettings } from '../../system/api/get-site-settings';

export interface RgBrand {
  symbol: string;
  decimals: number;
  /** Minor units with the brand's symbol; a malformed value is a dash. */
  money: (minor: string) => string;
  /** An instant in the brand's time zone with the zone: "2026-11-26 10:05:00 (GMT+05:45)". */
  time: (iso: string) => string;
  ready: boolean;
}

/** Money and times as the brand shows them (restriction dates are the brand's clock, not the browser's). */
export function useRgBrand(): RgBrand {
  const brand = useSiteSettings().data?.brand;
  const symbol = brand?.currencySymbol ?? '';
  const decimals = brand?.currencyDecimals ?? 2;
  const offset = brand?.gmtOffsetMinutes ?? 0;
  return {
    symbol,
    decimals,
    money: (minor) =>
      /^-?\d{1,30}$/.test(minor) ? `${symbol}\u00a0${formatMinorUnits(BigInt(minor), decimals)}`.trim() : '—',
    time: (iso) => `${formatBrandIso(iso, offset)} (${formatGmtOffset(offset)})`,
    ready: brand !== undefined,
  };
}
