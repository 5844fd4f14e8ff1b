import { AlertIcon, ChevronLeftIcon } from '@gaming/ui/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { useSignOut } from '../../features/session/api/sign-out';
import { ChangePasswordForm } from '../../features/session/components/change-password-form';
import { useSessionStore } from '../../lib/session-store';
import { CentredLayout } from '../layouts/centred-layout';

/** The own password; forced after a first sign-in or a reset, and then nothing else is reachable. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forced = useSessionStore((state) => state.passwordChangeRequired);
  const signOut = useSignOut();
  useEffect(() => {
    document.title = `${t('changePassword.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <CentredLayout>
      <div
        data-testid="change-password-page"
        data-page="change-password"
        data-forced={forced}
        className="flex flex-col gap-5"
      >
        {forced ? null : (
          <Link to="/" className={`${buttonStyles.ghost} -ms-3 self-start`}>
            <ChevronLeftIcon className="size-4 rtl:-scale-x-100" />
            {t('actions.back')}
          </Link>
        )}
        <div>
          <h1 className="text-xl font-bold">{t('changePassword.title')}</h1>
          {forced ? (
            <p
              role="alert"
              data-testid="password-change-required"
              className="mt-3 flex items-start gap-2 rounded-md border border-warning/60 bg-warning-surface p-3"
            >
              <AlertIcon className="mt-0.5 size-4 shrink-0 text-warning" />
              {t('changePassword.forced')}
            </p>
          ) : (
            <p className="mt-1 text-muted">{t('changePassword.description')}</p>
          )}
        </div>
        <ChangePasswordForm
          onChanged={() => void navigate('/', { replace: true, state: { passwordChanged: true } })}
        />
        {forced ? (
          <button
            type="button"
            data-testid="sign-out"
            className={`${buttonStyles.ghost} self-center`}
            onClick={() =>
              signOut.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) })
            }
          >
            {t('signOut.label')}
          </button>
        ) : null}
      </div>
    </CentredLayout>
  );
}
