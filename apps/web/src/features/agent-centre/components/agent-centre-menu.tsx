import {
  ArrowUpRightIcon,
  ChartIcon,
  ChatIcon,
  ClockIcon,
  CoinIcon,
  CrownIcon,
  FlameIcon,
  HomeIcon,
  ListIcon,
  MailIcon,
  MegaphoneIcon,
  ScrollIcon,
  TargetIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CountBadge } from '../../../components/count-badge';
import { type AgentMenuEntry, agentPagePath, isAgentPage } from '../lib/agent-pages';

export const agentMenuIcons: Record<AgentMenuEntry, ReactNode> = {
  announcement: <MegaphoneIcon />,
  teamOverview: <HomeIcon />,
  registerAccount: <UserIcon />,
  teamManagement: <UsersIcon />,
  teamBetting: <ListIcon />,
  userLoss: <ChartIcon />,
  myIncome: <CoinIcon />,
  accountDetails: <ScrollIcon />,
  creditReport: <WalletIcon />,
  teamTransaction: <ListIcon />,
  dividendBonus: <CrownIcon />,
  dailySalary: <TargetIcon />,
  hourlySalary: <ClockIcon />,
  realtimeSalary: <FlameIcon />,
  deposit: <CoinIcon />,
  withdraw: <ArrowUpRightIcon className="size-5 rtl:-scale-x-100" />,
  platformMessages: <MailIcon />,
  customerService: <ChatIcon />,
};

const itemClass = (active: boolean) =>
  `flex h-10 w-full items-center gap-2.5 rounded-md px-3 text-start text-sm font-medium ${
    active ? 'bg-surface-3 text-accent-text' : 'text-text hover:bg-surface-2'
  }`;

/**
 * The agent centre's menu (spec §2): pages are links under /agentHome; the other entries are actions the
 * app supplies (the announcement popup, the member centre's deposit and withdraw pages, customer service).
 * Shared by the desktop column and the phone drawer.
 */
export function AgentCentreMenu({
  entries,
  onAction,
  customerServiceHref,
  onNavigate,
  badges = {},
}: {
  entries: readonly AgentMenuEntry[];
  /** Red counts beside entries (platform messages: unread), shown when above 0. */
  badges?: Partial<Record<AgentMenuEntry, number>>;
  onAction: (entry: Exclude<AgentMenuEntry, 'customerService'>) => void;
  customerServiceHref: string | null;
  /** Called after any choice (the phone drawer closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) => {
        const label = t(`agentCentre.menu.${entry}`);
        const content = (
          <>
            <span className="[&>svg]:size-4.5">{agentMenuIcons[entry]}</span>
            <span className="truncate">{label}</span>
            <CountBadge
              count={badges[entry] ?? 0}
              label={`${label}: ${badges[entry] ?? 0}`}
              testId={`agent-menu-${entry}-badge`}
            />
          </>
        );
        if (isAgentPage(entry)) {
          return (
            <li key={entry}>
              <NavLink
                to={agentPagePath(entry)}
                end
                data-testid={`agent-menu-${entry}`}
                onClick={onNavigate}
                className={({ isActive }) => itemClass(isActive)}
              >
                {content}
              </NavLink>
            </li>
          );
        }
        if (entry === 'customerService') {
          if (!customerServiceHref) return null;
          return (
            <li key={entry}>
              <a
                href={customerServiceHref}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="agent-menu-customerService"
                onClick={onNavigate}
                className={itemClass(false)}
              >
                {content}
              </a>
            </li>
          );
        }
        return (
          <li key={entry}>
            <button
              type="button"
              data-testid={`agent-menu-${entry}`}
              onClick={() => {
                onNavigate?.();
                onAction(entry);
              }}
              className={itemClass(false)}
            >
              {content}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
