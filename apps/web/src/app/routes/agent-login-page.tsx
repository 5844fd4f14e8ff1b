import { ClockIcon } from '@gaming/ui/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Skeleton } from '../../components/skeleton';
import { AffiliateApplication } from '../../features/agent-centre/components/affiliate-application';
import { useBrand } from '../../features/agent-centre/hooks/use-brand';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../features/auth/hooks/use-session';
import { Page } from '../components/page';

/** Agent login page: username login for agent types 1, 2, 41 and 42; success goes to /agentHome. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const { member, status } = useSession();
  const brand = useBrand();
  if (member?.isAgent) return <Navigate to="/agentHome" replace />;
  // A signed-in member (no agent) was sent here from /agentHome: it may apply to become an affiliate.
  if (status === 'member' && member) {
    return (
      <Page id="agent-login" title={t('pages.agentLogin.title')} className="grid flex-1 place-items-center">
        <AffiliateApplication brand={brand} account={member.account} />
      </Page>
    );
  }
  return (
    <Page id="agent-login" title={t('pages.agentLogin.title')} className="grid flex-1 place-items-center">
      <section className="flex w-full max-w-md flex-col gap-5 rounded-xl border border-border bg-surface p-5 shadow-panel sm:p-6">
        <div>
          <h1 className="text-xl font-bold">{t('pages.agentLogin.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('pages.agentLogin.intro')}</p>
        </div>
        <Suspense fallback={<Skeleton className="h-72" />}>
          <LoginForm portal="agent" allowSms={false} />
        </Suspense>
        <p data-testid="agent-support-hours" className="flex items-center gap-2 text-xs text-muted">
          <ClockIcon className="size-4 shrink-0" />
          {t('agent.supportHours')}
        </p>
      </section>
    </Page>
  );
}
