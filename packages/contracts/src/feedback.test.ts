import { describe, expect, it } from 'vitest';
import { bannerLinkIsValid, isBannerExternalTarget, isBannerRouteTarget } from './banners.js';
import { feedbackContentLength, isFeedbackContactValid, isFeedbackContentLengthValid } from './feedback.js';

describe('feedback description length', () => {
  it('is counted trimmed, in code points', () => {
    expect(feedbackContentLength('  abc \n')).toBe(3);
    expect(feedbackContentLength('😀😀')).toBe(2);
    expect(feedbackContentLength('नमस्ते')).toBe([...'नमस्ते'].length);
  });

  it('accepts 20 to 200', () => {
    expect(isFeedbackContentLengthValid(`   ${'a'.repeat(19)}   `)).toBe(false);
    expect(isFeedbackContentLengthValid('a'.repeat(20))).toBe(true);
    expect(isFeedbackContentLengthValid('😀'.repeat(200))).toBe(true);
    expect(isFeedbackContentLengthValid('a'.repeat(201))).toBe(false);
  });
});

describe('guest contact', () => {
  it('is an e-mail address or a phone number', () => {
    for (const good of ['asha@example.com', '+977 980-1234567', '9801234567'])
      expect(isFeedbackContactValid(good)).toBe(true);
    for (const bad of ['', 'asha', 'asha@', '12345', 'call me', '<a@b.co>', `${'a'.repeat(120)}@example.com`])
      expect(isFeedbackContactValid(bad)).toBe(false);
  });
});

describe('banner links', () => {
  it('routes start with one / and external links are https', () => {
    expect(isBannerRouteTarget('/promotions?tab=1')).toBe(true);
    for (const bad of ['promotions', '//evil.example', '/\\evil', '/a b'])
      expect(isBannerRouteTarget(bad)).toBe(false);
    expect(isBannerExternalTarget('https://example.com/x')).toBe(true);
    for (const bad of ['http://example.com', 'javascript:alert(1)', '/x', 'https://u:p@example.com'])
      expect(isBannerExternalTarget(bad)).toBe(false);
    expect(bannerLinkIsValid({ linkageType: null, linkageTarget: null })).toBe(true);
    expect(bannerLinkIsValid({ linkageType: null, linkageTarget: '/x' })).toBe(false);
    expect(bannerLinkIsValid({ linkageType: 'route', linkageTarget: null })).toBe(false);
  });
});
