import type { LanguageCode } from '@gaming/contracts/languages';
import {
  type AdminNews,
  type AdminNewsCreateRequest,
  type AdminNewsUpdateRequest,
  newsLimits,
} from '@gaming/contracts/news';
import { fromBrandInput, toBrandInput } from '../../../lib/brand-time';
import { type Problems, readText } from '../../../lib/form-values';

export type NewsDraft = {
  language: LanguageCode;
  title: string;
  summary: string;
  bodyHtml: string;
  cover: { id: string; url: string } | null;
  /** Brand-time datetime-local; empty: the moment it is published. */
  publishedAt: string;
};

export function newsDraftOf(news: AdminNews | null, offsetMinutes: number): NewsDraft {
  return {
    language: news?.language ?? 'EN',
    title: news?.title ?? '',
    summary: news?.summary ?? '',
    bodyHtml: news?.bodyHtml ?? '',
    cover: news?.coverImageId && news.coverUrl ? { id: news.coverImageId, url: news.coverUrl } : null,
    publishedAt: toBrandInput(news?.publishedAt ?? null, offsetMinutes),
  };
}

/** The article as the server takes it, or each field's problem. */
export function newsRequest(
  draft: NewsDraft,
  offsetMinutes: number,
): { body: AdminNewsCreateRequest | null; problems: Problems } {
  const problems: Problems = {};
  const title = readText(draft.title, newsLimits.titleMaxLength, 'title', problems);
  const summary = draft.summary.trim();
  if (summary.length > newsLimits.summaryMaxLength) problems.summary = 'tooLong';
  if (!draft.bodyHtml.trim()) problems.bodyHtml = 'required';
  else if (draft.bodyHtml.length > newsLimits.bodyMaxLength) problems.bodyHtml = 'tooLong';
  let publishedAt: string | null = null;
  if (draft.publishedAt.trim()) {
    publishedAt = fromBrandInput(draft.publishedAt, offsetMinutes);
    if (!publishedAt) problems.publishedAt = 'format';
  }
  if (!title || Object.keys(problems).length > 0) return { body: null, problems };
  return {
    body: {
      language: draft.language,
      title,
      summary,
      bodyHtml: draft.bodyHtml,
      coverImageId: draft.cover?.id ?? null,
      publishedAt,
    },
    problems,
  };
}

/** Only what changed (an untouched time compares equal at minute precision). */
export function newsChange(
  news: AdminNews,
  body: AdminNewsCreateRequest,
  offsetMinutes: number,
): AdminNewsUpdateRequest | null {
  const before = newsRequest(newsDraftOf(news, offsetMinutes), offsetMinutes).body;
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof AdminNewsCreateRequest)[]) {
    if (!before || body[key] !== before[key]) change[key] = body[key];
  }
  return Object.keys(change).length > 0 ? (change as AdminNewsUpdateRequest) : null;
}

export function newsFieldOf(path: string): string | null {
  if (['title', 'summary', 'bodyHtml', 'publishedAt', 'language'].includes(path)) return path;
  if (path === 'coverImageId') return 'cover';
  return null;
}
