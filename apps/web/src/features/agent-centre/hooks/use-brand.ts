import { formatBrandIso, type TimePrecision } from '../../../lib/brand-time';
import { formatMinorUnits } from '../../../lib/locale-format';
import { useSiteSettings } from '../../system/api/get-site-settings';

const minorPattern = /^-?\d{1,30}$/;

/** Money of the wire (minor units, a decimal string) as "12,345.67"; a malformed value shows as a dash. */
export function formatMinor(value: string | bigint, decimals: number): string {
  if (typeof value === 'bigint') return formatMinorUnits(value, decimals);
  return minorPattern.test(value) ? formatMinorUnits(BigInt(value), decimals) : '—';
}

/**
 * The brand's money and clock for the agent centre's figures: the currency's decimals and symbol, and
 * instants as yyyy-MM-dd HH:mm:ss in the brand's offset. Null until the site settings have loaded.
 */
export function useBrand() {
  const brand = useSiteSettings().data?.brand;
  if (!brand) return null;
  return {
    gmtOffsetMinutes: brand.gmtOffsetMinutes,
    decimals: brand.currencyDecimals,
    symbol: brand.currencySymbol,
    money: (minor: string | bigint) => formatMinor(minor, brand.currencyDecimals),
    moneyWithSymbol: (minor: string | bigint) =>
      `${brand.currencySymbol} ${formatMinor(minor, brand.currencyDecimals)}`,
    time: (iso: string, precision?: TimePrecision) => formatBrandIso(iso, brand.gmtOffsetMinutes, precision),
  };
}
export type Brand = NonNullable<ReturnType<typeof useBrand>>;
