import type { AdminBanner } from '@gaming/contracts/banners';
import { describe, expect, it } from 'vitest';
import { type BannerDraft, bannerChange, bannerDraftOf, bannerRequest, bannerState } from './banner-form';

const nepal = 345;
const image = { id: '7b4c3f0e-0000-4000-8000-000000000001', url: '/api/content/images/x' };
const draft = (change: Partial<BannerDraft>): BannerDraft => ({
  ...bannerDraftOf(null, 'w_login', nepal),
  image,
  ...change,
});

const banner: AdminBanner = {
  id: '7b4c3f0e-0000-4000-8000-000000000002',
  groupName: 'w_login',
  imageUrl: '/api/content/images/old',
  titles: { EN: 'Welcome' },
  linkageType: 'route',
  linkageTarget: '/promotions',
  sortOrder: 1,
  enabled: true,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  live: true,
};

describe('banner editor', () => {
  it('needs an image and sends the group, titles and no link by default', () => {
    expect(bannerRequest(draft({ image: null }), nepal).problems).toEqual({ image: 'required' });
    expect(bannerRequest(draft({ titles: { EN: ' Hi ', NE: '' } }), nepal).body).toEqual({
      groupName: 'w_login',
      imageId: image.id,
      titles: { EN: 'Hi' },
      linkageType: null,
      linkageTarget: null,
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it('checks the link target against its type', () => {
    expect(bannerRequest(draft({ linkType: 'route', linkTarget: '' }), nepal).problems).toEqual({
      linkTarget: 'required',
    });
    expect(bannerRequest(draft({ linkType: 'route', linkTarget: '//evil.example' }), nepal).problems).toEqual(
      {
        linkTarget: 'format',
      },
    );
    expect(
      bannerRequest(draft({ linkType: 'external', linkTarget: 'http://example.com' }), nepal).problems,
    ).toEqual({ linkTarget: 'format' });
    expect(
      bannerRequest(draft({ linkType: 'external', linkTarget: 'https://example.com/x' }), nepal).body,
    ).toMatchObject({ linkageType: 'external', linkageTarget: 'https://example.com/x' });
  });

  it("reads the schedule in the brand's zone and needs the end after the start", () => {
    expect(
      bannerRequest(draft({ startsAt: '2026-05-01T05:45', endsAt: '2026-05-02T05:45' }), nepal).body,
    ).toMatchObject({ startsAt: '2026-05-01T00:00:00.000Z', endsAt: '2026-05-02T00:00:00.000Z' });
    expect(
      bannerRequest(draft({ startsAt: '2026-05-01T05:45', endsAt: '2026-05-01T05:45' }), nepal).problems,
    ).toEqual({ endsAt: 'order' });
    expect(bannerRequest(draft({ endsAt: '2026-02-30T10:00' }), nepal).problems).toEqual({
      endsAt: 'format',
    });
    // Only an end (shown until then) or only a start is fine.
    expect(bannerRequest(draft({ endsAt: '2026-05-02T05:45' }), nepal).problems).toEqual({});
  });

  it('sends only what changed, the link type and target together', () => {
    const unchanged = bannerRequest({ ...bannerDraftOf(banner, 'w_home', nepal) }, nepal).body;
    expect(unchanged).not.toBeNull();
    if (!unchanged) return;
    expect(unchanged.imageId).toBe('');
    expect(bannerChange(banner, unchanged)).toBeNull();
    expect(bannerChange(banner, { ...unchanged, enabled: false })).toEqual({ enabled: false });
    expect(bannerChange(banner, { ...unchanged, linkageTarget: '/news' })).toEqual({
      linkageType: 'route',
      linkageTarget: '/news',
    });
    expect(bannerChange(banner, { ...unchanged, imageId: image.id, enabled: false })).toEqual({
      imageId: image.id,
      enabled: false,
    });
  });

  it('keeps, sends and changes titles in any language; EN may be empty', () => {
    const saved = { ...banner, titles: { EN: 'Welcome', JA: 'ようこそ', AR: 'مرحبا' } };
    const edited = bannerDraftOf(saved, 'w_login', nepal);
    expect(edited.titles).toEqual({ EN: 'Welcome', NE: '', JA: 'ようこそ', AR: 'مرحبا' });
    const unchanged = bannerRequest(edited, nepal).body;
    expect(unchanged && bannerChange(saved, unchanged)).toBeNull();
    const arabic = bannerRequest({ ...edited, titles: { ...edited.titles, AR: 'أهلا' } }, nepal).body;
    expect(arabic && bannerChange(saved, arabic)).toEqual({
      titles: { EN: 'Welcome', JA: 'ようこそ', AR: 'أهلا' },
    });
    const onlyJapanese = bannerRequest(draft({ titles: { EN: '', NE: '', JA: ' ようこそ ' } }), nepal);
    expect(onlyJapanese.body?.titles).toEqual({ JA: 'ようこそ' });
    const tooLong = bannerRequest(draft({ titles: { EN: '', NE: '', KO: '가'.repeat(121) } }), nepal);
    expect(tooLong.problems).toEqual({ 'titles.KO': 'tooLong' });
  });

  it('tells live, scheduled, ended and switched-off banners apart', () => {
    const now = Date.parse('2026-03-01T00:00:00.000Z');
    expect(bannerState(banner, now)).toBe('live');
    expect(bannerState({ ...banner, enabled: false }, now)).toBe('disabled');
    expect(bannerState({ ...banner, live: false, startsAt: '2026-04-01T00:00:00.000Z' }, now)).toBe(
      'scheduled',
    );
    expect(bannerState({ ...banner, live: false, endsAt: '2026-02-01T00:00:00.000Z' }, now)).toBe('ended');
  });
});
