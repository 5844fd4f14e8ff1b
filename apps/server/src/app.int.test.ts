import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './db/database.js';
import { seedDemoBrand } from './db/seed/demo-brand.js';
import { createTestApp } from './testing/test-app.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  ({ app } = await createTestApp(database.db, { bodyLimitBytes: 2048 }));
  app.post('/api/test/echo', { schema: { hide: true }, config: { access: 'public' } }, async (request) => ({
    received: request.body,
  }));
  app.get('/api/test/crash', { schema: { hide: true }, config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('API skeleton', () => {
  it('answers unknown API paths with 404 in the error shape and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.error.code).toBe('not_found');
    expect(body.error.requestId).toBe(response.headers['x-request-id']);
  });

  it('echoes a well-formed caller request id and replaces a hostile one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abcdef12-trace' },
    });
    expect(kept.headers['x-request-id']).toBe('abcdef12-trace');
    const replaced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>x</script>' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('never leaks internals on a server error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal_error');
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('limits body size and rejects malformed JSON in the error shape', async () => {
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('bad_request');
  });

  it('validates query strings with field issues', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/banners?group=w_nowhere' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.issues[0].path).toContain('group');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('reports liveness, and readiness from the database', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
  });

  it('reports not ready when the database is unreachable', async () => {
    const unreachable = connectDatabase('postgres://postgres:x@127.0.0.1:1/none', 1);
    const { buildApp } = await import('./app.js');
    const { createSettingsService } = await import('./testing/test-app.js');
    const orphan = await buildApp({
      db: unreachable.db,
      settings: await createSettingsService(database.db),
      geo: { countryOf: () => null },
      trustProxy: false,
      bodyLimitBytes: 1024,
      logger: false,
      webDistDir: undefined,
      secretKey: Buffer.alloc(32, 7),
    });
    const response = await orphan.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    await orphan.close();
    await unreachable.close();
  });
});

describe('OpenAPI', () => {
  it('documents every operation of the route table with its operationId, as OpenAPI 3.1', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operationIds = new Set<string>();
    for (const methods of Object.values(document.paths) as Array<Record<string, { operationId?: string }>>) {
      for (const operation of Object.values(methods)) {
        expect(operation.operationId, JSON.stringify(operation).slice(0, 80)).toBeTruthy();
        operationIds.add(operation.operationId as string);
      }
    }
    for (const [operationId, route] of Object.entries(apiRoutes)) {
      expect(operationIds.has(operationId), operationId).toBe(true);
      // The route table writes path parameters as :id, OpenAPI as {id}.
      const pathItem = document.paths[route.path.replace(/:(\w+)/g, '{$1}')];
      expect(pathItem?.[route.method.toLowerCase()]?.operationId).toBe(operationId);
    }
  });

  it('serves a docs page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html');
  });
});

