import type { WhitelabelFlags } from '@gaming/contracts/settings';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import type { AuthModalBanner } from './auth-modal-bodies';
import { LogoutDialog } from './logout-dialog';
import { NoticeDialog } from './notice-dialog';

// The forms and their texts (namespace `account`) load when a modal first opens, not with the home page.
const AuthModalBody = lazy(() => import('./auth-modal-bodies'));

const modalKeys = {
  login: { title: 'auth.loginTitle', testId: 'login-modal' },
  register: { title: 'auth.registerTitle', testId: 'register-modal' },
  forgot: { title: 'auth.forgotTitle', testId: 'forgot-modal' },
  changePassword: { title: 'auth.changePasswordTitle', testId: 'change-password-modal' },
  resetPassword: { title: 'auth.resetPasswordTitle', testId: 'reset-password-modal' },
} as const;

function BodyFallback() {
  return (
    <div className="flex flex-col gap-4" data-testid="modal-loading">
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
    </div>
  );
}

/** loginPopupModal, registerModal, forgetPassModal, changePassModal, the reset-link modal, logout and notices. */
export function AuthModals({
  onClosed,
  whitelabel,
  banner,
}: {
  onClosed?: () => void;
  whitelabel: Partial<WhitelabelFlags>;
  banner?: AuthModalBanner;
}) {
  const { t } = useTranslation();
  const open = useAuthModalStore((state) => state.open);
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const modal = open && open !== 'logout' ? open : null;
  const keys = modal ? modalKeys[modal] : modalKeys.login;
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    closeModal();
    onClosed?.();
  };
  return (
    <>
      <Modal
        open={modal !== null}
        onOpenChange={onOpenChange}
        testId={keys.testId}
        title={t(keys.title)}
        // Registration is a long form: a phone gives it the whole screen; the rest fit a card.
        phoneSheet={modal === 'register'}
      >
        {modal ? (
          <Suspense fallback={<BodyFallback />}>
            <AuthModalBody modal={modal} whitelabel={whitelabel} banner={banner} />
          </Suspense>
        ) : null}
      </Modal>
      <LogoutDialog />
      <NoticeDialog />
    </>
  );
}
