import {
  type AdminMessageSendBody,
  type MessageAudience,
  type MessageSegment,
  platformMessageLimits,
} from '@gaming/contracts/platform-messages';
import { fromBrandInput } from '../../../lib/brand-time';
import { checkAfter, type Problems, readInstant, readText } from '../../../lib/form-values';
import { parseUsernameList } from './username-list';

export const audienceKinds = ['member', 'list', 'segment'] as const;
export type AudienceKind = (typeof audienceKinds)[number];
export const segmentKinds = ['everyone', 'vipLevels', 'agentTeam', 'registeredBetween'] as const;
export type SegmentKind = (typeof segmentKinds)[number];
export const sendTimings = ['now', 'later'] as const;
export type SendTiming = (typeof sendTimings)[number];

/** What staff type into the composer: times are datetime-local values in the brand's time zone. */
export type MessageDraft = {
  title: string;
  bodyHtml: string;
  audienceKind: AudienceKind;
  username: string;
  usernamesText: string;
  segmentKind: SegmentKind;
  vipLevels: number[];
  agentUsername: string;
  registeredFrom: string;
  registeredTo: string;
  reachesLaterMembers: boolean;
  timing: SendTiming;
  sendAt: string;
};

export const emptyMessageDraft: MessageDraft = {
  title: '',
  bodyHtml: '',
  audienceKind: 'member',
  username: '',
  usernamesText: '',
  segmentKind: 'everyone',
  vipLevels: [],
  agentUsername: '',
  registeredFrom: '',
  registeredTo: '',
  reachesLaterMembers: false,
  timing: 'now',
  sendAt: '',
};

/** The earliest a scheduled message may go: a minute from now, so it is still ahead when it arrives. */
const scheduleLeadMs = 60_000;
const dayMs = 86_400_000;

/**
 * A scheduled send time (brand-time datetime-local) as an ISO instant, or the problem: `required` when
 * empty, `format` when unreadable, `range` when not between a minute from now and the farthest the server
 * schedules (platformMessageLimits.scheduleDaysAhead days).
 */
export function readSendAt(text: string, offsetMinutes: number, nowMs: number, problems: Problems) {
  const instant = readInstant(text, offsetMinutes, 'sendAt', problems);
  if (!instant) return null;
  const at = Date.parse(instant);
  if (at < nowMs + scheduleLeadMs || at > nowMs + platformMessageLimits.scheduleDaysAhead * dayMs) {
    problems.sendAt = 'range';
    return null;
  }
  return instant;
}

function readUsername(text: string, field: string, problems: Problems): string | null {
  const value = readText(text, 64, field, problems);
  if (value && /\s/.test(value)) {
    problems[field] = 'format';
    return null;
  }
  return value;
}

function readSegment(draft: MessageDraft, offsetMinutes: number, problems: Problems): MessageSegment | null {
  switch (draft.segmentKind) {
    case 'everyone':
      return { kind: 'everyone' };
    case 'vipLevels':
      if (draft.vipLevels.length === 0) {
        problems.vipLevels = 'required';
        return null;
      }
      return { kind: 'vipLevels', levels: [...draft.vipLevels].sort((a, b) => a - b) };
    case 'agentTeam': {
      const agentUsername = readUsername(draft.agentUsername, 'agentUsername', problems);
      return agentUsername ? { kind: 'agentTeam', agentUsername } : null;
    }
    case 'registeredBetween': {
      const from = readInstant(draft.registeredFrom, offsetMinutes, 'registeredFrom', problems);
      const to = readInstant(draft.registeredTo, offsetMinutes, 'registeredTo', problems);
      checkAfter(from, to, 'registeredTo', problems);
      return from && to && !problems.registeredTo ? { kind: 'registeredBetween', from, to } : null;
    }
  }
}

function readAudience(
  draft: MessageDraft,
  offsetMinutes: number,
  problems: Problems,
): MessageAudience | null {
  if (draft.audienceKind === 'member') {
    const username = readUsername(draft.username, 'username', problems);
    return username ? { kind: 'member', username } : null;
  }
  if (draft.audienceKind === 'list') {
    const list = parseUsernameList(draft.usernamesText);
    if (list.usernames.length === 0) problems.usernames = 'required';
    else if (list.overLimit) problems.usernames = 'range';
    else if (list.invalid.length > 0) problems.usernames = 'format';
    return problems.usernames ? null : { kind: 'list', usernames: list.usernames };
  }
  const segment = readSegment(draft, offsetMinutes, problems);
  return segment ? { kind: 'segment', segment, reachesLaterMembers: draft.reachesLaterMembers } : null;
}

/** The send request, or every field's problem at once (nothing is sent until there is none). */
export function messageRequest(
  draft: MessageDraft,
  offsetMinutes: number,
  nowMs: number,
): { body: AdminMessageSendBody | null; problems: Problems } {
  const problems: Problems = {};
  const title = readText(draft.title, platformMessageLimits.titleLength, 'title', problems);
  const bodyHtml = readText(draft.bodyHtml, platformMessageLimits.bodyLength, 'bodyHtml', problems);
  const audience = readAudience(draft, offsetMinutes, problems);
  const sendAt = draft.timing === 'later' ? readSendAt(draft.sendAt, offsetMinutes, nowMs, problems) : null;
  if (!title || !bodyHtml || !audience || Object.keys(problems).length > 0) return { body: null, problems };
  return { body: { title, bodyHtml, audience, sendAt }, problems };
}

/** The form field a server issue path (after `body.`) belongs to. */
export function messageFieldOf(path: string): string | null {
  if (path === 'title' || path === 'bodyHtml' || path === 'sendAt') return path;
  if (path.startsWith('audience.usernames')) return 'usernames';
  if (path === 'audience.username' || path === 'audience.memberId') return 'username';
  if (path.startsWith('audience.segment.levels')) return 'vipLevels';
  if (path === 'audience.segment.agentUsername') return 'agentUsername';
  if (path === 'audience.segment.from') return 'registeredFrom';
  if (path === 'audience.segment.to') return 'registeredTo';
  return null;
}

/** A brand-time input's instant (for the confirmation's wording); null while unreadable. */
export function instantOf(text: string, offsetMinutes: number): string | null {
  return fromBrandInput(text, offsetMinutes);
}
