import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguageStore } from '../../../i18n/i18n';
import { languageNativeNames, languages, languageTagOf } from '../../../i18n/language';

/** EN / NE as two pressed-or-not buttons: both choices always in sight, one tap to switch. */
export function LanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
  const { t } = useTranslation();
  const current = useLanguageStore((state) => state.language);
  return (
    <fieldset
      data-testid={testId}
      data-language-current={current}
      className="inline-flex h-10 w-fit shrink-0 items-center gap-0.5 rounded-md border border-border bg-surface-2 p-1"
    >
      <legend className="sr-only">{t('language.label')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={languageTagOf(language)}
          data-testid={`language-option-${language}`}
          aria-pressed={current === language}
          title={languageNativeNames[language]}
          onClick={() => void changeLanguage(language)}
          className={`h-8 rounded-sm px-2.5 text-xs font-semibold ${
            current === language ? 'bg-accent text-accent-contrast' : 'text-muted hover:text-text'
          }`}
        >
          {language === 'EN' ? 'EN' : languageNativeNames.NE}
        </button>
      ))}
    </fieldset>
  );
}
