import { InfoIcon } from '@gaming/ui/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { SignInForm } from '../../features/session/components/sign-in-form';
import { useSessionStore } from '../../lib/session-store';
import { CentredLayout } from '../layouts/centred-layout';

/** Only same-app paths are followed after sign-in, never a URL from elsewhere. */
function safeReturnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export default function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  const passwordChangeRequired = useSessionStore((state) => state.passwordChangeRequired);
  const endReason = useSessionStore((state) => state.endReason);
  useEffect(() => {
    document.title = `${t('signIn.title')} · ${t('app.name')}`;
  }, [t]);
  if (token) {
    return (
      <Navigate to={passwordChangeRequired ? '/change-password' : safeReturnPath(location.state)} replace />
    );
  }
  return (
    <CentredLayout>
      <div data-testid="sign-in-page" data-page="sign-in" className="flex flex-col gap-5">
        <div>
          <h1 className="text-xl font-bold">{t('signIn.title')}</h1>
          <p className="mt-1 text-muted">{t('signIn.description')}</p>
        </div>
        {endReason ? (
          <p
            role="status"
            data-testid="session-ended"
            data-reason={endReason}
            className="flex items-start gap-2 rounded-md border border-border bg-info-surface p-3"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" />
            {t(`signIn.ended.${endReason}`)}
          </p>
        ) : null}
        <SignInForm />
      </div>
    </CentredLayout>
  );
}
