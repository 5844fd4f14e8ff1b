import { ChevronLeftIcon, ChevronRightIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { type PageInfo, pageCount, pageRange, pageSizes } from '../lib/paging';
import { buttonStyles, inputStyles } from './button-styles';

/** What the pager asks for: another page, or another page size, which starts again at the first page. */
export interface PageChange {
  page: number;
  pageSize?: number;
}

/**
 * Previous / next, the rows shown, and the page size (at most 100, as the server allows).
 * A new size goes back to page 1, since the page the staff member was on may no longer exist.
 */
export function Pager({
  pageInfo,
  onChange,
  disabled = false,
}: {
  pageInfo: PageInfo;
  onChange: (change: PageChange) => void;
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
            onChange={(event) => onChange({ pageSize: Number(event.target.value), page: 1 })}
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
          onClick={() => onChange({ page: pageInfo.page - 1 })}
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
          onClick={() => onChange({ page: pageInfo.page + 1 })}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </nav>
  );
}
