import { type LanguageCode, languageNativeNames } from '@gaming/contracts/languages';
import { ChevronDownIcon, GlobeIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { DeferredMenu, type MenuLoader } from '../../../components/deferred-menu';
import { useLanguageStore } from '../../../i18n/i18n';

export interface LanguageSelectorProps {
  variant?: 'compact' | 'full';
  testId?: string;
}

export function languageTriggerClass(variant: 'compact' | 'full'): string {
  return variant === 'full'
    ? 'flex h-10 w-full items-center gap-2 rounded-md border border-border bg-surface-2 px-3 text-start hover:bg-surface-3'
    : 'flex h-10 items-center gap-1.5 rounded-md px-2.5 text-text hover:bg-surface-2';
}

/** What the trigger shows, the same before and after the menu's code has loaded. */
export function LanguageTriggerContent({
  variant,
  code,
}: {
  variant: 'compact' | 'full';
  code: LanguageCode;
}) {
  return (
    <>
      <GlobeIcon className="size-5 shrink-0" />
      <span className={variant === 'full' ? 'flex-1 truncate' : 'text-xs font-semibold'}>
        {variant === 'full' ? languageNativeNames[code] : code}
      </span>
      <ChevronDownIcon className="size-4 shrink-0 text-muted" />
    </>
  );
}

const loadLanguageMenu: MenuLoader<Required<LanguageSelectorProps>> = () => import('./language-menu');

/**
 * The languages the brand offers (of the 30 codes of spec §3), each in its own script. The drop-down's
 * code loads on first use (DeferredMenu).
 */
export function LanguageSelector({
  variant = 'compact',
  testId = 'language-selector',
}: LanguageSelectorProps) {
  const { t } = useTranslation();
  const code = useLanguageStore((state) => state.code);
  return (
    <DeferredMenu
      load={loadLanguageMenu}
      props={{ variant, testId }}
      renderPlaceholder={(trigger) => (
        <button
          {...trigger}
          data-testid={testId}
          data-language-current={code}
          aria-label={t('language.select', { current: languageNativeNames[code] })}
          className={languageTriggerClass(variant)}
        >
          <LanguageTriggerContent variant={variant} code={code} />
        </button>
      )}
    />
  );
}
