import type { SiteSettingsResponse } from '@gaming/contracts/system';
import type { MoneyFormat } from './format-money';
import { useSiteSettings } from './use-brand-time';

const selectMoney = (settings: SiteSettingsResponse): MoneyFormat => ({
  currency: settings.brand.currency,
  decimals: settings.brand.currencyDecimals,
});

/**
 * The brand's currency and decimals from the site settings, for replies that carry amounts without
 * them (the agent programme's lists); undefined until the settings have arrived.
 */
export function useBrandMoney(): MoneyFormat | undefined {
  return useSiteSettings(selectMoney).data;
}
