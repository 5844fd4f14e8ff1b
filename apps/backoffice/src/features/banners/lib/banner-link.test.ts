import { describe, expect, it } from 'vitest';
import { bannerLinkTargetLength, readBannerLink } from './banner-link';

describe('banner link targets', () => {
  it('has no target without a link, whatever was typed', () => {
    expect(readBannerLink('none', 'https://example.com')).toEqual({ target: null, problem: null });
  });

  it('needs a target for a route or an external link', () => {
    expect(readBannerLink('route', '  ').problem).toBe('required');
    expect(readBannerLink('external', '').problem).toBe('required');
  });

  it('takes a path of the player site as a route, trimmed', () => {
    expect(readBannerLink('route', ' /promotions ')).toEqual({ target: '/promotions', problem: null });
    expect(readBannerLink('route', '/games/slot?vendor=PG#top').target).toBe('/games/slot?vendor=PG#top');
    expect(readBannerLink('route', '/').target).toBe('/');
  });

  it('refuses routes that leave the site or are not paths', () => {
    for (const target of [
      'promotions',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://example.com',
      '/a b',
      '/<script>',
    ])
      expect(readBannerLink('route', target).problem, target).toBe('route');
  });

  it('takes only full https addresses as external links', () => {
    expect(readBannerLink('external', 'https://example.com/offer?x=1').target).toBe(
      'https://example.com/offer?x=1',
    );
    for (const target of [
      'http://example.com',
      'javascript:alert(1)',
      'data:text/html,hi',
      '/promotions',
      'https://user:pass@example.com',
      'https://exa mple.com',
      'example.com',
    ])
      expect(readBannerLink('external', target).problem, target).toBe('external');
  });

  it(`allows ${bannerLinkTargetLength} characters and no more`, () => {
    const at = `/${'a'.repeat(bannerLinkTargetLength - 1)}`;
    expect(readBannerLink('route', at).problem).toBeNull();
    expect(readBannerLink('route', `${at}a`).problem).toBe('tooLong');
  });
});
