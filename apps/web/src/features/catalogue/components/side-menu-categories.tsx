import type { VendorLane } from '@gaming/contracts/catalogue';
import { ChevronDownIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useVendors } from '../api/get-vendors';
import { homePath, sideMenuCategoryTarget, vendorTarget } from '../lib/navigation';
import { CategoryIcon } from './category-icon';
import { NavTargetLink } from './nav-target-link';

const entryClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-10 min-w-0 flex-1 items-center gap-3 rounded-md px-3 font-medium hover:bg-surface-2 ${
    isActive ? 'bg-surface-2 text-accent-text' : 'text-text'
  }`;

function orderLanes(lanes: readonly VendorLane[]): VendorLane[] {
  const withVendors = lanes.filter((lane) => lane.vendors.length > 0);
  return [
    ...withVendors.filter((lane) => lane.gameCategory === 'INHOUSE'),
    ...withVendors.filter((lane) => lane.gameCategory !== 'INHOUSE'),
  ];
}

function LaneEntry({ lane, onNavigate }: { lane: VendorLane; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const label = t(`categories.${lane.gameCategory}`);
  const listId = `side-menu-vendors-${lane.gameCategory}`;
  return (
    <li data-testid={`side-menu-item-${lane.gameCategory}`}>
      <div className="flex items-center">
        <NavTargetLink target={sideMenuCategoryTarget(lane)} className={entryClass} onNavigate={onNavigate}>
          <CategoryIcon category={lane.gameCategory} />
          <span className="truncate">{label}</span>
        </NavTargetLink>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={t('sideMenu.showVendors', { category: label })}
          onClick={() => setExpanded((value) => !value)}
          className="grid size-10 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-text"
        >
          <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
        </button>
      </div>
      {expanded ? (
        <ul id={listId} className="my-1 ms-8 flex flex-col border-s border-border ps-2">
          {lane.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <NavTargetLink
                target={vendorTarget(lane.gameCategory, vendor)}
                onNavigate={onNavigate}
                className="flex h-8 items-center rounded-md px-2 text-xs text-muted hover:bg-surface-2 hover:text-text"
              >
                <span className="truncate">{vendor.displayName}</span>
              </NavTargetLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Side menu: home plus one entry per category with a vendor list (spec §2 Side menu). */
export function SideMenuCategories({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const vendors = useVendors();
  const lanes = orderLanes(vendors.data?.lanes ?? []);
  const collapsedClass = ({ isActive }: { isActive: boolean }) =>
    `grid size-10 place-items-center rounded-md hover:bg-surface-2 ${isActive ? 'bg-surface-2 text-accent-text' : 'text-text'}`;
  return (
    <nav aria-label={t('sideMenu.categories')}>
      <ul className={`flex flex-col gap-0.5 ${collapsed ? 'items-center' : ''}`}>
        <li data-testid="side-menu-item-HOME">
          <NavTargetLink
            target={{ kind: 'navigate', path: homePath }}
            end
            className={collapsed ? collapsedClass : entryClass}
            label={collapsed ? t('categories.HOME') : undefined}
            onNavigate={onNavigate}
          >
            <CategoryIcon category="HOME" />
            {collapsed ? null : <span className="truncate">{t('categories.HOME')}</span>}
          </NavTargetLink>
        </li>
        {collapsed
          ? lanes.map((lane) => (
              <li key={lane.gameCategory} data-testid={`side-menu-item-${lane.gameCategory}`}>
                <NavTargetLink
                  target={sideMenuCategoryTarget(lane)}
                  className={collapsedClass}
                  label={t(`categories.${lane.gameCategory}`)}
                  onNavigate={onNavigate}
                >
                  <CategoryIcon category={lane.gameCategory} />
                </NavTargetLink>
              </li>
            ))
          : lanes.map((lane) => <LaneEntry key={lane.gameCategory} lane={lane} onNavigate={onNavigate} />)}
      </ul>
      {vendors.isPending ? (
        <div className="mt-1 flex flex-col gap-1 px-1">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-9" />
          ))}
        </div>
      ) : null}
      {vendors.isError && !collapsed ? (
        <div className="mt-2">
          <ErrorState compact error={vendors.error} onRetry={() => void vendors.refetch()} />
        </div>
      ) : null}
    </nav>
  );
}
