import type { FastifyInstance } from 'fastify';

/**
 * The lite app's web app manifest (spec §1 lite app, issue 18): the site installed from the browser, named
 * after the brand of the settings (staff may rename it, so it is written per request, not at build time).
 * The icons are apps/web/public/icons (drawn by apps/web/scripts/make-pwa-icons.mjs).
 */
export const webManifestPath = '/manifest.webmanifest';

const iconSizes = [48, 72, 96, 144, 192, 512] as const;
const maskableIconSizes = [192, 512] as const;

export function webManifest(brandName: string) {
  return {
    name: brandName,
    short_name: brandName.length > 12 ? brandName.slice(0, 12).trim() : brandName,
    description: 'Online games, live casino, slots, sports and lottery.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b0f17',
    theme_color: '#0f1520',
    icons: [
      ...iconSizes.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      ...maskableIconSizes.map((size) => ({
        src: `/icons/icon-maskable-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      })),
    ],
  };
}

/**
 * GET /manifest.webmanifest as application/manifest+json, revalidated so a new brand name shows. A file of the
 * web app, not an API operation: hidden from the OpenAPI document like the web app's other files.
 */
export function registerWebManifest(app: FastifyInstance, brandName: () => string): void {
  app.get(webManifestPath, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(brandName()))),
  );
}
