import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import type { TimePrecision } from '../../../lib/brand-time';
import { useDeleteMessage } from '../api/change-messages';
import { useMessage } from '../api/get-message';

/**
 * One message read in a dialog: its title, time and HTML (sanitised on the server, DOMPurify again here).
 * Opening it marks it read. Delete asks to confirm first.
 */
export function MessageReader({
  messageId,
  onClose,
  formatTime,
}: {
  messageId: string | null;
  onClose: () => void;
  formatTime: (iso: string, precision?: TimePrecision) => string;
}) {
  const { t } = useTranslation('content');
  const message = useMessage(messageId);
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    remove.reset();
    onClose();
  };
  const confirmDelete = () => {
    if (!messageId) return;
    remove.mutate(messageId, { onSuccess: close });
  };
  return (
    <>
      <Modal
        open={messageId !== null && !confirming}
        onOpenChange={(open) => (open ? undefined : close())}
        title={message.data?.title ?? t('messages.reading')}
        testId="message-reader"
        wide
      >
        {message.isError ? (
          <ErrorState error={message.error} onRetry={() => void message.refetch()} />
        ) : !message.data ? (
          <div className="flex flex-col gap-2" data-testid="message-reader-loading">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-24" />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-xs text-muted tabular-nums" data-testid="message-reader-time">
              {formatTime(message.data.sentAt)}
            </p>
            <div
              data-testid="message-reader-body"
              className="rich-text text-sm break-words [&>:first-child]:mt-0"
              // Sanitised on the server; DOMPurify is the second guard before it reaches the DOM.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the message's HTML, purified here.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(message.data.bodyHtml) }}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                data-testid="message-delete"
                onClick={() => setConfirming(true)}
                className={`${buttonStyles.secondary} h-11 text-danger`}
              >
                {t('messages.delete')}
              </button>
              <button type="button" onClick={close} className={`${buttonStyles.primary} h-11`}>
                {t('messages.close')}
              </button>
            </div>
          </div>
        )}
      </Modal>
      <Modal
        open={messageId !== null && confirming}
        onOpenChange={(open) => (open || remove.isPending ? undefined : setConfirming(false))}
        title={t('messages.deleteTitle')}
        description={t('messages.deleteBody')}
        testId="message-delete-dialog"
      >
        <div className="mt-4 flex flex-col gap-3">
          {remove.error ? <FormAlert error={remove.error} testId="message-delete-error" /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => setConfirming(false)}
              className={`${buttonStyles.secondary} h-11`}
              data-testid="message-delete-cancel"
            >
              {t('messages.cancel')}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={confirmDelete}
              data-testid="message-delete-confirm"
              className={`${buttonStyles.primary} h-11 bg-danger hover:bg-danger`}
            >
              {remove.isPending ? <Spinner className="size-4" /> : null}
              {t('messages.deleteConfirm')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