describe('catalogue and content', () => {
  it('lists vendor lanes with IMES moved to e-sports and DS88 to cockfight', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/games/vendors' })).json();
    const lane = (category: string) =>
      body.lanes.find((entry: { gameCategory: string }) => entry.gameCategory === category);
    expect(lane('SPORTS').vendors.map((vendor: { vassalage: string }) => vendor.vassalage)).toEqual(['SBO']);
    expect(lane('ESPORTS').vendors[0]).toMatchObject({ vassalage: 'IMES', gameType: 'ESPORTS' });
    expect(lane('COCKFIGHT').vendors[0]).toMatchObject({ vassalage: 'DS88', gameType: 'COCKFIGHT' });
    // The in-house lottery (issue 19) is the e-lottery lane's vendor (its Vietnam games).
    expect(lane('ELOTT').vendors.map((vendor: { vassalage: string }) => vendor.vassalage)).toEqual([
      'HLOTTO',
    ]);
  });

  it('hides disabled vendors and flags vendors under maintenance', async () => {
    await database.db.updateTable('vendors').set({ status: 'disabled' }).where('code', '=', 'EG2').execute();
    await database.db
      .updateTable('vendors')
      .set({ status: 'maintenance' })
      .where('code', '=', 'PG')
      .execute();
    // The lanes are cached briefly; a fresh app reads the change at once.
    const { app: fresh } = await createTestApp(database.db);
    const body = (await fresh.inject({ method: 'GET', url: '/api/games/vendors' })).json();
    const slots = body.lanes.find((entry: { gameCategory: string }) => entry.gameCategory === 'RNG').vendors;
    expect(slots.some((vendor: { vassalage: string }) => vendor.vassalage === 'EG2')).toBe(false);
    expect(slots.find((vendor: { vassalage: string }) => vendor.vassalage === 'PG').maintenance).toBe(true);
    await fresh.close();
  });

  it('serves banners with the title in the requested language, falling back to EN', async () => {
    const nepali = (
      await app.inject({ method: 'GET', url: '/api/content/banners?group=w_home&language=NE' })
    ).json();
    expect(nepali.banners[0].title).toBe('स्वागत छ');
    const french = (
      await app.inject({ method: 'GET', url: '/api/content/banners?group=w_home&language=FR' })
    ).json();
    expect(french.banners[0].title).toBe('Bienvenue');
    // A banner written in EN alone reads EN in any other language.
    await database.db
      .insertInto('banners')
      .values({
        group_name: 'w_register',
        image_url: '/static/banners/welcome.svg',
        titles: JSON.stringify({ EN: 'Join us' }),
      })
      .execute();
    const japanese = (
      await app.inject({ method: 'GET', url: '/api/content/banners?group=w_register&language=JA' })
    ).json();
    expect(japanese.banners.map((banner: { title: string }) => banner.title)).toEqual(['Join us']);
    const none = (await app.inject({ method: 'GET', url: '/api/content/banners?group=w_forget' })).json();
    expect(none.banners).toEqual([]);
  });

  it('hides banners outside their time window', async () => {
    await database.db
      .insertInto('banners')
      .values({
        group_name: 'w_login',
        image_url: '/static/banners/welcome.svg',
        ends_at: new Date(Date.now() - 1000),
      })
      .execute();
    const body = (await app.inject({ method: 'GET', url: '/api/content/banners?group=w_login' })).json();
    expect(body.banners).toEqual([]);
  });

  it('serves help in NE, falls back to EN, and strips anything that could run', async () => {
    const nepali = (await app.inject({ method: 'GET', url: '/api/system/help?lang=NE' })).json();
    expect(nepali.language).toBe('NE');
    expect(nepali.sections.map((section: { key: string }) => section.key)).toContain('terms');
    const french = (await app.inject({ method: 'GET', url: '/api/system/help?lang=FR' })).json();
    expect(french.language).toBe('FR');
    // A language whose help the operator removed reads the EN help.
    await database.db.deleteFrom('help_sections').where('language', '=', 'FR').execute();
    const withoutFrench = (await app.inject({ method: 'GET', url: '/api/system/help?lang=FR' })).json();
    expect(withoutFrench.language).toBe('EN');
    await database.db
      .updateTable('help_sections')
      .set({
        content_html: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">x</a></p>',
      })
      .where('language', '=', 'EN')
      .where('key', '=', 'about')
      .execute();
    const english = (await app.inject({ method: 'GET', url: '/api/system/help?lang=EN' })).json();
    const about = english.sections.find((section: { key: string }) => section.key === 'about').contentHtml;
    expect(about).not.toMatch(/script|onclick|javascript:/);
    expect(about).toContain('Hi');
  });

  it('serves the registration settings and validation rules', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/api/members/register-settings' })).json();
    expect(settings.minimumAgeYears).toBe(18);
    const validation = (
      await app.inject({ method: 'GET', url: '/api/members/registration-validation' })
    ).json();
    expect(validation.fields.username).toMatchObject({
      required: true,
      patternId: 'letterFirstAlphanumeric',
    });
    expect(validation.fields.username.acceptedPattern).toBe('^[A-Za-z][A-Za-z0-9]*$');
  });
});

describe('rate limit', () => {
  it('limits API calls per client and answers in the error shape with retry-after', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.99' };
    let last = await app.inject({ method: 'GET', url: '/api/system/site-settings', headers });
    for (let attempt = 0; attempt < 600 && last.statusCode === 200; attempt += 1) {
      last = await app.inject({ method: 'GET', url: '/api/system/site-settings', headers });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('too_many_requests');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error.retryAfterSeconds).toBe(Number(last.headers['retry-after']));
    // Another client is unaffected.
    const other = await app.inject({
      method: 'GET',
      url: '/api/system/site-settings',
      headers: { 'x-forwarded-for': '192.0.2.100' },
    });
    expect(other.statusCode).toBe(200);
  });
});
