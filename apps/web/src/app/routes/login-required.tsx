import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { useAuthModalStore } from '../../lib/auth-modal-store';

/** The honest state of a page that needs an account: a prompt to log in. */
export function LoginRequired({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const openModal = useAuthModalStore((state) => state.openModal);
  return (
    <EmptyState
      title={title}
      body={body}
      action={
        <button type="button" className={buttonStyles.primary} onClick={() => openModal('login')}>
          {t('auth.login')}
        </button>
      }
    />
  );
}
