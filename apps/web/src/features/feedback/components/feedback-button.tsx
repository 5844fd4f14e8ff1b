import { ThumbIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { preloadModal } from '../../../components/modal';
import { useFeedbackModalStore } from '../stores/feedback-modal-store';

/** The footer's feedback entry (spec §2): opens feedbackModal, which the app's feedback host shows. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const show = useFeedbackModalStore((state) => state.show);
  return (
    <button
      type="button"
      data-testid="feedback-button"
      className={`${buttonStyles.secondary} h-9`}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onClick={show}
    >
      <ThumbIcon className="size-4" />
      {t('feedback.button')}
    </button>
  );
}
