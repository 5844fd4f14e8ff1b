import type {
  AdminBanner,
  AdminBannerCreateRequest,
  AdminBannerUpdateRequest,
} from '@gaming/contracts/banners';
import { bannerLimits } from '@gaming/contracts/banners';
import type { BannerGroup } from '@gaming/contracts/catalogue';
import type { Problems } from '../../../lib/form-values';
import {
  type LocalizedDraft,
  localizedDraftOf,
  readLocalized,
  sameTexts,
  writtenTexts,
} from '../../../lib/localized-text';
import { readSchedule, type ScheduleDraft, sameInstant, scheduleDraftOf } from '../../../lib/schedule';
import { type BannerLinkType, readBannerLink } from './banner-link';

/** The editor's fields: times are datetime-local values in the brand's zone (empty: no bound). */
export type BannerDraft = ScheduleDraft & {
  groupName: BannerGroup;
  image: { id: string; url: string } | null;
  /** Alternative text per language; EN may be empty too. */
  titles: LocalizedDraft;
  linkType: BannerLinkType;
  linkTarget: string;
};

export function bannerDraftOf(
  banner: AdminBanner | null,
  group: BannerGroup,
  offsetMinutes: number,
): BannerDraft {
  return {
    groupName: banner?.groupName ?? group,
    // An existing banner keeps its image unless a new one is uploaded (the list gives its url, not its id).
    image: banner ? { id: '', url: banner.imageUrl } : null,
    titles: localizedDraftOf(banner?.titles),
    linkType: banner?.linkageType ?? 'none',
    linkTarget: banner?.linkageTarget ?? '',
    ...scheduleDraftOf(banner, offsetMinutes),
  };
}

/**
 * The banner as the server takes it, or each field's problem: an image, titles within the limit, a link
 * target that fits its type, and a schedule whose end comes after its start (either may be empty).
 */
export function bannerRequest(
  draft: BannerDraft,
  offsetMinutes: number,
): { body: AdminBannerCreateRequest | null; problems: Problems } {
  const problems: Problems = {};
  if (!draft.image) problems.image = 'required';
  const read = readLocalized(draft.titles, 'titles', bannerLimits.titleMaxLength, problems, {
    englishRequired: false,
  });
  const titles = read ? writtenTexts(read) : {};
  const link = readBannerLink(draft.linkType, draft.linkTarget);
  if (link.problem)
    problems.linkTarget = link.problem === 'required' || link.problem === 'tooLong' ? link.problem : 'format';
  const { startsAt, endsAt } = readSchedule(draft, offsetMinutes, problems);
  if (Object.keys(problems).length > 0 || !draft.image) return { body: null, problems };
  return {
    body: {
      groupName: draft.groupName,
      imageId: draft.image.id,
      titles,
      linkageType: draft.linkType === 'none' ? null : draft.linkType,
      linkageTarget: link.target,
      enabled: draft.enabled,
      startsAt,
      endsAt,
    },
    problems,
  };
}

/**
 * Only what changed (the link type and target go together; the image only when a new one was uploaded: a
 * saved banner's draft holds its image with no id, so its request's imageId is empty until an upload).
 */
export function bannerChange(
  banner: AdminBanner,
  body: AdminBannerCreateRequest,
): AdminBannerUpdateRequest | null {
  const change: AdminBannerUpdateRequest = {};
  if (body.groupName !== banner.groupName) change.groupName = body.groupName;
  if (body.imageId !== '') change.imageId = body.imageId;
  if (!sameTexts(banner.titles, body.titles ?? {})) change.titles = body.titles;
  if (body.linkageType !== banner.linkageType || body.linkageTarget !== banner.linkageTarget) {
    change.linkageType = body.linkageType;
    change.linkageTarget = body.linkageTarget;
  }
  if (body.enabled !== banner.enabled) change.enabled = body.enabled;
  if (!sameInstant(body.startsAt, banner.startsAt)) change.startsAt = body.startsAt;
  if (!sameInstant(body.endsAt, banner.endsAt)) change.endsAt = body.endsAt;
  return Object.keys(change).length > 0 ? change : null;
}

export type BannerState = 'live' | 'scheduled' | 'ended' | 'disabled';

export function bannerState(banner: AdminBanner, nowMs: number): BannerState {
  if (!banner.enabled) return 'disabled';
  if (banner.live) return 'live';
  return banner.startsAt && Date.parse(banner.startsAt) > nowMs ? 'scheduled' : 'ended';
}

/** The form field a server issue path (after `body.`) belongs to. */
export function bannerFieldOf(path: string): string | null {
  if (path === 'imageId') return 'image';
  if (path === 'linkageTarget' || path === 'linkageType') return 'linkTarget';
  if (path === 'startsAt' || path === 'endsAt') return path;
  if (path.startsWith('titles.')) return path;
  return null;
}
