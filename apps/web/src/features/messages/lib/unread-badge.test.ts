import { describe, expect, it } from 'vitest';
import { asksUnreadCount, unreadCountOfEvent, unreadMessage } from './unread-badge';

describe('unread-message badge', () => {
  it('asks for the count only for a real account (spec §4: no call for trial accounts or guests)', () => {
    expect(asksUnreadCount('member')).toBe(true);
    expect(asksUnreadCount('trial')).toBe(false);
    expect(asksUnreadCount('guest')).toBe(false);
    expect(asksUnreadCount('loading')).toBe(false);
  });

  it('shows the count above 0 for a member, nothing otherwise', () => {
    expect(unreadMessage('member', 3)).toBe(3);
    expect(unreadMessage('member', 0)).toBe(0);
    expect(unreadMessage('member', undefined)).toBe(0);
    expect(unreadMessage('trial', 3)).toBe(0);
    expect(unreadMessage('guest', 3)).toBe(0);
  });

  it('shows no badge for a damaged count', () => {
    expect(unreadMessage('member', -1)).toBe(0);
    expect(unreadMessage('member', 1.5)).toBe(0);
    expect(unreadMessage('member', Number.NaN)).toBe(0);
  });

  it('takes the count of a messages event and ignores other events', () => {
    expect(unreadCountOfEvent({ type: 'messages', unreadCount: 2 })).toBe(2);
    expect(unreadCountOfEvent({ type: 'messages', unreadCount: 0 })).toBe(0);
    expect(unreadCountOfEvent({ type: 'messages', unreadCount: -4 })).toBeNull();
    expect(unreadCountOfEvent({ type: 'rewards', waitingCount: 2 })).toBeNull();
  });
});
