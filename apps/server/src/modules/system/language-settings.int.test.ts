import { languageCodes } from '@gaming/contracts/languages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  expectError,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';

/** Issue 21: staff choose the languages the site offers and its default, from the back office. */
let harness: AccountsHarness;
let contentToken: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  contentToken = (await signInNewStaff(harness.app, staffServiceOf(harness), 'content')).token;
});

beforeEach(async () => {
  await updateSetting(harness.settings, 'brand', (brand) => ({
    ...brand,
    languages: [...languageCodes],
    defaultLanguage: 'EN',
  }));
});

afterAll(async () => {
  await harness.close();
});

const put = (body: unknown, token = contentToken) =>
  call(harness.app, 'PUT', '/api/admin/languages', { token, body });

async function offered() {
  const response = await call(harness.app, 'GET', '/api/admin/languages', { token: contentToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { languages: string[]; defaultLanguage: string };
}

async function siteBrand() {
  const response = await call(harness.app, 'GET', '/api/system/site-settings');
  expect(response.statusCode, response.body).toBe(200);
  const { languages, defaultLanguage } = response.json().brand;
  return { languages, defaultLanguage };
}

function languageAudits() {
  return harness.database.db
    .selectFrom('audit_log')
    .select(['actor_name', 'before', 'after'])
    .where('action', '=', 'settings.languages')
    .orderBy('id')
    .execute();
}

describe('the languages the site offers', () => {
  it('starts with every language of the spec and EN as the default', async () => {
    await expect(offered()).resolves.toEqual({ languages: [...languageCodes], defaultLanguage: 'EN' });
  });

  it('narrows the site to the chosen languages, in the spec order, and audits before and after', async () => {
    const auditsBefore = (await languageAudits()).length;
    const response = await put({ languages: ['NE', 'EN', 'JA'], defaultLanguage: 'NE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ languages: ['EN', 'JA', 'NE'], defaultLanguage: 'NE' });
    await expect(siteBrand()).resolves.toEqual({ languages: ['EN', 'JA', 'NE'], defaultLanguage: 'NE' });
    await expect(offered()).resolves.toEqual({ languages: ['EN', 'JA', 'NE'], defaultLanguage: 'NE' });

    const audits = await languageAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      before: { languages: [...languageCodes], defaultLanguage: 'EN' },
      after: { languages: ['EN', 'JA', 'NE'], defaultLanguage: 'NE' },
    });
    expect(audits.at(-1)?.actor_name).toMatch(/^cont/);
  });

  it('refuses a default that is not offered, naming the field, and changes nothing', async () => {
    const error = expectError(
      await put({ languages: ['EN', 'JA'], defaultLanguage: 'NE' }),
      400,
      'validation_failed',
    );
    expect(error.issues).toEqual([
      { path: 'defaultLanguage', message: 'validation.defaultLanguageNotOffered' },
    ]);
    await expect(siteBrand()).resolves.toEqual({ languages: [...languageCodes], defaultLanguage: 'EN' });
  });

  it.each([
    ['an unknown code', { languages: ['EN', 'XX'], defaultLanguage: 'EN' }],
    ['a lower-case code', { languages: ['en'], defaultLanguage: 'en' }],
    ['no language', { languages: [], defaultLanguage: 'EN' }],
    ['a code twice', { languages: ['EN', 'EN'], defaultLanguage: 'EN' }],
    ['more codes than the spec has', { languages: [...languageCodes, 'EN'], defaultLanguage: 'EN' }],
    ['no default', { languages: ['EN'] }],
    ['a list that is not a list', { languages: 'EN,NE', defaultLanguage: 'EN' }],
  ])('refuses %s', async (_name, body) => {
    expectError(await put(body), 400, 'validation_failed');
    await expect(siteBrand()).resolves.toEqual({ languages: [...languageCodes], defaultLanguage: 'EN' });
  });

  it('is refused to staff without the permission and to no one signed in', async () => {
    const finance = await signInNewStaff(harness.app, staffServiceOf(harness), 'finance');
    expectError(await put({ languages: ['EN'], defaultLanguage: 'EN' }, finance.token), 403, 'forbidden');
    const guest = await call(harness.app, 'PUT', '/api/admin/languages', {
      body: { languages: ['EN'], defaultLanguage: 'EN' },
    });
    expect(guest.statusCode).toBe(401);
    await expect(siteBrand()).resolves.toEqual({ languages: [...languageCodes], defaultLanguage: 'EN' });
  });

  it('serialises concurrent changes: each audit entry starts where the one before it ended', async () => {
    const auditsBefore = (await languageAudits()).length;
    const choices = [
      { languages: ['EN', 'NE'], defaultLanguage: 'NE' },
      { languages: ['EN', 'JA', 'KO'], defaultLanguage: 'KO' },
      { languages: ['AR', 'FA', 'UR'], defaultLanguage: 'AR' },
      { languages: ['EN'], defaultLanguage: 'EN' },
      { languages: ['HI', 'NE', 'BN'], defaultLanguage: 'HI' },
      { languages: ['TH', 'LO', 'KM', 'MY'], defaultLanguage: 'TH' },
    ];
    const replies = await Promise.all(choices.map((choice) => put(choice)));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);

    const audits = (await languageAudits()).slice(auditsBefore);
    expect(audits).toHaveLength(choices.length);
    expect(audits[0]?.before).toEqual({ languages: [...languageCodes], defaultLanguage: 'EN' });
    for (let index = 1; index < audits.length; index += 1)
      expect(audits[index]?.before).toEqual(audits[index - 1]?.after);
    await expect(siteBrand()).resolves.toEqual(audits.at(-1)?.after);
  });
});
