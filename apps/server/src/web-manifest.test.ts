import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './platform/paths.js';
import { registerWebManifest, webManifest } from './web-manifest.js';

describe('web app manifest', () => {
  it('is named after the brand and lists icons the web app has', () => {
    const manifest = webManifest('Kathmandu Royal Games');
    expect(manifest.name).toBe('Kathmandu Royal Games');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      expect(existsSync(path.join(repositoryRoot, 'apps/web/public', icon.src))).toBe(true);
    }
  });

  it('is served as application/manifest+json with the current brand name', async () => {
    let brand = 'First';
    const app = Fastify();
    registerWebManifest(app, () => brand);
    const first = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(first.headers['content-type']).toContain('application/manifest+json');
    expect(first.json().name).toBe('First');
    brand = 'Renamed';
    expect((await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json().name).toBe('Renamed');
    await app.close();
  });
});
