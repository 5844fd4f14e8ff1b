import { describe, expect, it } from 'vitest';
import { bootBrandLanguages, bootHomeBanner, readBootData } from './boot-data';

/** A page whose boot data block holds `text` (null: no block). */
function pageWith(text: string | null): Document {
  return {
    getElementById: (id: string) => (id === 'boot-data' && text !== null ? { textContent: text } : null),
  } as unknown as Document;
}

describe('boot data', () => {
  it("reads the brand's languages from the site settings the server put in the page", () => {
    const page = pageWith(
      JSON.stringify({ siteSettings: { brand: { languages: ['EN', 'NE', 7], defaultLanguage: 'NE' } } }),
    );
    expect(bootBrandLanguages(page)).toEqual({ languages: ['EN', 'NE'], defaultLanguage: 'NE' });
  });

  it('has no languages without the block, with a damaged block or with settings of another shape', () => {
    expect(bootBrandLanguages(pageWith(null))).toBeNull();
    expect(bootBrandLanguages(pageWith('{"siteSettings":'))).toBeNull();
    expect(bootBrandLanguages(pageWith('{"siteSettings":{"brand":{"languages":"EN"}}}'))).toBeNull();
    expect(readBootData(pageWith('"text"'))).toBeNull();
    expect(readBootData(undefined)).toBeNull();
  });

  it("reads home's first banner when it has a url and a title", () => {
    expect(bootHomeBanner(pageWith('{"homeBanner":{"url":"/b.png","title":"Hi","x":1}}'))).toEqual({
      url: '/b.png',
      title: 'Hi',
    });
    expect(bootHomeBanner(pageWith('{"homeBanner":{"url":"/b.png"}}'))).toBeNull();
  });
});
