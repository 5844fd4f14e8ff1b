import type { LiveEvent } from '@gaming/contracts/live';

/**
 * Who is asking: only a real account has an inbox (spec §4: trial accounts make no unread-message call);
 * a restricted (excluded) session's inbox is closed too (issue 20: no marketing reaches it).
 */
export type InboxAccount = 'guest' | 'loading' | 'member' | 'restricted' | 'trial';

/** Whether the unread-message count may be asked for: a real (non-trial) member or agent with a session. */
export function asksUnreadCount(account: InboxAccount): boolean {
  return account === 'member';
}

/**
 * `unreadMessage` of the public state (spec §3): the count the red badge shows. A guest or a trial
 * account has none; a count that is not a whole number above zero (nothing read yet, a damaged reply)
 * shows no badge.
 */
export function unreadMessage(account: InboxAccount, count: number | undefined): number {
  if (!asksUnreadCount(account) || count === undefined) return 0;
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** The unread count a pushed event carries, or null when the event is about something else. */
export function unreadCountOfEvent(event: LiveEvent): number | null {
  if (event.type !== 'messages') return null;
  return Number.isSafeInteger(event.unreadCount) && event.unreadCount >= 0 ? event.unreadCount : null;
}
