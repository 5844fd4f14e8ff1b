import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-md bg-accent px-4 py-2 font-semibold text-accent-contrast focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
    >
      {t('app.skipToContent')}
    </a>
  );
}
