import { UsersIcon } from '@gaming/ui/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { realAccountNotice, useNoticeStore } from '../../features/auth/stores/notice-store';
import { Page } from '../components/page';

/** Agent centre: agents only. Guests and members go to /agent; trial accounts get the notice. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const { status, member } = useSession();
  const showNotice = useNoticeStore((state) => state.show);
  useEffect(() => {
    if (status === 'trial') showNotice(realAccountNotice);
  }, [status, showNotice]);
  if (status === 'trial') return <Navigate to="/" replace />;
  if (status === 'guest' || (member && !member.isAgent)) return <Navigate to="/agent" replace />;
  return (
    <Page id="agent-home" title={t('pages.agentHome.title')}>
      <h1 className="text-xl font-bold">{t('pages.agentHome.title')}</h1>
      {member ? (
        <EmptyState
          icon={<UsersIcon className="size-6" />}
          title={t('pages.agentHome.emptyTitle')}
          body={t('pages.agentHome.emptyBody')}
        />
      ) : (
        <Skeleton className="h-64" />
      )}
    </Page>
  );
}
