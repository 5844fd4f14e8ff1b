import {
  type AdminLiveStream,
  type AdminLiveStreamCreateRequest,
  type AdminLiveStreamUpdateRequest,
  isLiveStreamUrl,
  type LiveStreamCategory,
  liveStreamLimits,
} from '@gaming/contracts/live-streams';
import type { Problems } from '../../../lib/form-values';
import { type LocalizedDraft, localizedDraftOf, readLocalized, sameTexts } from '../../../lib/localized-text';
import { readSchedule, type ScheduleDraft, sameInstant, scheduleDraftOf } from '../../../lib/schedule';

/** The editor's fields: times are datetime-local values in the brand's zone (empty: no bound). */
export type StreamDraft = ScheduleDraft & {
  streamUrl: string;
  titles: LocalizedDraft;
  category: LiveStreamCategory;
  cover: { id: string; url: string } | null;
  sortOrder: string;
};

export function streamDraftOf(stream: AdminLiveStream | null, offsetMinutes: number): StreamDraft {
  return {
    streamUrl: stream?.streamUrl ?? '',
    titles: localizedDraftOf(stream?.titles),
    category: stream?.category ?? 'casino',
    cover: stream?.coverImageId && stream.coverUrl ? { id: stream.coverImageId, url: stream.coverUrl } : null,
    ...scheduleDraftOf(stream, offsetMinutes),
    sortOrder: String(stream?.sortOrder ?? 0),
  };
}

/**
 * The stream as the server takes it, or each field's problem: an https URL (or the sample path), an EN
 * title, titles within the limit, an order 0-100000, and a schedule whose end comes after its start.
 */
export function streamRequest(
  draft: StreamDraft,
  offsetMinutes: number,
): { body: AdminLiveStreamCreateRequest | null; problems: Problems } {
  const problems: Problems = {};
  const streamUrl = draft.streamUrl.trim();
  if (!streamUrl) problems.streamUrl = 'required';
  else if (!isLiveStreamUrl(streamUrl)) problems.streamUrl = 'format';
  const titles = readLocalized(draft.titles, 'titles', liveStreamLimits.titleMaxLength, problems);
  const sortOrder = Number(draft.sortOrder.trim());
  if (!/^\d{1,6}$/.test(draft.sortOrder.trim()) || sortOrder > 100_000) problems.sortOrder = 'format';
  const { startsAt, endsAt } = readSchedule(draft, offsetMinutes, problems);
  if (Object.keys(problems).length > 0 || !titles) return { body: null, problems };
  return {
    body: {
      streamUrl,
      titles,
      category: draft.category,
      coverImageId: draft.cover?.id ?? null,
      startsAt,
      endsAt,
      enabled: draft.enabled,
      sortOrder,
    },
    problems,
  };
}

/** Only what changed. */
export function streamChange(
  stream: AdminLiveStream,
  body: AdminLiveStreamCreateRequest,
): AdminLiveStreamUpdateRequest | null {
  const change: AdminLiveStreamUpdateRequest = {};
  if (body.streamUrl !== stream.streamUrl) change.streamUrl = body.streamUrl;
  if (!sameTexts(stream.titles, body.titles)) change.titles = body.titles;
  if (body.category !== stream.category) change.category = body.category;
  if (body.coverImageId !== stream.coverImageId) change.coverImageId = body.coverImageId;
  if (!sameInstant(body.startsAt, stream.startsAt)) change.startsAt = body.startsAt;
  if (!sameInstant(body.endsAt, stream.endsAt)) change.endsAt = body.endsAt;
  if (body.enabled !== stream.enabled) change.enabled = body.enabled;
  if (body.sortOrder !== stream.sortOrder) change.sortOrder = body.sortOrder;
  return Object.keys(change).length > 0 ? change : null;
}

export type StreamState = 'live' | 'scheduled' | 'ended' | 'disabled';

export function streamState(stream: AdminLiveStream, nowMs: number): StreamState {
  if (!stream.enabled) return 'disabled';
  if (stream.live) return 'live';
  return stream.startsAt && Date.parse(stream.startsAt) > nowMs ? 'scheduled' : 'ended';
}

/** The form field a server issue path (after `body.`) belongs to. */
export function streamFieldOf(path: string): string | null {
  if (path === 'coverImageId') return 'cover';
  if (['streamUrl', 'startsAt', 'endsAt', 'sortOrder'].includes(path)) return path;
  if (path.startsWith('titles.')) return path;
  return null;
}
