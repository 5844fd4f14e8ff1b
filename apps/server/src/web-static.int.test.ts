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
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Gaming</title>');
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
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Gaming</title>');
  });
});
