import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useAuthModalStore } from '../stores/auth-modal-store';

/**
 * loginPopupModal and registerModal. Accounts arrive with the next capability, so they say so
 * honestly instead of showing a form that cannot work.
 */
export function AuthModals({ onClosed }: { onClosed?: () => void }) {
  const { t } = useTranslation();
  const open = useAuthModalStore((state) => state.open);
  const referralCode = useAuthModalStore((state) => state.referralCode);
  const openModal = useAuthModalStore((state) => state.openModal);
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    closeModal();
    onClosed?.();
  };
  return (
    <>
      <Modal
        open={open === 'login'}
        onOpenChange={onOpenChange}
        testId="login-modal"
        title={t('auth.loginTitle')}
        description={t('auth.loginUnavailable')}
      >
        <div className="mt-6 flex flex-col gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={() => openModal('register')}>
            {t('auth.noAccountYet')}
          </button>
        </div>
      </Modal>
      <Modal
        open={open === 'register'}
        onOpenChange={onOpenChange}
        testId="register-modal"
        title={t('auth.registerTitle')}
        description={t('auth.registerUnavailable')}
      >
        {referralCode ? (
          <p data-testid="register-referral-code" className="mt-4 rounded-md bg-surface-2 p-3 text-sm">
            {t('auth.referralCodeKept', { code: referralCode })}
          </p>
        ) : null}
        <p className="mt-4 text-xs text-muted">{t('auth.ageNotice')}</p>
        <div className="mt-6 flex flex-col gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={() => openModal('login')}>
            {t('auth.haveAccount')}
          </button>
        </div>
      </Modal>
    </>
  );
}
