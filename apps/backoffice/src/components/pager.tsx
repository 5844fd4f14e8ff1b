import { ChevronLeftIcon, ChevronRightIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { type PageInfo, pageCount, pageRange, pageSizes } from '../lib/paging';
import { buttonStyles, inputStyles } from './button-styles';

/** Previous / next, the rows shown, and the page size (at most 100, as the server allows). */
export function Pager({
  pageInfo,
  onPageChange,
  onPageSizeChange,
  disabled = false,
}: {
  pageInfo: PageInfo;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const pages = pageCount(pageInfo.total, pageInfo.pageSize);
  const range = pageRange(pageInfo);
  return (
    <nav
      data-testid="pager"
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-between gap-3 pt-3"
    >
      <p data-testid="pager-info" className="text-muted" aria-live="polite">
        {t('pager.range', range)}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-muted">
          <span className="whitespace-nowrap">{t('pager.pageSize')}</span>
          <select
            data-testid="page-size"
            className={`${inputStyles} h-9 w-20`}
            value={pageInfo.pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-testid="pager-prev"
          className={`${buttonStyles.icon} border border-border`}
          aria-label={t('pager.previous')}
          title={t('pager.previous')}
          disabled={disabled || pageInfo.page <= 1}
          onClick={() => onPageChange(pageInfo.page - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <span className="min-w-16 text-center tabular-nums">
          {t('pager.pageOf', { page: pageInfo.page, pages })}
        </span>
        <button
          type="button"
          data-testid="pager-next"
          className={`${buttonStyles.icon} border border-border`}
          aria-label={t('pager.next')}
          title={t('pager.next')}
          disabled={disabled || pageInfo.page >= pages}
          onClick={() => onPageChange(pageInfo.page + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </nav>
  );
}
