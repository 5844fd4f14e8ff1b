import { ChevronLeftIcon, ChevronRightIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';

/** Previous / next with "page x of y · n records", for every paged list; the caller names the list for screen readers. */
export function PageNav({
  label,
  page,
  pageCount,
  total,
  onPage,
  testId,
}: {
  label: string;
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p data-testid={`${testId}-page-info`} className="text-muted">
        {t('paging.pageInfo', { page, pages: pageCount, count: total })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          data-testid={`${testId}-previous`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className={`${buttonStyles.secondary} ${buttonStyles.small} rtl:[&>svg]:rotate-180`}
        >
          <ChevronLeftIcon className="size-4" />
          {t('paging.previous')}
        </button>
        <button
          type="button"
          data-testid={`${testId}-next`}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
          className={`${buttonStyles.secondary} ${buttonStyles.small} rtl:[&>svg]:rotate-180`}
        >
          {t('paging.next')}
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
    </nav>
  );
}
