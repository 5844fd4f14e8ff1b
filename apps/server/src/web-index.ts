import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Home's first banner (the first w_home banner): its largest paint. */
export type HomeBanner = { url: string; title: string };

/**
 * What the web app would otherwise ask for before it can paint anything: the system status (per
 * visitor: it depends on the visitor's IP) and the site settings; on the home page also its first
 * banner, which the app shows until its own banner request answers. The app reads it from
 * <script id="boot-data" type="application/json"> and seeds its query cache with it.
 */
export type WebBootData = { permission: unknown; siteSettings: unknown; homeBanner?: HomeBanner | null };

/**
 * homeBanner: the home page's first banner, preloaded so it is not discovered last. shell: the home
 * page's frame (header with the brand, the first banner) is put in #root as plain HTML, so the first
 * paint does not wait for the app's JavaScript; the app renders the same frame over it. Only for the
 * home page of a site that is open (not under maintenance, not blocked), where the app shows that frame.
 */
export type WebIndexExtras = {
  bootData: WebBootData;
  homeBanner: HomeBanner | null;
  shell?: { brandName: string } | null;
};

/** JSON safe inside a <script> element: no "</script>", no "<!--", whatever the settings contain. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Safe in a double-quoted attribute and in text. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Only http(s) and same-site paths are worth preloading (and safe to put in the page). */
function preloadableImage(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The home page's frame as plain HTML, with the class names of the app's own components (MainLayout,
 * Header, BrandLogo, SideMenu, BannerCarousel: apps/web/src) so that it takes the same place: the
 * header with the brand, the side column on wide windows and the first banner in the carousel's frame.
 * The app's first render replaces it with the same frame, live. Where the app shows buttons that need
 * its script (menu, theme, login) the shell has quiet placeholders of the same size. The web app's CSS
 * reads this file for class names (apps/web/src/styles/app.css @source).
 */
export function homeShell(brandName: string, banner: { url: string; title: string } | null): string {
  const name = escapeHtml(brandName);
  const initial = escapeHtml(brandName.charAt(0).toUpperCase());
  const placeholder = 'animate-skeleton rounded-md bg-skeleton';
  const bannerHtml = banner
    ? '<div class="aspect-[16/7] sm:aspect-[16/5] w-full overflow-hidden rounded-xl">' +
      `<img src="${escapeHtml(banner.url)}" alt="${escapeHtml(banner.title)}" width="1600" height="700" ` +
      'fetchpriority="high" class="size-full object-cover" /></div>'
    : '';
  return (
    '<div data-app-shell="home" class="flex min-h-dvh flex-col">' +
    '<header class="sticky top-0 z-30 border-b border-border bg-bg-elevated shadow-panel lg:shadow-none">' +
    '<div class="flex flex-wrap items-center gap-x-2 lg:gap-x-4">' +
    '<div class="flex h-14 min-w-0 flex-1 basis-0 items-center gap-2 ps-2 sm:ps-4">' +
    '<span aria-hidden="true" class="size-10 shrink-0 lg:hidden"></span>' +
    '<a href="/" class="flex min-w-0 items-center gap-2 rounded-md">' +
    '<span aria-hidden="true" class="grid size-8 shrink-0 place-items-center rounded-lg bg-accent text-base font-black text-accent-contrast">' +
    `${initial}</span><span class="truncate text-base font-extrabold tracking-tight sm:text-lg">${name}</span></a>` +
    '</div>' +
    '<div class="ms-auto flex h-14 items-center gap-1 pe-2 sm:gap-2 sm:pe-4 lg:order-last lg:ms-0">' +
    `<span aria-hidden="true" class="${placeholder} h-9 w-36 sm:w-48"></span></div>` +
    '</div>' +
    '<div class="hidden border-t border-border px-4 lg:block"><div class="h-10"></div></div>' +
    '</header>' +
    '<div class="flex flex-1">' +
    '<div class="hidden shrink-0 border-e border-border bg-bg-elevated lg:block w-side-menu [html[data-side-menu=collapsed]_&]:w-side-menu-collapsed"></div>' +
    '<div class="flex min-w-0 flex-1 flex-col">' +
    '<main class="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 sm:px-4 lg:px-6 lg:py-6">' +
    `<div class="flex flex-col gap-6">${bannerHtml}</div>` +
    '</main></div></div></div>'
  );
}

/**
 * index.html with the boot data (and the LCP image's preload) put in before boot.js (else before
 * </head>), and on the home page the static frame in #root.
 */
export function withBootData(html: string, extras: WebIndexExtras): string {
  const imageUrl = preloadableImage(extras.homeBanner?.url ?? null);
  const banner = imageUrl && extras.homeBanner ? { url: imageUrl, title: extras.homeBanner.title } : null;
  const preload = banner
    ? `<link rel="preload" as="image" href="${escapeHtml(banner.url)}" fetchpriority="high" />`
    : '';
  const bootData = banner ? { ...extras.bootData, homeBanner: banner } : extras.bootData;
  const data = `<script id="boot-data" type="application/json">${scriptSafeJson(bootData)}</script>`;
  const insert = `${preload}${data}`;
  // Before boot.js, which reads the brand's languages from it to set <html lang> before the first paint.
  const bootScript = html.indexOf('<script src="/boot.js">');
  const at = bootScript === -1 ? html.indexOf('</head>') : bootScript;
  let page = at === -1 ? `${insert}${html}` : `${html.slice(0, at)}${insert}${html.slice(at)}`;
  const emptyRoot = '<div id="root"></div>';
  if (extras.shell && page.includes(emptyRoot)) {
    page = page.replace(
      emptyRoot,
      () => `<div id="root">${homeShell(extras.shell?.brandName ?? '', banner)}</div>`,
    );
  }
  return page;
}

/** Reads index.html once, and again only when the build replaced it. */
export function cachedIndexHtml(distDir: string): () => Promise<string> {
  const file = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/** Keeps a value for a short while so that every page view does not cost a database query. */
export function shortLived<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at > ttlMs) {
      const value = load();
      kept = { at: now, value };
      // A failed load is not kept: the next page view tries again.
      value.catch(() => {
        if (kept?.value === value) kept = null;
      });
    }
    return kept.value;
  };
}
