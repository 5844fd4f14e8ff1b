import { describe, expect, it } from 'vitest';
import { coverImageUrl, playableStreamUrl, prefersNativeHls } from './stream-source';

describe('playableStreamUrl', () => {
  it('plays our own paths and https URLs only', () => {
    expect(playableStreamUrl('/api/streams/sample/sample.m3u8')).toBe('/api/streams/sample/sample.m3u8');
    expect(playableStreamUrl('https://cdn.example.com/live.m3u8')).toBe('https://cdn.example.com/live.m3u8');
    for (const url of [
      'http://cdn.example.com/a.m3u8',
      'javascript:alert(1)',
      'data:video/mp2t,xx',
      '//evil.example/a',
    ]) {
      expect(playableStreamUrl(url)).toBeNull();
    }
    expect(coverImageUrl(null)).toBeNull();
    expect(coverImageUrl('/api/content/images/1')).toBe('/api/content/images/1');
  });

  it('uses native HLS only where there is no MediaSource and the browser says it can', () => {
    const safari = { canPlayType: () => 'maybe' as const };
    const other = { canPlayType: () => '' as const };
    expect(prefersNativeHls(safari, false)).toBe(true);
    expect(prefersNativeHls(safari, true)).toBe(false);
    expect(prefersNativeHls(other, false)).toBe(false);
  });
});
