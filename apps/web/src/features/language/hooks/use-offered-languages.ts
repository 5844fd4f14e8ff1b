import { type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import { useEffect, useMemo } from 'react';
import { changeLanguage, hasChosenLanguage, useLanguageStore } from '../../../i18n/i18n';
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
 * The brand's languages decide what a visitor reads: a visitor who chose no language reads the brand's
 * default, and one whose language the brand no longer offers (or never did) reads the default too, so a
 * player never reads a language the operator has not approved. Neither is stored as the visitor's choice:
 * a later default, or the language offered again, applies on its own.
 */
export function useOfferedLanguageGuard(): void {
  const brand = useSiteSettings().data?.brand;
  const code = useLanguageStore((state) => state.code);
  useEffect(() => {
    if (!brand || code === brand.defaultLanguage) return;
    if (!brand.languages.includes(code) || !hasChosenLanguage())
      void changeLanguage(brand.defaultLanguage, { remember: false });
  }, [brand, code]);
}
