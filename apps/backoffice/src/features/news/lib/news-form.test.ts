import type { AdminNews } from '@gaming/contracts/news';
import { describe, expect, it } from 'vitest';
import { newsChange, newsDraftOf, newsRequest } from './news-form';

const nepal = 345;
const article: AdminNews = {
  id: '7b4c3f0e-0000-4000-8000-000000000003',
  language: 'EN',
  title: 'New games',
  summary: 'Ten new slots',
  bodyHtml: '<p>Play them</p>',
  coverImageId: null,
  coverUrl: null,
  status: 'draft',
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('news editor', () => {
  it('needs a title and a body, within their limits', () => {
    const empty = newsDraftOf(null, nepal);
    expect(newsRequest(empty, nepal).problems).toEqual({ title: 'required', bodyHtml: 'required' });
    expect(
      newsRequest({ ...empty, title: 'x'.repeat(201), bodyHtml: '<p>a</p>', summary: 's'.repeat(501) }, nepal)
        .problems,
    ).toEqual({ title: 'tooLong', summary: 'tooLong' });
  });

  it("reads the publication time in the brand's zone; empty is the moment it is published", () => {
    const draft = { ...newsDraftOf(article, nepal), publishedAt: '2026-05-01T05:45' };
    expect(newsRequest(draft, nepal).body?.publishedAt).toBe('2026-05-01T00:00:00.000Z');
    expect(newsRequest(newsDraftOf(article, nepal), nepal).body?.publishedAt).toBeNull();
  });

  it('sends only what changed', () => {
    const body = newsRequest(newsDraftOf(article, nepal), nepal).body;
    if (!body) throw new Error('valid draft');
    expect(newsChange(article, body, nepal)).toBeNull();
    expect(newsChange(article, { ...body, title: 'Newer games', language: 'NE' }, nepal)).toEqual({
      title: 'Newer games',
      language: 'NE',
    });
  });
});
