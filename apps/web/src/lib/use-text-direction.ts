import { useLanguageStore } from '../i18n/i18n';
import { directionOf } from '../i18n/language';

/**
 * The writing direction of the interface language (rtl for AR, FA and UR), the same the document's `dir`
 * has: for what cannot read it from CSS (Radix menus, the carousels).
 */
export function useTextDirection(): 'ltr' | 'rtl' {
  return directionOf(useLanguageStore((state) => state.code));
}
