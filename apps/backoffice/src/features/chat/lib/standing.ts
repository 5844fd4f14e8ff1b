import type { AdminChatRestriction } from '@gaming/contracts/chat';

/** The lengths a moderator picks a mute from, in minutes: 10 min, 1 h, 24 h, 7 days. */
export const muteChoicesMinutes = [10, 60, 24 * 60, 7 * 24 * 60] as const;
export type MuteChoice = (typeof muteChoicesMinutes)[number];

/** A member's standing in the room as the restrictions in force say: the latest mute's end, and a ban. */
export type MemberStanding = { mutedUntil: string | null; banned: boolean };

/**
 * Each member's standing from the list of mutes and bans in force, so a message row can say its author
 * is muted or banned. A mute already past `nowMs` (the list is a few seconds old) is left out.
 */
export function standingsOf(
  restrictions: readonly AdminChatRestriction[],
  nowMs: number,
): Map<string, MemberStanding> {
  const standings = new Map<string, MemberStanding>();
  for (const restriction of restrictions) {
    const standing = standings.get(restriction.memberId) ?? { mutedUntil: null, banned: false };
    if (restriction.kind === 'ban') standing.banned = true;
    else if (
      restriction.until !== null &&
      Date.parse(restriction.until) > nowMs &&
      (standing.mutedUntil === null || Date.parse(restriction.until) > Date.parse(standing.mutedUntil))
    )
      standing.mutedUntil = restriction.until;
    if (standing.banned || standing.mutedUntil !== null) standings.set(restriction.memberId, standing);
  }
  return standings;
}
