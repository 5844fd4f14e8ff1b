import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { SettingsService } from '../settings/settings-service.js';
import { SystemService } from './system-service.js';

let database: TestDatabase;
let app: FastifyInstance;
let settings: SettingsService;
let system: SystemService;

const nepalIp = '27.34.0.1';
const usIp = '8.8.8.8';

async function permissionFor(ip: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/system/permission',
    headers: { 'x-forwarded-for': ip },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  ({ app, settings } = await createTestApp(database.db, { countries: { [nepalIp]: 'NP', [usIp]: 'US' } }));
  system = new SystemService(settings, { countryOf: () => null });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

beforeEach(async () => {
  await settings.update(
    'access',
    () => ({
      maintenance: { enabled: false, message: null },
      blockedCountries: [],
      allowIps: [],
      denyIps: [],
    }),
    'test',
  );
});

describe('permission', () => {
  it('reports normal status with the visitor IP, its country and the info block', async () => {
    const body = await permissionFor(nepalIp);
    expect(body).toMatchObject({ status: 0, maintenance: false, regionRestriction: false });
    expect(body.location).toEqual({ ip: nepalIp, countryCode: 'NP' });
    expect(body.info.whitelabel.PTSYS3).toBe(true);
    expect(body.info.register.types).toEqual(['username', 'mobile']);
    expect(body.info.customerService.length).toBeGreaterThan(0);
    expect(Array.isArray(body.info.imageCDNs)).toBe(true);
  });

  it('shows maintenance (status 1) and it wins over a region restriction', async () => {
    await system.setMaintenance(true, 'Back soon', 'test');
    await system.setCountryBlocked('US', true, 'test');
    const body = await permissionFor(usIp);
    expect(body).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: true,
      maintenanceMessage: 'Back soon',
    });
  });

  it('restricts a blocked country (status 2) but not others', async () => {
    await system.setCountryBlocked('us', true, 'test');
    expect((await permissionFor(usIp)).status).toBe(2);
    expect((await permissionFor(nepalIp)).status).toBe(0);
  });

  it('lets an allow-listed IP pass the country check, but a deny-listed one never', async () => {
    await system.setCountryBlocked('US', true, 'test');
    await system.setIpListed('allowIps', '8.8.8.0/24', true, 'test');
    expect((await permissionFor(usIp)).status).toBe(0);
    await system.setIpListed('denyIps', '8.8.8.8', true, 'test');
    expect((await permissionFor(usIp)).status).toBe(2);
    await system.setIpListed('denyIps', '8.8.8.8/32', false, 'test');
    expect((await permissionFor(usIp)).status).toBe(0);
  });

  it('denies an IPv6 range', async () => {
    await system.setIpListed('denyIps', '2001:db8::/32', true, 'test');
    expect((await permissionFor('2001:db8::42')).status).toBe(2);
    expect((await permissionFor('2001:db9::1')).status).toBe(0);
  });

  it('rejects malformed country codes and CIDRs without changing anything', async () => {
    await expect(system.setCountryBlocked('USA', true, 'test')).rejects.toThrow(/country code/);
    await expect(system.setIpListed('denyIps', '300.1.1.1/8', true, 'test')).rejects.toThrow(/CIDR/);
    await expect(system.setIpListed('denyIps', '10.0.0.0/33', true, 'test')).rejects.toThrow(/CIDR/);
    expect(settings.get('access').denyIps).toEqual([]);
    expect(settings.get('access').blockedCountries).toEqual([]);
  });

  it('records every change with who made it, before and after', async () => {
    await system.setMaintenance(true, null, 'ops-cli:tester');
    const change = await database.db
      .selectFrom('settings_changes')
      .selectAll()
      .where('changed_by', '=', 'ops-cli:tester')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change.key).toBe('access');
    expect(change.new_value).toMatchObject({ maintenance: { enabled: true } });
    expect(change.old_value).toMatchObject({ maintenance: { enabled: false } });
    await expect(database.db.deleteFrom('settings_changes').execute()).rejects.toThrow(/append-only/);
  });
});

