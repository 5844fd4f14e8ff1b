/**
 * The page's boot data block (apps/server/src/web-index.ts): app/boot-data.ts seeds the query cache
 * from it; this reads the part features use directly.
 */
function readHomeBanner(doc: Document): unknown {
  try {
    const data = JSON.parse(doc.getElementById('boot-data')?.textContent || 'null');
    return data?.homeBanner ?? null;
  } catch {
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
export function bootHomeBanner(doc: Document = document): BootBanner | null {
  if (bootBanner !== undefined && doc === document) return bootBanner;
  const banner = readHomeBanner(doc) as Partial<BootBanner> | null;
  const found =
    banner && typeof banner.url === 'string' && typeof banner.title === 'string'
      ? { url: banner.url, title: banner.title }
      : null;
  if (doc === document) bootBanner = found;
  return found;
}
