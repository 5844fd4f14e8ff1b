import { CloseIcon } from '@gaming/ui/icons';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { type ModalProps, modalPanelClass } from './modal';

/**
 * A dialog that traps focus (Radix): a centred card as tall as its content, or a phone's full-screen
 * sheet for long content (modalPanelClass). Loaded when a dialog first opens, not with the page (modal.tsx).
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  wide = false,
  phoneSheet = false,
  returnFocusTo,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          data-testid={testId}
          className={modalPanelClass(wide, phoneSheet)}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 grid size-10 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-text"
              aria-label={t('actions.close')}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="text-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
