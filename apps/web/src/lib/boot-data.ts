/**
 * The page's boot data block (apps/server/src/web-index.ts): app/boot-data.ts seeds the query cache
 * from it; this reads it, and the parts features use directly.
 */
export type BootData = { permission?: unknown; siteSettings?: unknown; homeBanner?: unknown };

/** The block as the server wrote it; null when there is none or it cannot be read. */
export function readBootData(doc: Document | undefined = globalThis.document): BootData | null {
  try {
    const data: unknown = JSON.parse(doc?.getElementById('boot-data')?.textContent || 'null');
    return typeof data === 'object' && data !== null ? (data as BootData) : null;
  } catch {
    // A damaged data block only costs the requests it would have saved.
    return null;
  }
}

export type BootBanner = { url: string; title: string };

let bootBanner: BootBanner | null | undefined;

/**
 * Home's first banner as the server painted it in the page's static frame (null elsewhere): the banner
 * carousel shows it until its own request (in the visitor's language) answers, so the picture on screen
 * does not give way to a placeholder and come back.
 */
export function bootHomeBanner(doc: Document = globalThis.document): BootBanner | null {
  const servedPage = doc === globalThis.document;
  if (bootBanner !== undefined && servedPage) return bootBanner;
  const banner = readBootData(doc)?.homeBanner as Partial<BootBanner> | null | undefined;
  const found =
    banner && typeof banner.url === 'string' && typeof banner.title === 'string'
      ? { url: banner.url, title: banner.title }
      : null;
  if (servedPage) bootBanner = found;
  return found;
}

/** The brand's languages (settings brand.languages and brand.defaultLanguage) as the page was served. */
export type BootBrandLanguages = { languages: string[]; defaultLanguage: string };

/** The brand's languages from the boot data's site settings; null without them or when malformed. */
export function bootBrandLanguages(doc?: Document): BootBrandLanguages | null {
  const settings = readBootData(doc)?.siteSettings as
    | { brand?: { languages?: unknown; defaultLanguage?: unknown } }
    | undefined;
  const languages = settings?.brand?.languages;
  const defaultLanguage = settings?.brand?.defaultLanguage;
  if (!Array.isArray(languages) || typeof defaultLanguage !== 'string') return null;
  return { languages: languages.filter((code): code is string => typeof code === 'string'), defaultLanguage };
}
