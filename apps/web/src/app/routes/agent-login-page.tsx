import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../components/icons';
import { Page } from '../components/page';

/** Agent login page. Agent accounts arrive with the agent capability; the page says so. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <Page id="agent-login" title={t('pages.agentLogin.title')} className="grid flex-1 place-items-center">
      <section className="flex w-full max-w-md flex-col gap-4 rounded-xl border border-border bg-surface p-6 shadow-panel">
        <h1 className="text-xl font-bold">{t('pages.agentLogin.title')}</h1>
        <p className="flex gap-3 rounded-md bg-surface-2 p-3 text-sm">
          <InfoIcon className="size-5 shrink-0 text-accent-text" />
          <span data-testid="agent-login-unavailable">{t('pages.agentLogin.unavailable')}</span>
        </p>
        <p className="text-xs text-muted">{t('agent.supportHours')}</p>
      </section>
    </Page>
  );
}
