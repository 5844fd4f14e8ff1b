import type { SiteSettingsResponse } from '@gaming/contracts/system';
import { useSiteSettings } from '../../../lib/use-brand-time';

const selectTestMode = (settings: SiteSettingsResponse) => settings.testMode === true;

/**
 * Whether a simulator plays the payment gateway or the game vendors (the public site settings say);
 * the same request that gives every screen the brand's time zone.
 */
export function useTestMode() {
  return useSiteSettings(selectTestMode);
}
