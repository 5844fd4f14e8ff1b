import { ThumbIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';

/** feedbackModal: the feedback capability arrives later, and the dialog says so. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="feedback-button"
        className={`${buttonStyles.secondary} h-9`}
        onClick={() => setOpen(true)}
      >
        <ThumbIcon className="size-4" />
        {t('feedback.button')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        testId="feedback-modal"
        title={t('feedback.title')}
        description={t('feedback.unavailable')}
      />
    </>
  );
}