describe('offered languages (brand.languages)', () => {
  const siteLanguages = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/system/site-settings' });
    expect(response.statusCode).toBe(200);
    const { brand } = response.json() as { brand: { languages: string[]; defaultLanguage: string } };
    return { languages: brand.languages, defaultLanguage: brand.defaultLanguage };
  };

  it('offers every language of the spec by default and narrows to what the operator sets', async () => {
    expect((await siteLanguages()).languages).toHaveLength(30);
    await system.setLanguages(['NE', 'EN', 'JA'], 'NE', 'test');
    await expect(siteLanguages()).resolves.toEqual({ languages: ['EN', 'JA', 'NE'], defaultLanguage: 'NE' });
    await system.setLanguages(['EN', 'JA', 'NE'], undefined, 'test');
    expect((await siteLanguages()).defaultLanguage).toBe('NE');
  });

  it('refuses unknown codes, an empty list and a default that is not offered', async () => {
    const before = await siteLanguages();
    await expect(system.setLanguages(['EN', 'XX'], 'EN', 'test')).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(system.setLanguages([], 'EN', 'test')).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(system.setLanguages(['EN', 'JA'], 'NE', 'test')).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(siteLanguages()).resolves.toEqual(before);
  });
});

describe('access guard', () => {
  it('refuses ordinary API calls during maintenance, keeps system calls open', async () => {
    await system.setMaintenance(true, null, 'test');
    const vendors = await app.inject({ method: 'GET', url: '/api/games/vendors' });
    expect(vendors.statusCode).toBe(503);
    expect(vendors.json().error.code).toBe('system_maintenance');
    const help = await app.inject({ method: 'GET', url: '/api/system/help?lang=EN' });
    expect(help.statusCode).toBe(200);
  });

  it("lets vendors' signed wallet callbacks through during maintenance and from a restricted region", async () => {
    await system.setMaintenance(true, null, 'test');
    await system.setCountryBlocked('NP', true, 'test');
    const callback = await app.inject({
      method: 'POST',
      url: '/api/vendors/PG/wallet/win',
      headers: { 'x-forwarded-for': nepalIp, 'content-type': 'application/json' },
      payload: '{}',
    });
    // It reaches the callback's own checks (no vendor adapter or no signature here), not the guard.
    expect(callback.json().error.code).not.toBe('system_maintenance');
    expect(callback.json().error.code).not.toBe('access_restricted');
    const launch = await app.inject({ method: 'POST', url: '/api/games/launch', payload: {} });
    expect(launch.json().error.code).toBe('system_maintenance');
  });

  it('refuses ordinary API calls from a restricted region', async () => {
    await system.setCountryBlocked('NP', true, 'test');
    const response = await app.inject({
      method: 'GET',
      url: '/api/games/vendors',
      headers: { 'x-forwarded-for': nepalIp },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('access_restricted');
  });

  it('does not believe X-Forwarded-For unless proxies are trusted', async () => {
    const { app: untrusting, settings: otherSettings } = await createTestApp(database.db, {
      countries: { [usIp]: 'US' },
      trustProxy: false,
    });
    await system.setCountryBlocked('US', true, 'test');
    await otherSettings.refresh();
    const response = await untrusting.inject({
      method: 'GET',
      url: '/api/system/permission',
      headers: { 'x-forwarded-for': usIp },
    });
    expect(response.json().location.ip).toBe('127.0.0.1');
    expect(response.json().status).toBe(0);
    await untrusting.close();
  });
});

describe('settings changes reach other processes', () => {
  it('applies a change made elsewhere within the refresh interval', async () => {
    const { createSettingsService } = await import('../../testing/test-app.js');
    const otherProcess = await createSettingsService(database.db, 200);
    await otherProcess.start();
    try {
      await system.setMaintenance(true, null, 'test');
      await expect.poll(() => otherProcess.get('access').maintenance.enabled, { timeout: 5_000 }).toBe(true);
    } finally {
      otherProcess.stop();
    }
  });

  it('keeps both of two concurrent list changes', async () => {
    await Promise.all([
      system.setIpListed('denyIps', '10.0.0.1', true, 'a'),
      system.setIpListed('denyIps', '10.0.0.2', true, 'b'),
      system.setCountryBlocked('FR', true, 'c'),
    ]);
    await settings.refresh();
    expect([...settings.get('access').denyIps].sort()).toEqual(['10.0.0.1/32', '10.0.0.2/32']);
    expect(settings.get('access').blockedCountries).toEqual(['FR']);
  });
});
