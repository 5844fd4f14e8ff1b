import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/count-badge';
import { useVendors } from '../api/get-vendors';
import { dropDownSize, type HeaderNavItem, headerNavItems, vendorTarget } from '../lib/navigation';
import { CategoryIcon } from './category-icon';
import { NavTargetLink } from './nav-target-link';

/**
 * `towardStart`: an entry in the second half of the bar opens its list toward the bar's start (its end
 * edge under the entry's), so a list under the last entries stays inside the window, in either direction.
 */
function VendorDropDown({ item, towardStart }: { item: HeaderNavItem; towardStart: boolean }) {
  const { t } = useTranslation();
  const size = dropDownSize(item.vendors.length);
  if (size === 'none' || item.key === 'HOME' || item.key === 'PROMO') return null;
  const category = item.key;
  return (
    <div
      data-testid={`nav-dropdown-${item.key}`}
      data-size={size}
      className={`invisible absolute top-full z-40 pt-1 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${
        size === 'large' ? 'w-[min(44rem,80vw)]' : 'w-56'
      } ${towardStart ? 'end-0' : 'start-0'}`}
    >
      <ul
        aria-label={t('nav.vendorsOf', { category: t(`categories.${category}`) })}
        className={`grid gap-1 rounded-lg border border-border bg-bg-elevated p-2 shadow-panel ${
          size === 'large' ? 'grid-cols-4' : 'grid-cols-1'
        }`}
      >
        {item.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <NavTargetLink
              target={vendorTarget(category, vendor)}
              className="flex h-9 items-center justify-between gap-2 rounded-md px-3 text-sm hover:bg-surface-2"
            >
              <span className="truncate">{vendor.displayName}</span>
              {vendor.maintenance ? (
                <span className="shrink-0 rounded-sm bg-warning-surface px-1.5 text-[0.65rem] font-semibold">
                  {t('catalogue.maintenance')}
                </span>
              ) : null}
            </NavTargetLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Header navigation built from the server's vendor lanes (spec §2 Header). `badges` puts a red count on
 * an entry (PROMO: availablePromoCount, what the member can act on now).
 */
export function HeaderNav({
  badges = {},
}: {
  badges?: Partial<Record<string, { count: number; label: string }>>;
}) {
  const { t } = useTranslation();
  const vendors = useVendors();
  const items = headerNavItems(vendors.data?.lanes ?? []);
  return (
    <nav aria-label={t('nav.main')} data-testid="header-nav" className="min-w-0">
      <ul className="flex flex-wrap items-center gap-0.5">
        {items.map((item, index) => (
          <li key={item.key} className="group relative" data-testid={`nav-item-${item.key}`}>
            <NavTargetLink
              target={item.target}
              end={item.key === 'HOME'}
              tooltip={t(`categories.${item.key}`)}
              className={({ isActive }) =>
                `flex h-10 items-center gap-1.5 rounded-md px-2 text-[0.8125rem] font-semibold whitespace-nowrap hover:bg-surface-2 ${
                  isActive ? 'text-accent-text' : 'text-text'
                }`
              }
            >
              <CategoryIcon category={item.key} className="size-4" />
              {/* Between the lg and xl breakpoints only icons fit; the name stays for screen readers. */}
              <span className="sr-only xl:not-sr-only">{t(`categories.${item.key}`)}</span>
              {badges[item.key] ? (
                <CountBadge
                  count={badges[item.key]?.count ?? 0}
                  label={badges[item.key]?.label ?? ''}
                  testId={`nav-item-${item.key}-badge`}
                  className="ms-0 h-4 min-w-4 px-1 text-[0.625rem]"
                />
              ) : null}
            </NavTargetLink>
            <VendorDropDown item={item} towardStart={index >= items.length / 2} />
          </li>
        ))}
        {vendors.isError ? (
          <li>
            <button
              type="button"
              onClick={() => void vendors.refetch()}
              className="h-8 rounded-md px-2 text-xs text-danger hover:bg-surface-2"
            >
              {t('catalogue.loadFailedRetry')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
