import {
  ArrowUpRightIcon,
  ChartIcon,
  ChatIcon,
  ClockIcon,
  CloseIcon,
  CoinIcon,
  CrownIcon,
  DiceIcon,
  FlameIcon,
  GamepadIcon,
  GiftIcon,
  GlobeIcon,
  InfoIcon,
  ListIcon,
  LiveIcon,
  MailIcon,
  MegaphoneIcon,
  MonitorIcon,
  ScrollIcon,
  SendIcon,
  ShieldIcon,
  SlotIcon,
  StarIcon,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
  UsersIcon,
  WalletIcon,
  WrenchIcon,
} from '@gaming/ui/icons';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '../../components/badge';
import { Skeleton } from '../../components/skeleton';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import type { StaffSummary } from '../../lib/admin-types';
import { type NavigationSection, sectionPaths, visibleSections } from '../../lib/permissions';
import { useDrawerStore } from './drawer-store';

const icons: Record<NavigationSection, ReactNode> = {
  dashboard: <ChartIcon />,
  reports: <ListIcon />,
  members: <UsersIcon />,
  outbox: <MailIcon />,
  audit: <ScrollIcon />,
  staff: <ShieldIcon />,
  deposits: <WalletIcon />,
  'deposit-channels': <ListIcon />,
  withdrawals: <ArrowUpRightIcon />,
  'vendor-moves': <ClockIcon />,
  adjustments: <CoinIcon />,
  'setting-changes': <ShieldIcon />,
  vendors: <GamepadIcon />,
  games: <SlotIcon />,
  announcements: <MegaphoneIcon />,
  'home-boards': <TrophyIcon />,
  rounds: <DiceIcon />,
  jobs: <WrenchIcon />,
  agents: <CrownIcon />,
  'agent-tree': <UsersIcon />,
  'agent-applications': <TicketIcon />,
  'agent-contracts': <ScrollIcon />,
  'agent-settlements': <CoinIcon />,
  promotions: <GiftIcon />,
  'promotion-applications': <TicketIcon />,
  bonuses: <TargetIcon />,
  'red-envelopes': <FlameIcon />,
  raffles: <StarIcon />,
  'rebate-rates': <ChartIcon />,
  'points-rates': <CoinIcon />,
  'point-mall': <GiftIcon />,
  redeems: <TicketIcon />,
  'vip-levels': <CrownIcon />,
  missions: <TargetIcon />,
  'ranking-boards': <TrophyIcon />,
  messages: <SendIcon />,
  feedback: <ChatIcon />,
  news: <InfoIcon />,
  banners: <MonitorIcon />,
  lottery: <TicketIcon />,
  streams: <LiveIcon />,
  chat: <ChatIcon />,
  languages: <GlobeIcon />,
  'compliance-jurisdiction': <ShieldIcon />,
  'compliance-kyc': <UsersIcon />,
  'compliance-aml': <CoinIcon />,
  'compliance-harm-markers': <FlameIcon />,
};

function NavLinks({ staff, onNavigate }: { staff: StaffSummary | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (!staff) {
    return (
      <div className="flex flex-col gap-2 p-1">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-0.5">
      {visibleSections(staff.role).map((section) => (
        <li key={section}>
          <NavLink
            to={sectionPaths[section] ?? `/${section}`}
            data-testid={`nav-${section}`}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex h-10 items-center gap-3 rounded-md px-3 font-medium ${
                isActive ? 'bg-surface-3 text-text' : 'text-muted hover:bg-surface-2 hover:text-text'
              }`
            }
          >
            {icons[section]}
            <span className="truncate">{t(`nav.${section}`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a fixed column. Hidden on phones, where the drawer below takes its place. */
export function SideNav({ staff }: { staff: StaffSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <nav
      data-testid="side-nav"
      aria-label={t('nav.label')}
      className="hidden w-side-nav shrink-0 border-e border-border bg-bg-elevated lg:block"
    >
      <div className="sticky top-top-bar p-2">
        <NavLinks staff={staff} />
      </div>
    </nav>
  );
}

/** Phone-sized window: the navigation, who is signed in and the language, in a focus-trapping drawer. */
export function SideNavDrawer({ staff }: { staff: StaffSummary | undefined }) {
  const { t } = useTranslation();
  const open = useDrawerStore((state) => state.open);
  const setOpen = useDrawerStore((state) => state.setOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay lg:hidden" />
        <Dialog.Content
          data-testid="side-nav-drawer"
          className="fixed inset-y-0 start-0 z-50 flex w-[min(18rem,85vw)] flex-col gap-3 overflow-y-auto border-e border-border bg-bg-elevated p-3 text-text shadow-panel lg:hidden"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="px-2 text-base font-bold">{t('nav.label')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="grid size-10 place-items-center rounded-md text-muted hover:bg-surface-2"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.description')}</Dialog.Description>
          {staff ? (
            <div className="flex flex-col gap-1 rounded-md border border-border bg-surface p-3">
              <span className="font-semibold break-all">{staff.displayName}</span>
              <span>
                <Badge tone="info">{t(`roles.${staff.role}`)}</Badge>
              </span>
            </div>
          ) : null}
          <nav aria-label={t('nav.label')}>
            <NavLinks staff={staff} onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-auto flex flex-col gap-1.5 border-t border-border pt-3">
            <span className="text-xs font-semibold text-muted">{t('language.label')}</span>
            <LanguageSwitch testId="drawer-language-switch" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
