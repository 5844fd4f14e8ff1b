import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BrandMark() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md font-bold" data-testid="brand">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-md bg-accent text-accent-contrast"
      >
        <svg viewBox="0 0 64 64" className="size-5" focusable="false" aria-hidden="true">
          <path d="M20 44 32 16l12 28H36l-4-10-4 10z" fill="currentColor" />
        </svg>
      </span>
      <span className="truncate">{t('app.name')}</span>
    </Link>
  );
}
