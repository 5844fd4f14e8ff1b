import type { MemberInfo } from '@gaming/contracts/auth';
import { ChevronDownIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../components/count-badge';
import { DeferredMenu, type MenuLoader } from '../../components/deferred-menu';
import { MemberAvatar } from '../../components/member-avatar';
import { preloadModal } from '../../components/modal';
import { preloadAuthModals } from '../../features/auth/components/lazy-auth-modals';
import { VipBadge } from '../../features/loyalty/components/vip-badge';
import { useUnreadMessage } from '../../features/messages/api/get-unread-count';
import type { InboxAccount } from '../../features/messages/lib/unread-badge';
import { useRestriction } from '../../features/responsible-gaming/hooks/use-restriction';

export const accountTriggerClass =
  'flex h-10 max-w-60 items-center gap-2 rounded-full border border-border bg-surface-2 ps-1 pe-2 hover:bg-surface-3';

/** Whose inbox and centre the account menu shows: a trial's and a restricted session's are closed. */
export function useMenuAccount(member: MemberInfo): InboxAccount {
  const { restricted } = useRestriction();
  if (member.isTrial) return 'trial';
  return restricted ? 'restricted' : 'member';
}

/** What the trigger shows, the same before and after the menu's code has loaded. */
export function AccountTriggerContent({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const account = useMenuAccount(member);
  // unreadMessage (spec §3): the red badge on the avatar; a trial account makes no call (spec §4).
  const unreadMessages = useUnreadMessage(account);
  return (
    <>
      <span className="relative shrink-0">
        <MemberAvatar iconId={member.iconId} className="size-8" />
        <CountBadge
          count={unreadMessages}
          label={t('accountMenu.unreadMessages', { count: unreadMessages })}
          testId="header-messages-badge"
          className="absolute -end-2 -top-1.5"
        />
      </span>
      <span data-testid="account-nickname" className="hidden truncate text-sm font-semibold sm:inline">
        {member.nickname}
      </span>
      {account === 'trial' ? (
        <span
          data-testid="trial-badge"
          className="rounded-sm bg-warning-surface px-1.5 py-0.5 text-[0.65rem] font-bold uppercase"
        >
          {t('accountMenu.trial')}
        </span>
      ) : account === 'member' ? (
        // The VIP level (spec §3 vipRankLevel) beside the name; nothing without a level.
        <VipBadge compact testId="header-vip-badge" />
      ) : null}
      <ChevronDownIcon className="size-4 shrink-0 text-muted" />
    </>
  );
}

const loadAccountMenu: MenuLoader<{ member: MemberInfo }> = () => {
  // Its last entry opens the logout dialog: bring that code along.
  preloadAuthModals();
  preloadModal();
  return import('./account-menu-content');
};

/**
 * The logged-in header's account drop-down (spec §2 Header); the balance, deposit and withdraw sit beside
 * it in the header. The drop-down's code loads on first use (DeferredMenu).
 */
export function AccountMenu({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      load={loadAccountMenu}
      props={{ member }}
      renderPlaceholder={(trigger) => (
        <button
          {...trigger}
          data-testid="account-menu-trigger"
          aria-label={t('accountMenu.label', { name: member.nickname })}
          className={accountTriggerClass}
        >
          <AccountTriggerContent member={member} />
        </button>
      )}
    />
  );
}
