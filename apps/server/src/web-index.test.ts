import { describe, expect, it } from 'vitest';
import { scriptSafeJson, shortLived, withBootData } from './web-index.js';

const page = '<!doctype html><html><head><title>Gaming</title></head><body></body></html>';

describe('withBootData', () => {
  it('cannot be broken out of by a value in the settings', () => {
    const evil = { siteSettings: { name: '</script><script>alert(1)</script><!--' }, permission: {} };
    const html = withBootData(page, { bootData: evil, preloadImageUrl: null });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] as string;
    expect(JSON.parse(json)).toEqual(evil);
    expect(JSON.parse(scriptSafeJson('a\u2028b&c'))).toBe('a\u2028b&c');
  });

  it('preloads only http(s) or same-site images, with the URL escaped', () => {
    const extras = (url: string) => ({
      bootData: { permission: {}, siteSettings: {} },
      preloadImageUrl: url,
    });
    expect(withBootData(page, extras('javascript:alert(1)'))).not.toContain('preload');
    expect(withBootData(page, extras('//evil.example/x.png'))).not.toContain('preload');
    expect(withBootData(page, extras('/static/banners/a.svg'))).toContain('href="/static/banners/a.svg"');
    const quoted = withBootData(page, extras('https://cdn.example.com/a.png?x="><script>'));
    expect(quoted).not.toContain('"><script>');
    expect(quoted.indexOf('rel="preload"')).toBeLessThan(quoted.indexOf('</head>'));
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
