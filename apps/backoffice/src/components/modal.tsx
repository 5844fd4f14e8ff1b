import { CloseIcon } from '@gaming/ui/icons';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog that traps focus (Radix). Centred card on larger screens, a full-screen sheet on a
 * phone-sized window. `dismissible={false}` keeps it open on outside clicks and Escape, for
 * one-time secrets that must not be lost by a stray click; the dialog's own button closes it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  testId,
  children,
  dismissible = true,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  testId: string;
  children?: ReactNode;
  dismissible?: boolean;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className={`fixed inset-0 z-50 flex flex-col overflow-y-auto bg-bg-elevated p-5 text-text shadow-panel sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border sm:border-border sm:p-6 ${
            wide ? 'sm:w-[min(36rem,calc(100vw-2rem))]' : 'sm:w-[min(28rem,calc(100vw-2rem))]'
          }`}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close
                className="-m-2 grid size-10 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-text"
                aria-label={t('actions.close')}
              >
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
