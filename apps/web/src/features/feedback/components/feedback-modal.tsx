import { CheckIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { type FeedbackCaptcha, FeedbackForm } from './feedback-form';

/**
 * feedbackModal (spec §2): the feedback form, then a confirmation that says where the answer will come
 * (a member's platform messages and feedback screen; a guest's contact).
 */
export function FeedbackModal({
  open,
  onClose,
  guest,
  captcha,
}: {
  open: boolean;
  onClose: () => void;
  guest: boolean;
  captcha: FeedbackCaptcha;
}) {
  const { t } = useTranslation('content');
  const [sentTicket, setSentTicket] = useState<string | null>(null);
  const close = () => {
    setSentTicket(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('feedback.title')}
      description={sentTicket ? undefined : t('feedback.intro')}
      testId="feedback-modal"
      phoneSheet
    >
      {sentTicket ? (
        <div className="mt-2 flex flex-col items-center gap-4 text-center" data-testid="feedback-sent">
          <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-success">
            <CheckIcon className="size-6" />
          </span>
          <p className="font-semibold">{t('feedback.sentTitle')}</p>
          <p className="text-sm text-muted">{guest ? t('feedback.sentGuest') : t('feedback.sentMember')}</p>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            {guest ? null : (
              <Link
                to="/feedback"
                onClick={close}
                data-testid="feedback-see-tickets"
                className={`${buttonStyles.secondary} h-11`}
              >
                {t('feedback.seeTickets')}
              </Link>
            )}
            <button
              type="button"
              onClick={close}
              data-testid="feedback-done"
              className={`${buttonStyles.primary} h-11`}
            >
              {t('feedback.done')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <FeedbackForm guest={guest} captcha={captcha} onSent={setSentTicket} />
        </div>
      )}
    </Modal>
  );
}
