/**
 * The lite app's service worker rules (spec §1 lite app, issue 18): the worker keeps the app shell only —
 * index.html, boot.js, the icons and the build's hashed scripts, styles and fonts — and never anything
 * the API answers. Pure functions, shared by the worker (pwa-service-worker.ts) and the build (vite.config.ts).
 */

/** What the worker does with a request. */
export type RequestStrategy =
  /** A page load: the network first, the cached index.html when the network fails (offline). */
  | 'navigation'
  /** A hashed build file: never changes, so the cache first (and kept once fetched). */
  | 'asset'
  /** A shell file without a hash (boot.js, manifest, icons): the network first, the cache when offline. */
  | 'shell-file'
  /** Everything else, the API above all: straight to the network, never cached. */
  | 'network';

/** Paths whose answers are never cached: the API (balances, sessions …), health, the back office, test tools. */
const neverCachedPrefixes = ['/api', '/healthz', '/readyz', '/metrics', '/admin', '/gateway-sim', '/docs'];
/** The shell's own files that carry no hash, installed with the worker. */
export const shellFiles = [
  '/index.html',
  '/boot.js',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
] as const;
/** The server writes the manifest with the brand's name: kept when fetched, not installed. */
const shellFileSet: ReadonlySet<string> = new Set([...shellFiles, '/manifest.webmanifest']);

export function isNeverCachedPath(pathname: string): boolean {
  return neverCachedPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
  );
}

export function requestStrategy(
  request: { method: string; url: string; mode?: string },
  origin: string,
): RequestStrategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'network';
  if (isNeverCachedPath(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith('/assets/') && url.search === '') return 'asset';
  if (shellFileSet.has(url.pathname) && url.search === '') return 'shell-file';
  return 'network';
}

/** Whether a reply may go into the cache: a complete, same-origin 200 that did not ask not to be stored. */
export function isCacheableResponse(response: {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store/i.test(cacheControl);
}

/** The hashed files index.html loads: its scripts, module preloads and styles. */
function filesOfIndexHtml(indexHtml: string): Set<string> {
  const referenced = new Set<string>();
  for (const match of indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"?#]+)"/g))
    if (match[1]) referenced.add(match[1]);
  return referenced;
}

/**
 * The build files installed with the worker: the shell only, i.e. the scripts and styles index.html loads,
 * the home page's lazy chunk with what it imports (`homeFiles`, so the lite app opens home offline even
 * when the browser's own cache has dropped it), and the fonts of the supported languages' scripts (Latin for EN, Devanagari for NE) in woff2. Every other
 * chunk (a screen's lazy code, other fonts) is kept when first used: installing all of them fetched the
 * whole app (2.4 MB) on a phone's first visit.
 */
export function precachedAssets(
  fileNames: readonly string[],
  indexHtml: string,
  homeFiles: readonly string[] = [],
): string[] {
  const shell = new Set([...filesOfIndexHtml(indexHtml), ...homeFiles]);
  return fileNames
    .filter((name) => name.startsWith('assets/'))
    .filter(
      (name) =>
        ((name.endsWith('.js') || name.endsWith('.css')) && shell.has(name)) ||
        (name.endsWith('.woff2') &&
          /^assets\/(inter-latin|noto-sans-devanagari-devanagari)-\d{3}-/.test(name)),
    )
    .map((name) => `/${name}`)
    .sort();
}

export const cachePrefix = 'lite-shell-';

export function cacheNameOf(version: string): string {
  return `${cachePrefix}${version}`;
}

/** Caches an earlier worker left behind: removed when a new worker takes over. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(cachePrefix) && name !== current);
}
