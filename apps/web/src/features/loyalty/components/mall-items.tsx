import type { MallItem, MallItemKind } from '@gaming/contracts/points-mall';
import { mallItemKinds, pointsMallLimits } from '@gaming/contracts/points-mall';
import { GiftIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import { useRewardList } from '../api/get-reward-list';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { mallCategoryLabel } from '../lib/mall-category';
import { MallItemCard } from './mall-item-card';

function GridSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="mall-loading">
      {[1, 2, 3, 4, 5, 6].map((key) => (
        <li key={key}>
          <Skeleton className="aspect-[3/4] w-full" />
        </li>
      ))}
    </ul>
  );
}

const chipClass = (selected: boolean) =>
  `h-9 shrink-0 rounded-full border px-3.5 text-sm font-semibold ${
    selected ? 'border-accent bg-accent text-accent-contrast' : 'border-border bg-surface hover:bg-surface-2'
  }`;

/** The kind chips (all, cash, bonus, goods) and, when staff use categories, the category list. */
function MallFilters({
  kind,
  category,
  categories,
  onChange,
}: {
  kind: MallItemKind | null;
  category: string | null;
  categories: readonly string[];
  onChange: (kind: MallItemKind | null, category: string | null) => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <fieldset
        aria-label={t('mall.kindFilter')}
        className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      >
        {[null, ...mallItemKinds].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            data-testid={`mall-kind-${value ?? 'all'}`}
            aria-pressed={kind === value}
            onClick={() => onChange(value, category)}
            className={chipClass(kind === value)}
          >
            {value ? t(`mall.kinds.${value}`) : t('mall.all')}
          </button>
        ))}
      </fieldset>
      {categories.length > 0 ? (
        <SelectField
          label={t('mall.category')}
          hideLabel
          value={category ?? ''}
          onChange={(value) => onChange(kind, value === '' ? null : value)}
          options={[
            { value: '', label: t('mall.allCategories') },
            ...categories.map((code) => ({ value: code, label: mallCategoryLabel(t, code) })),
          ]}
          testId="mall-category"
          className="w-full sm:w-56"
        />
      ) : null}
    </div>
  );
}

/** The mall's item grid: 9 a page (spec §2), filtered by kind (chips) and category (when staff use them). */
export function MallItems({
  format,
  spendablePoints,
  onRedeem,
}: {
  format: LoyaltyFormat;
  spendablePoints: bigint | null;
  onRedeem: (item: MallItem) => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const [kind, setKind] = useState<MallItemKind | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const items = useRewardList({ page, kind, category });
  const choose = (nextKind: MallItemKind | null, nextCategory: string | null) => {
    setKind(nextKind);
    setCategory(nextCategory);
    setPage(1);
  };
  return (
    <div className="flex flex-col gap-4" data-testid="mall-items">
      <MallFilters
        kind={kind}
        category={category}
        categories={items.data?.categories ?? []}
        onChange={choose}
      />
      <ReportStates query={items} rangeProblem={null} testIdPrefix="mall" placeholder={<GridSkeleton />}>
        {(data) =>
          data.items.length === 0 ? (
            <div data-testid="mall-empty">
              <EmptyState
                icon={<GiftIcon className="size-6" />}
                title={kind || category ? t('mall.emptyFiltered') : t('mall.emptyTitle')}
                body={t('mall.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="mall-grid">
                {data.items.map((item) => (
                  <MallItemCard
                    key={item.id}
                    item={item}
                    format={format}
                    spendablePoints={spendablePoints}
                    onRedeem={() => onRedeem(item)}
                  />
                ))}
              </ul>
              {data.pageInfo.total > pointsMallLimits.itemsPageSize ? (
                <PageNav
                  label={t('mall.paging')}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.pageInfo.total / pointsMallLimits.itemsPageSize))}
                  total={data.pageInfo.total}
                  onPage={setPage}
                  testId="mall"
                />
              ) : null}
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
