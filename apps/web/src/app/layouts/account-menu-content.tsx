import type { MemberInfo } from '@gaming/contracts/auth';
import {
  ChartIcon,
  CoinIcon,
  GiftIcon,
  ListIcon,
  LogoutIcon,
  MailIcon,
  ScrollIcon,
  ShieldIcon,
  StarIcon,
  UsersIcon,
} from '@gaming/ui/icons';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountBadge } from '../../components/count-badge';
import { MemberAvatar } from '../../components/member-avatar';
import { useMemberContractsEntry } from '../../features/agent-contracts/hooks/use-member-contracts';
import { useRealAccountGate } from '../../features/auth/hooks/use-real-account-gate';
import { usePointsBalance } from '../../features/loyalty/api/get-points-balance';
import { VipBadge } from '../../features/loyalty/components/vip-badge';
import { formatPoints } from '../../features/loyalty/lib/whole-numbers';
import type { MemberCentrePage } from '../../features/member/lib/member-centre-pages';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { useUnreadMessage } from '../../features/messages/api/get-unread-count';
import { useRewardBadge } from '../../features/rewards/api/get-reward-badge';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { AccountTriggerContent, accountTriggerClass, useMenuAccount } from './account-menu';

interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  /** A red count (rewards waiting to be claimed). */
  badge?: number;
  /** A figure at the end of the line (the member's points). */
  detail?: string;
}

/**
 * The account drop-down itself (Radix), loaded on first use by AccountMenu. Centre entries are refused
 * to trial accounts (`in_need_true_account`).
 */
export default function AccountMenuContent({
  member,
  defaultOpen,
}: {
  member: MemberInfo;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const features = useSiteSettings().data?.features;
  const gate = useRealAccountGate();
  const setPage = useMemberCentreStore((state) => state.setPage);
  const openModal = useAuthModalStore((state) => state.openModal);
  // A restricted (excluded) session has no centre pages to go to and asks for none of their badges.
  const account = useMenuAccount(member);
  const full = account === 'member';
  // My contracts: only for a real account that holds, held or has been offered a contract.
  const contracts = useMemberContractsEntry({ enabled: full, isAgent: member.isAgent });
  const waitingRewards = useRewardBadge({ enabled: full }).data?.waitingCount ?? 0;
  const unreadMessages = useUnreadMessage(account);
  const pointsOn = (features?.pointsSystem ?? false) && full;
  const points = usePointsBalance({ enabled: pointsOn }).data?.spendablePoints;
  const toMemberPage = (page: MemberCentrePage) => () =>
    gate(() => {
      setPage(page);
      void navigate('/member');
    });
  const entry = (page: MemberCentrePage, icon: ReactNode): MenuEntry => ({
    key: page,
    label: t(`memberCentre.pages.${page}`),
    icon,
    onSelect: toMemberPage(page),
  });
  const centreEntries: MenuEntry[] = [
    entry('personalHistoryCopy', <ListIcon />),
    entry('transactionHistory', <ListIcon />),
    entry('personalProfit', <ChartIcon />),
    { ...entry('rewardCenter', <GiftIcon />), badge: waitingRewards },
    { ...entry('messageV2', <MailIcon />), badge: unreadMessages },
    ...(contracts.visible ? [entry('myContracts', <ScrollIcon />)] : []),
    ...(features?.pointsSystem
      ? [
          {
            key: 'points',
            label: t('accountMenu.points'),
            icon: <StarIcon />,
            onSelect: () => gate(() => void navigate('/pointMall')),
            detail: points === undefined ? undefined : formatPoints(points),
          },
        ]
      : []),
    entry('securityCenter', <ShieldIcon />),
    ...(member.isAgent
      ? [
          {
            key: 'agent',
            label: t('accountMenu.agent'),
            icon: <UsersIcon />,
            onSelect: () => void navigate('/agentHome'),
          },
        ]
      : []),
    ...(features?.manualRebate ? [entry('manualRebate', <CoinIcon />)] : []),
  ];
  // A restricted session's menu only logs out (its centre pages are closed to it).
  const entries = account === 'restricted' ? [] : centreEntries;
  const itemClass =
    'flex h-10 cursor-pointer items-center gap-3 rounded-md px-2.5 text-sm outline-none data-[highlighted]:bg-surface-2 [&>svg]:size-4.5 [&>svg]:text-muted';
  return (
    // Not modal: the page behind stays in the accessibility tree while the menu is open.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        data-testid="account-menu-trigger"
        aria-label={t('accountMenu.label', { name: member.nickname })}
        className={accountTriggerClass}
      >
        <AccountTriggerContent member={member} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-testid="account-menu"
          sideOffset={8}
          align="end"
          collisionPadding={8}
          className="z-50 w-64 rounded-lg border border-border bg-bg-elevated p-1 text-text shadow-panel"
        >
          <div className="flex items-center gap-3 px-2.5 py-2">
            <MemberAvatar iconId={member.iconId} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{member.nickname}</p>
              <p className="truncate text-xs text-muted">{member.account}</p>
              {full ? (
                <div className="mt-1 flex">
                  <VipBadge testId="account-menu-vip" />
                </div>
              ) : null}
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {entries.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              data-testid={`account-menu-${item.key}`}
              onSelect={item.onSelect}
              className={itemClass}
            >
              {item.icon}
              {item.label}
              {item.detail ? (
                <span
                  data-testid={`account-menu-${item.key}-detail`}
                  className="ms-auto text-xs font-semibold text-accent-text tabular-nums"
                >
                  {item.detail}
                </span>
              ) : null}
              <CountBadge
                count={item.badge ?? 0}
                label={`${item.label}: ${item.badge ?? 0}`}
                testId={`account-menu-${item.key}-badge`}
              />
            </DropdownMenu.Item>
          ))}
          {entries.length > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-border" /> : null}
          <DropdownMenu.Item
            data-testid="account-menu-logout"
            onSelect={() => openModal('logout')}
            className={itemClass}
          >
            <LogoutIcon className="size-5 rtl:-scale-x-100" />
            {t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
