import { useLanguageStore } from '../../../i18n/i18n';

/** Loyalty titles (missions, boards, mall items) are written in EN and NE; any other language reads EN. */
export function useLoyaltyLanguage(): 'EN' | 'NE' {
  const code = useLanguageStore((state) => state.code);
  return code === 'NE' ? 'NE' : 'EN';
}
