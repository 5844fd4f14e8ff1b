import { describe, expect, it } from 'vitest';
import {
  cacheNameOf,
  isCacheableResponse,
  precachedAssets,
  requestStrategy,
  staleCaches,
} from './pwa-cache-rules';

const origin = 'https://play.example.com';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('lite app cache rules', () => {
  it('never answers the API, whatever the request', () => {
    for (const path of [
      '/api/wallet/balance',
      '/api/live',
      '/api',
      '/api?x=1',
      '/api/content/banners?group=w_home',
      '/healthz',
      '/admin/',
    ]) {
      expect(requestStrategy(get(path), origin)).toBe('network');
      expect(requestStrategy(get(path, 'navigate'), origin)).toBe('network');
    }
    expect(requestStrategy({ method: 'POST', url: `${origin}/api/auth/login` }, origin)).toBe('network');
  });

  it('sends page loads network first, hashed files cache first, shell files network first', () => {
    expect(requestStrategy(get('/member', 'navigate'), origin)).toBe('navigation');
    expect(requestStrategy(get('/', 'navigate'), origin)).toBe('navigation');
    expect(requestStrategy(get('/assets/index-C_zzEQMk.js'), origin)).toBe('asset');
    expect(requestStrategy(get('/boot.js'), origin)).toBe('shell-file');
    expect(requestStrategy(get('/manifest.webmanifest'), origin)).toBe('shell-file');
  });

  it('leaves other sites, other methods and unknown paths to the network', () => {
    expect(requestStrategy({ method: 'GET', url: 'https://cdn.example.net/assets/a.js' }, origin)).toBe(
      'network',
    );
    expect(requestStrategy({ method: 'HEAD', url: `${origin}/assets/a.js` }, origin)).toBe('network');
    expect(requestStrategy(get('/static/banner.png'), origin)).toBe('network');
    expect(requestStrategy(get('/assets/a.js?v=2'), origin)).toBe('network');
    expect(requestStrategy({ method: 'GET', url: 'not a url' }, origin)).toBe('network');
  });

  it('keeps only complete same-origin answers that may be stored', () => {
    const headers = (cacheControl: string | null) => ({ get: () => cacheControl });
    expect(isCacheableResponse({ status: 200, type: 'basic', headers: headers(null) })).toBe(true);
    expect(isCacheableResponse({ status: 206, type: 'basic', headers: headers(null) })).toBe(false);
    expect(isCacheableResponse({ status: 200, type: 'opaque', headers: headers(null) })).toBe(false);
    expect(isCacheableResponse({ status: 200, type: 'basic', headers: headers('no-store') })).toBe(false);
  });

  it('installs the shell only: what index.html loads and the EN/NE woff2 fonts, not the lazy chunks', () => {
    expect(
      precachedAssets(
        [
          'index.html',
          'assets/index-abc.js',
          'assets/app-abc.css',
          'assets/home-abc.js',
          'assets/lottery-page-abc.js',
          'assets/lottery-abc.css',
          'assets/inter-latin-400-normal-x.woff2',
          'assets/inter-latin-400-normal-x.woff',
          'assets/inter-cyrillic-400-normal-x.woff2',
          'assets/noto-sans-devanagari-devanagari-400-normal-x.woff2',
          'assets/logo-abc.png',
        ],
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/home-abc.js">' +
          '<link rel="stylesheet" crossorigin href="/assets/app-abc.css">',
      ),
    ).toEqual([
      '/assets/app-abc.css',
      '/assets/home-abc.js',
      '/assets/index-abc.js',
      '/assets/inter-latin-400-normal-x.woff2',
      '/assets/noto-sans-devanagari-devanagari-400-normal-x.woff2',
    ]);
  });

  it("installs the home page's lazy chunk and what it imports, so home opens offline", () => {
    const files = [
      'index.html',
      'assets/index-abc.js',
      'assets/home-page-abc.js',
      'assets/home-page-abc.css',
    ];
    const index = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
    expect(precachedAssets(files, index)).toEqual(['/assets/index-abc.js']);
    expect(precachedAssets(files, index, ['assets/home-page-abc.js', 'assets/home-page-abc.css'])).toEqual([
      '/assets/home-page-abc.css',
      '/assets/home-page-abc.js',
      '/assets/index-abc.js',
    ]);
  });

  it("removes earlier builds' caches only", () => {
    const current = cacheNameOf('v2');
    expect(staleCaches([cacheNameOf('v1'), current, 'someone-else'], current)).toEqual([cacheNameOf('v1')]);
  });
});
