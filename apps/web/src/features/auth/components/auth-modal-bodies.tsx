import type { WhitelabelFlags } from '@gaming/contracts/settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { type AuthModal, useAuthModalStore } from '../../../lib/auth-modal-store';
import { useCountryCodes } from '../api/get-country-codes';
import { useRegisterSettings } from '../api/get-register-settings';
import { useRegistrationValidation } from '../api/get-registration-validation';
import { useNoticeStore } from '../stores/notice-store';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

/** Renders what stands above the form of the login, register or forgot-password dialog (or nothing). */
export type AuthModalBanner = (modal: 'login' | 'register' | 'forgot') => ReactNode;

export function ModalSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="modal-loading">
      <Skeleton className="h-10" />
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
    </div>
  );
}

function LoginBody({ allowSms }: { allowSms: boolean }) {
  const { t } = useTranslation('account');
  const openModal = useAuthModalStore((state) => state.openModal);
  return (
    <LoginForm
      portal="player"
      allowSms={allowSms}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button
            type="button"
            data-testid="login-forgot"
            onClick={() => openModal('forgot')}
            className="rounded-md py-1 text-accent-text underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </button>
          <button
            type="button"
            data-testid="login-to-register"
            onClick={() => openModal('register')}
            className="rounded-md py-1 font-semibold text-accent-text underline-offset-4 hover:underline"
          >
            {t('login.noAccount')}
          </button>
        </div>
      }
    />
  );
}

function RegisterBody({ whitelabel }: { whitelabel: Partial<WhitelabelFlags> }) {
  const settings = useRegisterSettings();
  const validation = useRegistrationValidation();
  const countries = useCountryCodes();
  const referralCode = useAuthModalStore((state) => state.referralCode);
  const openModal = useAuthModalStore((state) => state.openModal);
  const failed = [settings, validation].find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!settings.data || !validation.data) return <ModalSkeleton />;
  const types = settings.data.types;
  const defaultType =
    whitelabel.MOBILENUMREG3 && types.includes('mobile')
      ? 'mobile'
      : types.includes(settings.data.defaultType)
        ? settings.data.defaultType
        : (types[0] ?? 'username');
  return (
    <RegisterForm
      settings={settings.data}
      validation={validation.data}
      countries={countries.data?.countries ?? []}
      smsVerification={settings.data.smsVerification || whitelabel.REGMOBVERF3 === true}
      defaultType={defaultType}
      referralCode={referralCode}
      onLogin={() => openModal('login')}
    />
  );
}

function ForgotBody({ whitelabel }: { whitelabel: Partial<WhitelabelFlags> }) {
  const settings = useRegisterSettings();
  const validation = useRegistrationValidation();
  const countries = useCountryCodes();
  const openModal = useAuthModalStore((state) => state.openModal);
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const show = useNoticeStore((state) => state.show);
  return (
    <ForgotPasswordForm
      defaultRoute={whitelabel.CHNGPASSVERIF3 ? 'phone' : 'email'}
      countries={countries.data?.countries ?? []}
      defaultDialingCode={settings.data?.defaultCountryDialingCode ?? '+977'}
      passwordRule={validation.data?.fields.password}
      onEmailSent={() => {
        closeModal();
        show({ messageKey: 'auth.in_been_out' });
      }}
      onLogin={() => openModal('login')}
    />
  );
}

function ChangePasswordBody() {
  const validation = useRegistrationValidation();
  const changeToken = useAuthModalStore((state) => state.changeToken);
  const reason = useAuthModalStore((state) => state.changeReason);
  const portal = useAuthModalStore((state) => state.portal);
  return (
    <ChangePasswordForm
      changeToken={changeToken}
      reason={reason}
      portal={portal}
      passwordRule={validation.data?.fields.password}
    />
  );
}

function ResetPasswordBody() {
  const validation = useRegistrationValidation();
  const resetToken = useAuthModalStore((state) => state.resetToken);
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const show = useNoticeStore((state) => state.show);
  if (!resetToken) return null;
  return (
    <ResetPasswordForm
      resetToken={resetToken}
      passwordRule={validation.data?.fields.password}
      onDone={() => {
        closeModal();
        show({ messageKey: 'auth.passwordResetLoginAgain', next: 'login' });
      }}
    />
  );
}

/** The bodies of the account modals: their own chunk, loaded when a modal first opens. */
export default function AuthModalBody({
  modal,
  whitelabel,
  banner,
}: {
  modal: Exclude<AuthModal, null | 'logout'>;
  whitelabel: Partial<WhitelabelFlags>;
  /** What stands above the login, register and forgot-password forms (the app places its banner groups there). */
  banner?: AuthModalBanner;
}) {
  switch (modal) {
    case 'login':
      return (
        <>
          {banner?.('login')}
          <LoginBody allowSms={whitelabel.MOBILEVERCODELOGIN3 === true} />
        </>
      );
    case 'register':
      return (
        <>
          {banner?.('register')}
          <RegisterBody whitelabel={whitelabel} />
        </>
      );
    case 'forgot':
      return (
        <>
          {banner?.('forgot')}
          <ForgotBody whitelabel={whitelabel} />
        </>
      );
    case 'changePassword':
      return <ChangePasswordBody />;
    case 'resetPassword':
      return <ResetPasswordBody />;
  }
}
