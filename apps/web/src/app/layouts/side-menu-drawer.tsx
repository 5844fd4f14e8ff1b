import { CloseIcon } from '@gaming/ui/icons';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import SideMenuContent from './side-menu-content';
import { useSideMenuStore } from './side-menu-store';

/**
 * Phone-sized window: the side menu as a drawer (Radix Dialog, focus trapped) opened from the header.
 * Its own chunk: loaded when the drawer first opens (side-menu.tsx).
 */
export default function SideMenuDrawerDialog() {
  const { t } = useTranslation();
  const open = useSideMenuStore((state) => state.drawerOpen);
  const setOpen = useSideMenuStore((state) => state.setDrawerOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay lg:hidden" />
        <Dialog.Content
          data-testid="side-menu-drawer"
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto border-e border-border bg-bg-elevated p-3 text-text shadow-panel lg:hidden"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="px-2 text-base font-bold">{t('sideMenu.label')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="grid size-10 place-items-center rounded-md text-muted hover:bg-surface-2"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('sideMenu.description')}</Dialog.Description>
          <SideMenuContent collapsed={false} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
