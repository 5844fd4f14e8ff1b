import { CloseIcon } from '@gaming/ui/icons';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Phone-sized window: the agent centre's menu as a drawer (focus trapped), like the site's side menu. */
export default function AgentMenuDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('agent');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay lg:hidden" />
        <Dialog.Content
          data-testid="agent-menu-drawer"
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto border-e border-border bg-bg-elevated p-3 text-text shadow-panel lg:hidden"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="px-2 text-base font-bold">{t('agentCentre.menuTitle')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('agentCentre.closeMenu')}
              className="grid size-10 place-items-center rounded-md text-muted hover:bg-surface-2"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('agentCentre.menuDescription')}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
