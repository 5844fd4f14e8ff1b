import type { LanguageCode } from '@gaming/contracts/languages';
import { useLanguageStore } from './i18n';

/**
 * The language to ask staff-written content in (promotions, missions, VIP levels, the points mall, ranking
 * boards): the reader's own; the server answers EN for a text not written in it.
 */
export function useContentLanguage(): LanguageCode {
  return useLanguageStore((state) => state.code);
}
