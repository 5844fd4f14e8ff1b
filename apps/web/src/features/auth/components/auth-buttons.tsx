import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { useAuthModalStore } from '../stores/auth-modal-store';

/** Header buttons of the logged-out state. */
export function AuthButtons() {
  const { t } = useTranslation();
  const openModal = useAuthModalStore((state) => state.openModal);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        data-testid="login-button"
        onClick={() => openModal('login')}
        className={`${buttonStyles.secondary} h-9 px-3 sm:px-4`}
      >
        {t('auth.login')}
      </button>
      <button
        type="button"
        data-testid="register-button"
        onClick={() => openModal('register')}
        className={`${buttonStyles.primary} h-9 px-3 sm:px-4`}
      >
        {t('auth.register')}
      </button>
    </div>
  );
}
