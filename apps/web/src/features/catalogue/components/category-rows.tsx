import type { Vendor } from '@gaming/contracts/catalogue';
import { ChevronLeftIcon, ChevronRightIcon } from '@gaming/ui/icons';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useVendors } from '../api/get-vendors';
import { categoryPath, type HomeRow, homeRows, vendorTarget } from '../lib/navigation';
import { CategoryIcon } from './category-icon';
import { NavTargetLink } from './nav-target-link';
import { VendorBadge } from './vendor-badge';

function VendorTile({ row, vendor }: { row: HomeRow; vendor: Vendor }) {
  const { t } = useTranslation();
  return (
    <NavTargetLink
      target={vendorTarget(row.category, vendor)}
      testId={`vendor-tile-${vendor.vassalage}`}
      className="group/tile relative flex aspect-[4/3] flex-col items-center justify-center gap-1 rounded-lg border border-border bg-surface p-2 transition-colors hover:border-accent hover:bg-surface-2"
    >
      <VendorBadge vendor={vendor} />
      {vendor.logoUrl ? (
        <span className="max-w-full truncate text-xs text-muted">{vendor.displayName}</span>
      ) : null}
      {vendor.maintenance ? (
        <span className="absolute top-1.5 end-1.5 rounded-sm bg-warning-surface px-1.5 text-[0.65rem] font-semibold text-text">
          {t('catalogue.maintenance')}
        </span>
      ) : null}
    </NavTargetLink>
  );
}

function CategoryRow({ row }: { row: HomeRow }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const title = t(`categories.${row.category}`);
  const scrollByPage = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * rtl * element.clientWidth, behavior: 'smooth' });
  };
  return (
    // Rows below the fold skip style and layout until scrolled near (their size is then remembered).
    <section
      data-testid={`category-row-${row.category}`}
      aria-labelledby={`row-title-${row.category}`}
      className="[contain-intrinsic-size:auto_160px] [content-visibility:auto]"
    >
      <div className="mb-2 flex items-center gap-2">
        <CategoryIcon category={row.category} className="size-5 text-accent-text" />
        <h2 id={`row-title-${row.category}`} className="text-base font-bold">
          {title}
        </h2>
        <span className="text-xs text-muted">
          {t('catalogue.vendorCount', { count: row.vendors.length })}
        </span>
        <div className="ms-auto flex items-center gap-1">
          {row.hasArrows ? (
            <>
              <button
                type="button"
                aria-label={t('catalogue.previous', { category: title })}
                onClick={() => scrollByPage(-1)}
                className="grid size-8 place-items-center rounded-md border border-border bg-surface hover:bg-surface-2"
              >
                <ChevronLeftIcon className="size-4 rtl:rotate-180" />
              </button>
              <button
                type="button"
                aria-label={t('catalogue.next', { category: title })}
                onClick={() => scrollByPage(1)}
                className="grid size-8 place-items-center rounded-md border border-border bg-surface hover:bg-surface-2"
              >
                <ChevronRightIcon className="size-4 rtl:rotate-180" />
              </button>
            </>
          ) : null}
          <Link
            to={categoryPath(row.category)}
            className="rounded-md px-2 py-1 text-xs font-semibold text-accent-text hover:bg-surface-2"
          >
            {t('catalogue.viewAll')}
          </Link>
        </div>
      </div>
      <ul
        ref={track}
        className="no-scrollbar grid snap-x snap-mandatory auto-cols-[calc((100%-1.5rem)/3.4)] grid-flow-col gap-2 overflow-x-auto sm:auto-cols-[calc((100%-2.5rem)/6)] xl:auto-cols-[calc((100%-5.5rem)/12)]"
      >
        {row.vendors.map((vendor) => (
          <li key={vendor.vassalage} className="snap-start">
            <VendorTile row={row} vendor={vendor} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RowsSkeleton() {
  return (
    <div className="flex flex-col gap-6" data-testid="category-rows-loading">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {[0, 1, 2, 3, 4, 5].map((tile) => (
              <Skeleton key={tile} className="aspect-[4/3]" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Home: one row per category with its real vendors (spec §2 Home layout). */
export function CategoryRows() {
  const { t } = useTranslation();
  const vendors = useVendors();
  // The rows (every vendor's tile) render in a background pass React can interrupt, not in the same
  // task as the answer's arrival, which also updates the header, side menu and footer.
  const lanes = useDeferredValue(vendors.data?.lanes);
  if (vendors.isError) return <ErrorState error={vendors.error} onRetry={() => void vendors.refetch()} />;
  if (!lanes) return <RowsSkeleton />;
  const rows = homeRows(lanes);
  if (rows.length === 0) return <p className="text-muted">{t('catalogue.noCategories')}</p>;
  return (
    <div className="flex flex-col gap-6" data-testid="category-rows">
      {rows.map((row) => (
        <CategoryRow key={row.category} row={row} />
      ))}
    </div>
  );
}
