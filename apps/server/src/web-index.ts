import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the web app would otherwise ask for before it can paint anything: the system status (per
 * visitor: it depends on the visitor's IP) and the site settings. The app reads it from
 * <script id="boot-data" type="application/json"> and seeds its query cache with it.
 */
export type WebBootData = { permission: unknown; siteSettings: unknown };

/** The image the home page shows first (the first w_home banner), preloaded so it is not discovered last. */
export type WebIndexExtras = { bootData: WebBootData; preloadImageUrl: string | null };

/** JSON safe inside a <script> element: no "</script>", no "<!--", whatever the settings contain. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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

/** index.html with the boot data (and the LCP image's preload) put in before </head>. */
export function withBootData(html: string, extras: WebIndexExtras): string {
  const image = preloadableImage(extras.preloadImageUrl);
  const preload = image
    ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`
    : '';
  const data = `<script id="boot-data" type="application/json">${scriptSafeJson(extras.bootData)}</script>`;
  const insert = `${preload}${data}`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${insert}${html}` : `${html.slice(0, at)}${insert}${html.slice(at)}`;
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
