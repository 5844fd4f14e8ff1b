import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { UsersIcon } from '../../components/icons';
import { Page } from '../components/page';

/** Agent centre; reached only with a session (the router sends everyone else to /agent). */
export default function AgentHomePage() {
  const { t } = useTranslation();
  return (
    <Page id="agent-home" title={t('pages.agentHome.title')}>
      <h1 className="text-xl font-bold">{t('pages.agentHome.title')}</h1>
      <EmptyState
        icon={<UsersIcon className="size-6" />}
        title={t('pages.agentHome.emptyTitle')}
        body={t('pages.agentHome.emptyBody')}
      />
    </Page>
  );
}
