import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';

/** Previous / next over a bounded list. */
export function PageNav({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('lottery');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('bets.pages')} className="flex items-center justify-between text-sm">
      <button
        type="button"
        className={`${buttonStyles.ghost} ${buttonStyles.small}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('bets.previous')}
      </button>
      <span className="tabular-nums text-muted">{t('bets.page', { page, pages })}</span>
      <button
        type="button"
        className={`${buttonStyles.ghost} ${buttonStyles.small}`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('bets.next')}
      </button>
    </nav>
  );
}
