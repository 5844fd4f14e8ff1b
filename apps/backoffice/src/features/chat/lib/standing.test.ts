import type { AdminChatRestriction } from '@gaming/contracts/chat';
import { describe, expect, it } from 'vitest';
import { standingsOf } from './standing';

const nowMs = Date.parse('2026-11-26T12:00:00Z');

function restriction(
  id: string,
  memberId: string,
  kind: 'mute' | 'ban',
  until: string | null,
): AdminChatRestriction {
  return { id, kind, memberId, username: `m${memberId}`, until, reason: 'r', staff: 's', createdAt: '' };
}

describe('standingsOf', () => {
  it('keeps the latest mute that has not ended, and a ban', () => {
    const standings = standingsOf(
      [
        restriction('1', '7', 'mute', '2026-11-26T12:10:00Z'),
        restriction('2', '7', 'mute', '2026-11-26T13:00:00Z'),
        restriction('3', '7', 'mute', '2026-11-26T12:30:00Z'),
        restriction('4', '8', 'ban', null),
      ],
      nowMs,
    );
    expect(standings.get('7')).toEqual({ mutedUntil: '2026-11-26T13:00:00Z', banned: false });
    expect(standings.get('8')).toEqual({ mutedUntil: null, banned: true });
  });

  it('leaves out a member whose only mute has ended', () => {
    const standings = standingsOf([restriction('1', '7', 'mute', '2026-11-26T11:59:59Z')], nowMs);
    expect(standings.has('7')).toBe(false);
  });
});
