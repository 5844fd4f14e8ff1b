import { describe, expect, it } from 'vitest';
import { homeShell, scriptSafeJson, shortLived, withBootData } from './web-index.js';

const page =
  '<!doctype html><html><head><title>Gaming</title></head><body><div id="root"></div></body></html>';

describe('withBootData', () => {
  it('cannot be broken out of by a value in the settings', () => {
    const evil = { siteSettings: { name: '</script><script>alert(1)</script><!--' }, permission: {} };
    const html = withBootData(page, { bootData: evil, homeBanner: null });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] as string;
    expect(JSON.parse(json)).toEqual(evil);
    expect(JSON.parse(scriptSafeJson('a\u2028b&c'))).toBe('a\u2028b&c');
  });

  it('preloads only http(s) or same-site images, with the URL escaped', () => {
    const extras = (url: string) => ({
      bootData: { permission: {}, siteSettings: {} },
      homeBanner: { url, title: 'Welcome' },
    });
    expect(withBootData(page, extras('javascript:alert(1)'))).not.toContain('preload');
    expect(withBootData(page, extras('//evil.example/x.png'))).not.toContain('preload');
    expect(withBootData(page, extras('/static/banners/a.svg'))).toContain('href="/static/banners/a.svg"');
    const quoted = withBootData(page, extras('https://cdn.example.com/a.png?x="><script>'));
    expect(quoted).not.toContain('"><script>');
    expect(quoted.indexOf('rel="preload"')).toBeLessThan(quoted.indexOf('</head>'));
  });
});

describe('the boot data and boot.js', () => {
  it('puts the data before boot.js, which reads the brand languages from it before the first paint', () => {
    const built =
      '<!doctype html><html><head><script src="/boot.js"></script><script type="module" src="/a.js"></script></head></html>';
    const html = withBootData(built, { bootData: { permission: {}, siteSettings: {} }, homeBanner: null });
    expect(html.indexOf('id="boot-data"')).toBeGreaterThan(0);
    expect(html.indexOf('id="boot-data"')).toBeLessThan(html.indexOf('<script src="/boot.js">'));
  });
});

describe('the home page static frame', () => {
  const bootData = { permission: { status: 0 }, siteSettings: { brand: { name: 'Lucky' } } };

  it('paints the brand and the first banner in #root, and tells the app which banner it is', () => {
    const html = withBootData(page, {
      bootData,
      homeBanner: { url: '/static/banners/a.svg', title: 'Welcome' },
      shell: { brandName: 'Lucky' },
    });
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<img src="/static/banners/a.svg" alt="Welcome"');
    expect(root).toContain('fetchpriority="high"');
    expect(root).toMatch(/>L<\/span><span[^>]*>Lucky<\/span>/);
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] as string;
    expect(JSON.parse(json).homeBanner).toEqual({ url: '/static/banners/a.svg', title: 'Welcome' });
  });

  it('escapes the brand and the banner, and leaves out an image it would not preload', () => {
    const evil = '"><script>alert(1)</script>';
    const html = withBootData(page, {
      bootData,
      homeBanner: { url: `https://cdn.example.com/a.png?${evil}`, title: evil },
      shell: { brandName: `<b>${evil}` },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html.match(/<script/g)).toHaveLength(1);
    const unsafe = withBootData(page, {
      bootData,
      homeBanner: { url: 'javascript:alert(1)', title: 'x' },
      shell: { brandName: 'Lucky' },
    });
    expect(unsafe).not.toContain('<img');
    expect(unsafe).not.toContain('javascript:');
    expect(unsafe).toContain('Lucky');
  });

  it('is only there when asked for (home of an open site)', () => {
    const html = withBootData(page, { bootData, homeBanner: { url: '/static/banners/a.svg', title: 'W' } });
    expect(html).toContain('<div id="root"></div>');
    expect(homeShell('A', null)).not.toContain('<img');
  });
});

describe('shortLived', () => {
  it('keeps a value for its time and does not keep a failure', async () => {
    let calls = 0;
    const value = shortLived(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    }, 60_000);
    await expect(value()).rejects.toThrow('down');
    expect(await value()).toBe(2);
    expect(await value()).toBe(2);
    expect(calls).toBe(2);
  });
});
