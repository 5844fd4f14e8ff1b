import {
  ArrowUpRightIcon,
  ChartIcon,
  ChatIcon,
  ClockIcon,
  CoinIcon,
  GiftIcon,
  ListIcon,
  ScrollIcon,
  ShieldIcon,
  TargetIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@gaming/ui/icons';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/count-badge';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import {
  type MemberCentreFeatures,
  type MemberCentrePage,
  visibleMemberCentrePages,
} from '../lib/member-centre-pages';
import { useMemberCentreStore } from '../stores/member-centre-store';

const pageIcons: Record<MemberCentrePage, ReactNode> = {
  securityCenter: <ShieldIcon />,
  transferFund: <WalletIcon />,
  depositv2: <CoinIcon />,
  withdraw: <ArrowUpRightIcon className="size-5 rtl:-scale-x-100" />,
  transferUpline: <UsersIcon />,
  personalHistoryCopy: <ListIcon />,
  transactionHistory: <ListIcon />,
  personalProfit: <ChartIcon />,
  bonusDetails: <GiftIcon />,
  rewardCenter: <GiftIcon />,
  referral: <UsersIcon />,
  missionLeaderboard: <TargetIcon />,
  messageV2: <ChatIcon />,
  manualRebate: <CoinIcon />,
  myContracts: <ScrollIcon />,
  responsibleGaming: <ClockIcon />,
  verification: <UserIcon />,
};

/** Pages whose menu label lives in their own feature's namespace (issue 20), not in `common`. */
const ownNamespaceLabels: Partial<Record<MemberCentrePage, string>> = {
  responsibleGaming: 'responsible:menu.responsibleGaming',
  verification: 'responsible:menu.verification',
};

/**
 * The member centre: its menu (spec §2) and the selected page. Pages switch in place; the URL stays
 * /member. The app composes the pages other features provide; the rest say honestly they are not
 * built yet.
 */
export function MemberCentre({
  features,
  pages: content,
  badges = {},
}: {
  features: MemberCentreFeatures;
  pages: Partial<Record<MemberCentrePage, ReactNode>>;
  /** Red badges (spec §2: missions, messages, rewards): shown when the count is above 0. */
  badges?: Partial<Record<MemberCentrePage, { count: number; label: string }>>;
}) {
  const { t } = useTranslation(['common', 'responsible']);
  const label = (id: MemberCentrePage) => t(ownNamespaceLabels[id] ?? `memberCentre.pages.${id}`);
  const page = useMemberCentreStore((state) => state.page);
  const setPage = useMemberCentreStore((state) => state.setPage);
  const pages = visibleMemberCentrePages(features);
  const current = pages.includes(page) ? page : 'securityCenter';
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
      <nav
        aria-label={t('memberCentre.menu')}
        data-testid="member-centre-menu"
        className="lg:sticky lg:top-[calc(var(--ui-header-height)+1rem)] lg:w-60 lg:shrink-0"
      >
        <ul className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-xl lg:border lg:border-border lg:bg-surface lg:p-2">
          {pages.map((id) => (
            <li key={id} className="shrink-0">
              <button
                type="button"
                data-testid={`member-menu-${id}`}
                aria-current={id === current ? 'page' : undefined}
                onClick={() => setPage(id)}
                className={`flex h-10 w-full items-center gap-2.5 rounded-md px-3 text-start text-sm font-medium whitespace-nowrap ${
                  id === current
                    ? 'bg-surface-3 text-accent-text'
                    : 'border border-border bg-surface text-text hover:bg-surface-2 lg:border-0 lg:bg-transparent'
                }`}
              >
                <span className="[&>svg]:size-4.5">{pageIcons[id]}</span>
                {label(id)}
                {badges[id] ? (
                  <CountBadge
                    count={badges[id].count}
                    label={badges[id].label}
                    testId={`member-menu-${id}-badge`}
                  />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section data-testid="member-centre-page" data-member-page={current} className="min-w-0 flex-1">
        <h2 className="mb-4 text-lg font-bold">{label(current)}</h2>
        {/* A page's texts may load lazily: only the page waits, not the whole app. */}
        <Suspense key={current} fallback={<Skeleton className="h-96" />}>
          {content[current] ?? (
            <EmptyState
              icon={pageIcons[current]}
              title={t('memberCentre.comingTitle', { page: label(current) })}
              body={t('memberCentre.comingBody')}
            />
          )}
        </Suspense>
      </section>
    </div>
  );
}
