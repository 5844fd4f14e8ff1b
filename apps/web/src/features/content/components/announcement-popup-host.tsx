import { MegaphoneIcon } from '@gaming/ui/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncementPopupStore } from '../stores/announcement-popup-store';

const AnnouncementPopup = lazy(() => import('./announcement-popup'));

/** Where the announcement list opens when asked from outside the home page's bar (spec §2). */
export function AnnouncementPopupHost() {
  const open = useAnnouncementPopupStore((state) => state.open);
  const hide = useAnnouncementPopupStore((state) => state.hide);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup type="announcement" onClose={hide} />
    </Suspense>
  );
}

/** The side menu's entry to the announcements: for everyone, logged in or not. */
export function AnnouncementsMenuButton({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const show = useAnnouncementPopupStore((state) => state.show);
  const label = t('notices.announcementsTitle');
  return (
    <button
      type="button"
      data-testid="side-menu-announcements"
      onClick={() => {
        onNavigate?.();
        show();
      }}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      className={
        collapsed
          ? 'grid size-10 place-items-center rounded-md hover:bg-surface-2'
          : 'flex h-10 w-full items-center gap-3 rounded-md px-3 text-start font-medium hover:bg-surface-2'
      }
    >
      <MegaphoneIcon />
      {collapsed ? null : <span className="truncate">{label}</span>}
    </button>
  );
}
