import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { memberInfoQueryKey } from '../../features/auth/api/get-member-info';
import { LiveNotices } from '../../features/live/components/live-notices';
import { useLiveUpdates } from '../../features/live/hooks/use-live-updates';
import { pointsBalanceKey } from '../../features/loyalty/api/get-points-balance';
import { loyaltyQueryRoot } from '../../features/loyalty/api/query-roots';
import { setUnreadMessageCount } from '../../features/messages/api/get-unread-count';
import { messagesQueryRoot } from '../../features/messages/api/query-roots';
import { unreadCountOfEvent } from '../../features/messages/lib/unread-badge';
import { rewardBadgeKey } from '../../features/rewards/api/get-reward-badge';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { accountRecordsQueryRoot } from '../../features/wallet/api/get-account-records';
import { balanceQueryKey, balanceQueryRoot } from '../../features/wallet/api/get-balance';
import { formatMoney, withSymbol } from '../../features/wallet/lib/money';
import type { BalanceResponse } from '../../features/wallet/lib/wallet-types';
import { invalidateRewardQueries } from '../../lib/invalidate-rewards';
import { useSessionStore } from '../../lib/session';

/**
 * The first key element of every query that shows money; a cashier notice (or a reconnect, after which
 * missed events are unknown) refreshes the ones on screen.
 */
const moneyQueryRoots = new Set<unknown>([
  balanceQueryRoot[0],
  accountRecordsQueryRoot[0],
  'balance',
  'account-records',
  'deposits',
  'withdrawals',
  'adjustments',
  'vendor-wallets',
  'profit',
  'bonus-details',
  'betting-records',
]);

function refreshMoneyQueries(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => moneyQueryRoots.has(query.queryKey[0]) });
}

/**
 * Live updates for the logged-in tab, composed here because they join features: the live socket
 * (features/live) writes the wallet's balance cache directly and refreshes the money pages; its
 * notices show the amount in the brand's currency.
 */
export function LiveUpdates() {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const brand = useSiteSettings().data?.brand;
  useLiveUpdates(token, {
    onBalance: (event) => {
      const key = balanceQueryKey(token);
      if (!queryClient.getQueryData<BalanceResponse>(key)) {
        // Nothing shown yet: the first read brings currency and figures together.
        void queryClient.invalidateQueries({ queryKey: balanceQueryRoot });
        return;
      }
      queryClient.setQueryData<BalanceResponse>(key, (shown) =>
        shown
          ? {
              ...shown,
              balanceMinor: event.balanceMinor,
              availableMinor: event.availableMinor,
              heldMinor: event.heldMinor,
            }
          : shown,
      );
    },
    // A credited deposit (or a withdrawal) moves the deposit missions' progress too: the mission badge
    // reads again at once rather than at its next minute.
    onCashier: () => {
      refreshMoneyQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: [...loyaltyQueryRoot, 'missions'] });
    },
    // The red badge takes the pushed count at once; the reward pages and promotion states read again.
    onRewards: (event) => {
      queryClient.setQueryData(
        rewardBadgeKey(token),
        (shown: { waitingCount: number; wageringCount: number } | undefined) => ({
          wageringCount: shown?.wageringCount ?? 0,
          waitingCount: event.waitingCount,
        }),
      );
      void invalidateRewardQueries(queryClient);
    },
    // Points moved (earned from settled play, spent, awarded): the figures at once, then what follows
    // from them (VIP progress, missions, points details) is read again.
    onPoints: (event) => {
      queryClient.setQueryData(pointsBalanceKey(token), {
        spendablePoints: event.spendablePoints,
        lifetimePoints: event.lifetimePoints,
      });
      void queryClient.invalidateQueries({
        queryKey: loyaltyQueryRoot,
        predicate: (query) => query.queryKey[1] !== 'balance',
      });
    },
    // A message arrived (or was read or deleted elsewhere): the red badge takes the pushed count at once;
    // the inbox pages read again.
    onMessages: (event) => {
      const count = unreadCountOfEvent(event);
      if (count !== null) setUnreadMessageCount(queryClient, token, count);
      void queryClient.invalidateQueries({
        queryKey: messagesQueryRoot,
        predicate: (query) => query.queryKey[1] !== 'unread' && query.queryKey[1] !== 'detail',
      });
    },
    onResumed: () => {
      refreshMoneyQueries(queryClient);
      void invalidateRewardQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: loyaltyQueryRoot });
      void queryClient.invalidateQueries({ queryKey: messagesQueryRoot });
    },
    // The API client ends the session on this device when the member's info comes back 401.
    onSessionOver: () => void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey(token) }),
  });
  const formatAmount = useCallback(
    (amountMinor: string) =>
      brand
        ? withSymbol(brand.currencySymbol, formatMoney(amountMinor, brand.currencyDecimals))
        : formatMoney(amountMinor, 2),
    [brand],
  );
  if (!token) return null;
  // The notice texts (namespace `live`) load on first use; nothing shows until they have.
  return (
    <Suspense fallback={null}>
      <LiveNotices formatAmount={formatAmount} />
    </Suspense>
  );
}
