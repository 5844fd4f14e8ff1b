import { useLanguageStore } from '../../../i18n/i18n';

/** Promotions are written in EN and optionally NE; any other interface language reads EN. */
export function usePromotionLanguage(): 'EN' | 'NE' {
  const code = useLanguageStore((state) => state.code);
  return code === 'NE' ? 'NE' : 'EN';
}
