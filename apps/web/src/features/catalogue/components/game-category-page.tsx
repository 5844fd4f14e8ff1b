import type { GameCategoryCode } from '@gaming/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useVendors } from '../api/get-vendors';
import { laneOf, listPageCategory, vendorPath } from '../lib/navigation';
import { CategoryIcon } from './category-icon';
import { GameList } from './game-list';
import { NavTargetLink } from './nav-target-link';
import { VendorBadge } from './vendor-badge';

/**
 * A game centre (/live, /sports … with lobby tabs) or game list page (/rng, /fish …, vendor chosen by
 * ?vassalage=): the category's vendors, then its games.
 */
export function GameCategoryPage({
  category: routeCategory,
  pageKind,
}: {
  category: GameCategoryCode;
  pageKind: 'list' | 'centre';
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vendors = useVendors();
  const vassalage = searchParams.get('vassalage');
  const lanes = vendors.data?.lanes ?? [];
  const category = listPageCategory(lanes, routeCategory, vassalage);
  const lane = laneOf(lanes, category);
  const selected = lane?.vendors.find((vendor) => vendor.vassalage === vassalage) ?? null;
  const title = t(`categories.${category}`);
  return (
    <div
      className="flex flex-col gap-5"
      data-testid="game-category-page"
      data-category={category}
      data-page-kind={pageKind}
    >
      <header className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-surface-2 text-accent-text">
          <CategoryIcon category={category} />
        </span>
        <div>
          <h1 className="text-xl font-bold">{title}</h1>
          <p className="text-xs text-muted">
            {pageKind === 'centre' ? t('catalogue.centreSubtitle') : t('catalogue.listSubtitle')}
          </p>
        </div>
      </header>
      {vendors.isPending ? (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : null}
      {vendors.isError ? <ErrorState error={vendors.error} onRetry={() => void vendors.refetch()} /> : null}
      {lane && lane.vendors.length > 0 ? (
        <nav aria-label={t('catalogue.vendorSelector')} data-testid="vendor-selector">
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 xl:grid-cols-8">
            {lane.vendors.map((vendor) => {
              const isSelected = vendor.vassalage === selected?.vassalage;
              return (
                <li key={vendor.vassalage}>
                  <NavTargetLink
                    target={{ kind: 'navigate', path: vendorPath(category, vendor) }}
                    testId={`vendor-option-${vendor.vassalage}`}
                    className={`flex h-16 flex-col items-center justify-center rounded-lg border px-2 ${
                      isSelected
                        ? 'border-accent bg-surface-2'
                        : 'border-border bg-surface hover:bg-surface-2'
                    }`}
                  >
                    <VendorBadge vendor={vendor} size="sm" />
                    {vendor.maintenance ? (
                      <span className="text-[0.65rem] font-semibold text-muted">
                        {t('catalogue.maintenance')}
                      </span>
                    ) : null}
                  </NavTargetLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {vendors.isSuccess && !lane ? (
        <EmptyState title={t('catalogue.noVendorsTitle')} body={t('catalogue.noVendorsBody')} />
      ) : null}
      {vendors.isSuccess && lane ? (
        <GameList
          key={`${category}:${selected?.vassalage ?? ''}`}
          category={category}
          vassalage={selected?.vassalage ?? null}
          pageKind={pageKind}
        />
      ) : null}
    </div>
  );
}
