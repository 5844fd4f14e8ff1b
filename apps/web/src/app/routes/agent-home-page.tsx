import { MenuIcon } from '@gaming/ui/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { useAgentProfile } from '../../features/agent-centre/api/get-agent-profile';
import { AgentCentreMenu } from '../../features/agent-centre/components/agent-centre-menu';
import { useBrand } from '../../features/agent-centre/hooks/use-brand';
import {
  type AgentMenuEntry,
  defaultAgentPage,
  isAgentPage,
  visibleAgentMenuEntries,
} from '../../features/agent-centre/lib/agent-pages';
import { useSession } from '../../features/auth/hooks/use-session';
import { realAccountNotice, useNoticeStore } from '../../features/auth/stores/notice-store';
import { pickCustomerService } from '../../features/contacts/components/contact-links';
import { useAnnouncementPopupStore } from '../../features/content/stores/announcement-popup-store';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { useUnreadMessage } from '../../features/messages/api/get-unread-count';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { errorCodeOf } from '../../lib/api-client';
import { safeExternalUrl } from '../../lib/urls';
import { Page } from '../components/page';
import type { AgentCentreContext } from './agent-centre-context';

const AgentMenuDrawer = lazy(() => import('../../features/agent-centre/components/agent-menu-drawer'));

function CentreSkeleton() {
  return (
    <div data-testid="agent-centre-loading" className="flex flex-col gap-4 lg:flex-row">
      <Skeleton className="hidden h-[32rem] lg:block lg:w-60" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-32" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** The page shown under /agentHome: its id from the path (the default page at /agentHome itself). */
function usePageId(): string {
  const { pathname } = useLocation();
  const segment = pathname.replace(/^\/agentHome\/?/, '').split('/')[0] ?? '';
  return segment === '' ? defaultAgentPage : segment;
}

function AgentCentre() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const profile = useAgentProfile();
  const brand = useBrand();
  const settings = useSiteSettings().data;
  const showAnnouncements = useAnnouncementPopupStore((state) => state.show);
  const setMemberPage = useMemberCentreStore((state) => state.setPage);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pageId = usePageId();
  // The agent's own unread platform messages (the agent centre only opens for real accounts).
  const unreadMessages = useUnreadMessage('member');
  const entries = visibleAgentMenuEntries(profile.data?.flags ?? null);
  const customerServiceHref = settings
    ? (safeExternalUrl(pickCustomerService(settings.customerService, 'sidebar')?.path) ?? null)
    : null;
  // A member demoted while the centre is open: the profile call refuses it, and it goes to /agent.
  if (profile.isError && errorCodeOf(profile.error) === 'forbidden') return <Navigate to="/agent" replace />;
  const onAction = (entry: Exclude<AgentMenuEntry, 'customerService'>) => {
    if (entry === 'announcement') showAnnouncements();
    if (entry === 'deposit' || entry === 'withdraw') {
      setMemberPage(entry === 'deposit' ? 'depositv2' : 'withdraw');
      void navigate('/member');
    }
  };
  const menu = (onNavigate?: () => void) => (
    <AgentCentreMenu
      entries={entries}
      onAction={onAction}
      customerServiceHref={customerServiceHref}
      onNavigate={onNavigate}
      badges={{ platformMessages: unreadMessages }}
    />
  );
  const title = isAgentPage(pageId) ? t(`agentCentre.menu.${pageId}`) : t('agentCentre.title');
  const context: AgentCentreContext | null = profile.data && brand ? { profile: profile.data, brand } : null;
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
      <nav
        aria-label={t('agentCentre.menuTitle')}
        data-testid="agent-menu"
        className="hidden lg:sticky lg:top-4 lg:block lg:w-60 lg:shrink-0 lg:rounded-xl lg:border lg:border-border lg:bg-surface lg:p-2"
      >
        {menu()}
      </nav>
      <section
        data-testid="agent-centre-page"
        data-agent-page={pageId}
        className="flex min-w-0 flex-1 flex-col gap-4"
      >
        <div className="flex items-center gap-2">
          <button
            type="button"
            data-testid="agent-menu-open"
            aria-label={t('agentCentre.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className="grid size-10 shrink-0 place-items-center rounded-md border border-border bg-surface lg:hidden"
          >
            <MenuIcon />
          </button>
          <h1 data-testid="agent-page-title" className="text-xl font-bold">
            {title}
          </h1>
        </div>
        {profile.isError && !profile.data ? (
          <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
        ) : context ? (
          // A page's own chunk and texts may load lazily: only the page waits, not the menu.
          <Suspense key={pageId} fallback={<Skeleton className="h-96" />}>
            <Outlet context={context} />
          </Suspense>
        ) : (
          <Skeleton className="h-96" />
        )}
      </section>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <AgentMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            {menu(() => setDrawerOpen(false))}
          </AgentMenuDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}

/** Agent centre (spec §2): agents only. Guests and members go to /agent; trial accounts get the notice. */
export default function AgentHomePage() {
  const { t } = useTranslation('agent');
  const { status, member } = useSession();
  const showNotice = useNoticeStore((state) => state.show);
  useEffect(() => {
    if (status === 'trial') showNotice(realAccountNotice);
  }, [status, showNotice]);
  if (status === 'trial') return <Navigate to="/" replace />;
  if (status === 'guest' || (member && !member.isAgent)) return <Navigate to="/agent" replace />;
  return (
    <Page id="agent-home" title={t('agentCentre.title')}>
      {member ? <AgentCentre /> : <CentreSkeleton />}
    </Page>
  );
}
