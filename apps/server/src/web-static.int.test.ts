import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createSettingsService } from './testing/test-app.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

// The built web app as scripts/build.mjs leaves it: hashed assets with .br and .gz copies beside them.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
let database: TestDatabase;
let app: FastifyInstance;
let webDistDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'web-static-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Gaming</title></head><body><div id="root"></div></body></html>',
  );
  await database.db
    .insertInto('banners')
    .values([
      {
        group_name: 'w_home',
        image_url: 'https://cdn.example.com/banners/first.png',
        titles: JSON.stringify({ EN: 'First' }),
        sort_order: 0,
      },
      {
        group_name: 'w_home',
        image_url: 'https://cdn.example.com/banners/second.png',
        titles: JSON.stringify({ EN: 'Second' }),
        sort_order: 10,
      },
    ])
    .execute();
  await writeFile(path.join(webDistDir, 'assets/app-abc123.js'), script);
  await writeFile(path.join(webDistDir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDistDir, 'assets/app-abc123.js.gz'), gzipSync(script));
  app = await buildApp({
    db: database.db,
    settings: await createSettingsService(database.db),
    geo: { countryOf: () => null },
    trustProxy: false,
    bodyLimitBytes: 1024,
    logger: false,
    webDistDir,
    secretKey: Buffer.alloc(32, 7),
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for good', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a client route with index.html that is never cached stale', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/fish',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    // It carries this visitor's system status: never kept by a shared cache.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Gaming</title>');
    // Only home preloads home's banner and has the static frame.
    expect(response.body).not.toContain('rel="preload"');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("puts the visitor status and site settings in the page, and preloads home's first banner", async () => {
    const response = await app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="https://cdn.example.com/banners/first.png" fetchpriority="high" />',
    );
    expect(head).not.toContain('second.png');
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(head)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json as string);
    expect(data.permission).toMatchObject({ status: 0, location: { ip: '203.0.113.7' } });
    expect(data.siteSettings.brand).toBeDefined();
    expect(data.homeBanner).toEqual({ url: 'https://cdn.example.com/banners/first.png', title: 'First' });
    // The home page's frame is painted from the HTML: the brand and the first banner, before any script.
    const root = response.body.slice(response.body.indexOf('<div id="root">'));
    expect(root).toContain('data-app-shell="home"');
    expect(root).toContain('<img src="https://cdn.example.com/banners/first.png" alt="First"');
    expect(root).toContain(`>${data.siteSettings.brand.name}</span>`);
    // Each visitor gets their own status, not the previous visitor's.
    const other = await app.inject({ method: 'GET', url: '/login', remoteAddress: '198.51.100.9' });
    expect(other.body).toContain('"ip":"198.51.100.9"');
    expect(other.body).not.toContain('203.0.113.7');
  });
});
