import type { AdminMessage, MessageAudience } from '@gaming/contracts/platform-messages';
import type { TFunction } from 'i18next';

/** The audience as the list and the confirmation state it; `levelName` names a VIP rank, `time` an instant. */
export type AudienceWording = {
  levelName: (rank: number) => string;
  time: (iso: string) => string;
};

type Audience = MessageAudience | AdminMessage['audience'];

/** "Member alice", "A list of 12 usernames", "VIP levels: Silver, Gold", "Everyone (and later members)". */
export function audienceText(t: TFunction, audience: Audience, wording: AudienceWording): string {
  if (audience.kind === 'member')
    return t('messages.audience.memberNamed', { username: audience.username ?? audience.memberId ?? '' });
  if (audience.kind === 'list') {
    const count = 'usernames' in audience ? audience.usernames.length : audience.usernameCount;
    return t('messages.audience.listCount', { count });
  }
  const segment = audience.segment;
  let text: string;
  if (segment.kind === 'everyone') text = t('messages.audience.everyone');
  else if (segment.kind === 'vipLevels')
    text = t('messages.audience.vipLevelsNamed', {
      count: segment.levels.length,
      levels: segment.levels.map(wording.levelName).join(', '),
    });
  else if (segment.kind === 'agentTeam')
    text = t('messages.audience.agentTeamNamed', { agent: segment.agentUsername });
  else
    text = t('messages.audience.registeredBetweenNamed', {
      from: wording.time(segment.from),
      to: wording.time(segment.to),
    });
  return audience.reachesLaterMembers ? t('messages.audience.withLater', { audience: text }) : text;
}

/** A brand time as the audience states it: to the minute ("2026-11-26 17:13 UTC+05:45"). */
export function minuteText(formatted: string): string {
  return formatted.replace(/(\d{2}:\d{2}):\d{2}/, '$1');
}

/** The share of recipients who read it, as "42.5%"; null with no recipients yet. */
export function readShare(readCount: number, recipientCount: number, language: string): string | null {
  if (recipientCount <= 0) return null;
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.min(readCount, recipientCount) / recipientCount);
}
