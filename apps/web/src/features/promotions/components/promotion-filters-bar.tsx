import type { PromotionListFilter, PromotionTag } from '@gaming/contracts/promotions';
import { promotionTags } from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { promotionFilters } from '../lib/promotion-filters';

const chip =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors';
const chipOn = 'border-accent bg-accent text-accent-contrast';
const chipOff = 'border-border bg-surface text-text hover:bg-surface-2';

/**
 * The 15 filter types of spec §2, then the tags: one scrollable row each on a phone (nothing else
 * scrolls sideways), wrapped rows on a wider screen.
 */
export function PromotionFiltersBar({
  filter,
  tag,
  onFilter,
  onTag,
}: {
  filter: PromotionListFilter;
  tag: PromotionTag | null;
  onFilter: (filter: PromotionListFilter) => void;
  onTag: (tag: PromotionTag | null) => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <fieldset
        aria-label={t('promotions.filterLabel')}
        data-testid="promotion-filters"
        className="-mx-3 flex min-w-0 gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:thin] lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
      >
        {promotionFilters.map((value) => (
          <button
            key={value}
            type="button"
            data-testid={`promotion-filter-${value}`}
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
            className={`${chip} ${filter === value ? chipOn : chipOff}`}
          >
            {t(`promotions.filters.${value}`)}
          </button>
        ))}
      </fieldset>
      <fieldset
        aria-label={t('promotions.tagFilterLabel')}
        data-testid="promotion-tag-filters"
        className="-mx-3 flex min-w-0 items-center gap-1.5 overflow-x-auto px-3 pb-1 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
      >
        <span className="shrink-0 text-xs font-semibold text-muted uppercase">
          {t('promotions.tagsLabel')}
        </span>
        {promotionTags.map((value) => (
          <button
            key={value}
            type="button"
            data-testid={`promotion-tag-${value}`}
            aria-pressed={tag === value}
            onClick={() => onTag(tag === value ? null : value)}
            className={`inline-flex h-7 shrink-0 items-center rounded-md border px-2 text-xs font-bold tracking-wide uppercase ${
              tag === value ? chipOn : chipOff
            }`}
          >
            {t(`promotions.tags.${value}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
