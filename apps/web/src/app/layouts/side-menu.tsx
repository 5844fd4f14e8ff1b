import { SidebarIcon } from '@gaming/ui/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { useMediaQuery } from '../../lib/use-media-query';
import { useSideMenuStore } from './side-menu-store';

const loadContent = () => import('./side-menu-content');
const SideMenuContent = lazy(loadContent);
// A window wide enough for the column needs the content at once: fetch it beside the first route.
if (window.matchMedia('(min-width: 64rem)').matches) void loadContent().catch(() => undefined);
// The phone drawer's dialog code (Radix) loads when the drawer first opens, or on the toggle's hover,
// focus or touch (preloadSideMenuDrawer).
const loadDrawer = () => import('./side-menu-drawer');
const SideMenuDrawerDialog = lazy(loadDrawer);

/** Stands in for the menu's content while its chunk arrives; the column's width does not change. */
function SideMenuContentFallback({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={`flex flex-col gap-2 ${collapsed ? 'items-center' : ''}`}>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} className={collapsed ? 'size-10' : 'h-10 w-full'} />
      ))}
    </div>
  );
}

/** Desktop side menu: visible by default, collapsible, collapse remembered. Hidden on phones. */
export function SideMenu() {
  const { t } = useTranslation();
  // Tailwind's lg: below it the column is hidden and the drawer holds the menu, so its content
  // (and what that content loads) is not built for nothing on a phone.
  const shown = useMediaQuery('(min-width: 64rem)');
  const collapsed = useSideMenuStore((state) => state.collapsed);
  const toggleCollapsed = useSideMenuStore((state) => state.toggleCollapsed);
  return (
    <aside
      data-testid="side-menu"
      data-collapsed={collapsed ? 'true' : 'false'}
      aria-label={t('sideMenu.label')}
      className={`hidden shrink-0 border-e border-border bg-bg-elevated lg:block ${
        collapsed ? 'w-side-menu-collapsed' : 'w-side-menu'
      }`}
    >
      <div className="sticky top-[var(--ui-header-height)] max-h-[calc(100dvh-var(--ui-header-height))] overflow-y-auto p-2">
        <div className={`mb-1 flex ${collapsed ? 'justify-center' : 'justify-end'}`}>
          <button
            type="button"
            data-testid="side-menu-toggle"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
            title={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
            onClick={toggleCollapsed}
            className="grid size-9 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-text"
          >
            <SidebarIcon className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
        {shown ? (
          <Suspense fallback={<SideMenuContentFallback collapsed={collapsed} />}>
            <SideMenuContent collapsed={collapsed} />
          </Suspense>
        ) : null}
      </div>
    </aside>
  );
}

let drawerPreloaded = false;

/** Starts loading the drawer's code before it is opened (the toggle's hover, focus or touch). */
export function preloadSideMenuDrawer(): void {
  if (drawerPreloaded) return;
  drawerPreloaded = true;
  loadDrawer().catch(() => {
    drawerPreloaded = false;
  });
}

/** Phone-sized window: the side menu as a drawer opened from the header; nothing while closed. */
export function SideMenuDrawer() {
  const open = useSideMenuStore((state) => state.drawerOpen);
  if (!open) return null;
  return (
    <Suspense fallback={<div className="fixed inset-0 z-50 bg-overlay lg:hidden" />}>
      <SideMenuDrawerDialog />
    </Suspense>
  );
}
