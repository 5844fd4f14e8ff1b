import { formatMinorUnits } from '@gaming/contracts/money';

/** How the brand writes money: its currency code and decimals (from the server's replies). */
export interface MoneyFormat {
  currency: string;
  decimals: number;
}

/**
 * Minor units as the server sends them ("123456") shown as "NPR 1,234.56"; exact (bigint), never a
 * float. `signed` puts a + before money coming in, so a line's direction reads at a glance.
 */
export function formatMoney(
  amountMinor: string,
  format: MoneyFormat,
  options: { signed?: boolean; withCurrency?: boolean } = {},
): string {
  let value: bigint;
  try {
    value = BigInt(amountMinor);
  } catch {
    return amountMinor;
  }
  const text = formatMinorUnits(value, format.decimals);
  const sign = options.signed && value > 0n ? '+' : '';
  return options.withCurrency === false ? `${sign}${text}` : `${format.currency} ${sign}${text}`;
}
