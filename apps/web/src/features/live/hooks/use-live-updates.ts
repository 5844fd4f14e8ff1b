import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LiveEvent } from '@gaming/contracts/live';
import { useEffect, useRef } from 'react';
import { LiveConnection } from '../lib/live-connection';
import { useLiveNoticeStore } from '../stores/live-notice-store';

export type BalanceEvent = Extract<LiveEvent, { type: 'balance' }>;
export type CashierEvent = Extract<LiveEvent, { type: 'cashier' }>;
export type RewardsEvent = Extract<LiveEvent, { type: 'rewards' }>;
export type PointsEvent = Extract<LiveEvent, { type: 'points' }>;
export type MessagesEvent = Extract<LiveEvent, { type: 'messages' }>;

export type LiveHandlers = {
  onBalance: (event: BalanceEvent) => void;
  /** After the notice is queued for display: refresh what the notice changed. */
  onCashier: (event: CashierEvent) => void;
  /** The reward centre's waiting count changed (a reward became claimable, was claimed or expired). */
  onRewards: (event: RewardsEvent) => void;
  /** The member's loyalty points changed (earned from settled play, spent, awarded). */
  onPoints: (event: PointsEvent) => void;
  /** A platform message arrived, or the member read or deleted one: the new unread count. */
  onMessages: (event: MessagesEvent) => void;
  /** Back after a loss: whatever happened meanwhile was not pushed, so refresh what is shown. */
  onResumed: () => void;
  /** The server ended the socket with the session (logout elsewhere, expiry): let the app find out. */
  onSessionOver: () => void;
};

/** ws(s)://<this host>/api/live: the page's own origin, so the session and CSP stay same-site. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${apiRoutes.live.path}`;
}

/**
 * Sends one pushed event to its handler: balance and rewards events update what is shown; a cashier
 * event is queued as a notice first. An event type this client does not know is ignored.
 */
export function routeLiveEvent(
  event: LiveEvent,
  handlers: Pick<LiveHandlers, 'onBalance' | 'onCashier' | 'onRewards' | 'onPoints' | 'onMessages'>,
  pushNotice: (notice: { kind: CashierEvent['kind']; referenceId: string; amountMinor: string }) => void,
): void {
  switch (event.type) {
    case 'balance':
      handlers.onBalance(event);
      return;
    case 'rewards':
      handlers.onRewards(event);
      return;
    case 'points':
      handlers.onPoints(event);
      return;
    case 'messages':
      handlers.onMessages(event);
      return;
    case 'cashier':
      pushNotice({ kind: event.kind, referenceId: event.referenceId, amountMinor: event.amountMinor });
      handlers.onCashier(event);
      return;
    default:
      return;
  }
}

/**
 * One live socket for this tab while there is a session token: opened on login, closed on logout or a
 * new token, reconnecting by itself in between. Cashier notices go to the notice toasts.
 */
export function useLiveUpdates(token: string | null, handlers: LiveHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!token) {
      useLiveNoticeStore.getState().clear();
      return;
    }
    const connection = new LiveConnection({
      url: liveUrl(),
      token,
      onEvent: (event) =>
        routeLiveEvent(event, latest.current, (notice) => useLiveNoticeStore.getState().push(notice)),
      onResumed: () => latest.current.onResumed(),
      onSessionOver: () => latest.current.onSessionOver(),
    });
    connection.start();
    return () => connection.stop();
  }, [token]);
}
