import {
  isLanguageCode,
  type LanguageCode,
  languageNativeNames,
  languageTags,
} from '@gaming/contracts/languages';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, loadFontsForLanguages, useLanguageStore } from '../../../i18n/i18n';
import { useSessionStore } from '../../../lib/session';
import { useSetMemberLanguage } from '../api/set-member-language';
import { useOfferedLanguages } from '../hooks/use-offered-languages';
import {
  type LanguageSelectorProps,
  LanguageTriggerContent,
  languageTriggerClass,
} from './language-selector';

/** The language drop-down itself (Radix); loaded on first use by LanguageSelector. */
export default function LanguageMenu({
  variant,
  testId,
  defaultOpen,
}: Required<LanguageSelectorProps> & { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const code = useLanguageStore((state) => state.code);
  const loggedIn = useSessionStore((state) => state.token !== null);
  const tellServer = useSetMemberLanguage();
  const offered = useOfferedLanguages();
  // Each name is written in its own script: the menu brings the fonts of the languages it lists.
  useEffect(() => {
    void loadFontsForLanguages(offered);
  }, [offered]);
  const onValueChange = (value: string) => {
    if (!isLanguageCode(value)) return;
    void changeLanguage(value);
    // Best effort: the interface changes whether or not the server hears of it.
    if (loggedIn && value !== code) tellServer.mutate(value);
  };
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        data-testid={testId}
        data-language-current={code}
        aria-label={t('language.select', { current: languageNativeNames[code] })}
        className={languageTriggerClass(variant)}
      >
        <LanguageTriggerContent variant={variant} code={code} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          align="end"
          collisionPadding={8}
          className="z-50 max-h-[min(70dvh,28rem)] w-64 overflow-y-auto rounded-lg border border-border bg-bg-elevated p-1 text-text shadow-panel"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={code} onValueChange={onValueChange}>
            {offered.map((option: LanguageCode) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                data-testid={`language-option-${option}`}
                lang={languageTags[option]}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-1.5 outline-none data-[highlighted]:bg-surface-2 data-[state=checked]:font-semibold data-[state=checked]:text-accent-text"
              >
                <span>{languageNativeNames[option]}</span>
                <span className="text-xs text-muted" lang="en">
                  {option}
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
