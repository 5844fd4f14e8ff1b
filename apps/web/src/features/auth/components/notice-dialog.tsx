import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import { useNoticeStore } from '../stores/notice-store';

/** One short message with an OK button (e-mail sent, log in again), or the trial's invitation to register. */
export function NoticeDialog() {
  const { t } = useTranslation();
  const notice = useNoticeStore((state) => state.notice);
  const dismiss = useNoticeStore((state) => state.dismiss);
  const openModal = useAuthModalStore((state) => state.openModal);
  const close = () => {
    const next = notice?.next;
    dismiss();
    if (next === 'login') openModal('login');
  };
  const register = () => {
    dismiss();
    openModal('register');
  };
  return (
    <Modal
      open={notice !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      testId="notice-dialog"
      title={t(notice?.titleKey ?? 'notice.title')}
      description={notice ? t(notice.messageKey) : undefined}
    >
      {notice?.next === 'register' ? (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            data-testid="notice-ok"
            onClick={close}
            className={`${buttonStyles.secondary} min-w-24`}
          >
            {t('funPlay.keepPlaying')}
          </button>
          <button
            type="button"
            data-testid="notice-register"
            onClick={register}
            className={`${buttonStyles.primary} min-w-24`}
          >
            {t('funPlay.register')}
          </button>
        </div>
      ) : (
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            data-testid="notice-ok"
            onClick={close}
            className={`${buttonStyles.primary} min-w-24`}
          >
            {t('actions.ok')}
          </button>
        </div>
      )}
    </Modal>
  );
}
