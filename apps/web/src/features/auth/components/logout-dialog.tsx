import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session';
import { logout } from '../api/logout';

/**
 * Spec §4 Logout: asks (`in_sure_logout`), shows a loader, calls logout, clears session storage except
 * the merchant values, then goes to /. A failed call still ends the session on this device.
 */
export function LogoutDialog() {
  const { t } = useTranslation();
  const open = useAuthModalStore((state) => state.open === 'logout');
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const clearSession = useSessionStore((state) => state.clear);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const confirm = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The server session ends by itself; this device forgets it either way.
    }
    clearSession('logout');
    queryClient.removeQueries({ queryKey: ['member-info'] });
    setLeaving(false);
    closeModal();
    void navigate('/');
  };
  return (
    <>
      <Modal
        open={open && !leaving}
        onOpenChange={(isOpen) => (isOpen ? undefined : closeModal())}
        testId="logout-dialog"
        title={t('auth.logoutTitle')}
        description={t('auth.in_sure_logout')}
      >
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button
            type="button"
            data-testid="logout-cancel"
            onClick={closeModal}
            className={buttonStyles.secondary}
          >
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            data-testid="logout-confirm"
            onClick={() => void confirm()}
            className={buttonStyles.primary}
          >
            {t('auth.logout')}
          </button>
        </div>
      </Modal>
      {leaving ? (
        <div
          role="status"
          data-testid="logout-loader"
          className="fixed inset-0 z-[70] grid place-items-center bg-overlay text-text"
        >
          <div className="flex items-center gap-3 rounded-lg bg-bg-elevated px-5 py-4 shadow-panel">
            <Spinner />
            <span>{t('auth.loggingOut')}</span>
          </div>
        </div>
      ) : null}
    </>
  );
}
