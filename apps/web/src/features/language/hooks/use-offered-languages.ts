import { type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import { useEffect, useMemo } from 'react';
import { changeLanguage, useLanguageStore } from '../../../i18n/i18n';
import { useSiteSettings } from '../../system/api/get-site-settings';

/** The languages the brand offers (setting brand.languages), in the spec's order; all until settings load. */
export function useOfferedLanguages(): readonly LanguageCode[] {
  const offered = useSiteSettings().data?.brand.languages;
  // One array per settings reply, so effects that depend on it run when the list changes, not every render.
  return useMemo(
    () => (offered ? languageCodes.filter((code) => offered.includes(code)) : languageCodes),
    [offered],
  );
}

/**
 * A stored language the brand no longer offers (or never did) gives way to the brand's default language,
 * so a player never reads a language the operator has not approved.
 */
export function useOfferedLanguageGuard(): void {
  const brand = useSiteSettings().data?.brand;
  const code = useLanguageStore((state) => state.code);
  useEffect(() => {
    if (brand && !brand.languages.includes(code)) void changeLanguage(brand.defaultLanguage);
  }, [brand, code]);
}
