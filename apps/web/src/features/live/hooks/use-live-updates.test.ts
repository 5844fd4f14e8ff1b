import type { LiveEvent } from '@gaming/contracts/live';
import { describe, expect, it, vi } from 'vitest';
import { routeLiveEvent } from './use-live-updates';

function handlers() {
  return {
    onBalance: vi.fn(),
    onCashier: vi.fn(),
    onRewards: vi.fn(),
    onPoints: vi.fn(),
    onMessages: vi.fn(),
  };
}

describe('live event routing', () => {
  it('sends the rewards count to its handler without a cashier notice', () => {
    const target = handlers();
    const push = vi.fn();
    routeLiveEvent({ type: 'rewards', waitingCount: 3 }, target, push);
    expect(target.onRewards).toHaveBeenCalledWith({ type: 'rewards', waitingCount: 3 });
    expect(push).not.toHaveBeenCalled();
    expect(target.onCashier).not.toHaveBeenCalled();
  });

  it('queues a cashier notice then calls its handler; a balance goes to its own', () => {
    const target = handlers();
    const push = vi.fn();
    routeLiveEvent(
      { type: 'cashier', kind: 'deposit_credited', referenceId: '9', amountMinor: '100' },
      target,
      push,
    );
    expect(push).toHaveBeenCalledWith({ kind: 'deposit_credited', referenceId: '9', amountMinor: '100' });
    expect(target.onCashier).toHaveBeenCalledTimes(1);
    routeLiveEvent({ type: 'balance', balanceMinor: '1', availableMinor: '1', heldMinor: '0' }, target, push);
    expect(target.onBalance).toHaveBeenCalledTimes(1);
  });

  it('sends a points change to its handler alone', () => {
    const target = handlers();
    const push = vi.fn();
    const event = { type: 'points', spendablePoints: '120', lifetimePoints: '300' } as const;
    routeLiveEvent(event, target, push);
    expect(target.onPoints).toHaveBeenCalledWith(event);
    expect(target.onRewards).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('sends the unread-message count to the messages handler alone', () => {
    const target = handlers();
    const push = vi.fn();
    routeLiveEvent({ type: 'messages', unreadCount: 4 }, target, push);
    expect(target.onMessages).toHaveBeenCalledWith({ type: 'messages', unreadCount: 4 });
    expect(target.onRewards).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('ignores an event type it does not know', () => {
    const target = handlers();
    const push = vi.fn();
    routeLiveEvent({ type: 'unknown' } as unknown as LiveEvent, target, push);
    expect(push).not.toHaveBeenCalled();
    expect(Object.values(target).every((handler) => handler.mock.calls.length === 0)).toBe(true);
  });
});
