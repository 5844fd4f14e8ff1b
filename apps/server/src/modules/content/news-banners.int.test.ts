import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  expectError,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { multipart, pngBytes } from '../withdrawals/withdrawals-kit.js';

let harness: AccountsHarness;
let content: string;
let finance: string;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function uploadImage(token = content): Promise<{ id: string; url: string }> {
  const form = multipart({}, [{ filename: 'cover.png', contentType: 'image/png', bytes: pngBytes }]);
  return ok(
    await call(harness.app, 'POST', '/api/admin/content-images', {
      token,
      body: form.body,
      headers: { 'content-type': form.contentType },
    }),
  );
}

async function createNews(body: Record<string, unknown>) {
  return ok(
    await call(harness.app, 'POST', '/api/admin/news', {
      token: content,
      body: { language: 'EN', title: 'Title', bodyHtml: '<p>Body</p>', ...body },
    }),
  );
}

/** Runs `read` with brand.defaultLanguage set to `language`, then puts EN back. */
async function withBrandDefault(language: 'EN' | 'KO', read: () => Promise<void>): Promise<void> {
  await updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage: language }));
  try {
    await read();
  } finally {
    await updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage: 'EN' }));
  }
}

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();

beforeAll(async () => {
  harness = await startAccountsHarness();
  const staff = staffServiceOf(harness);
  content = (await signInNewStaff(harness.app, staff, 'content')).token;
  finance = (await signInNewStaff(harness.app, staff, 'finance')).token;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('news', () => {
  it('sanitises the body on write and read: no scripts, handlers, styles or javascript: links', async () => {
    const article = await createNews({
      language: 'NE',
      title: 'Sanitised',
      bodyHtml:
        '<h2>Hi</h2><script>alert(1)</script><p onclick="steal()" style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });
    for (const forbidden of ['<script', 'onclick', 'style=', 'javascript:', 'onerror', '<iframe'])
      expect(article.bodyHtml).not.toContain(forbidden);
    expect(article.bodyHtml).toContain('<h2>Hi</h2>');
    expect(article.bodyHtml).toContain('rel="noopener noreferrer"');
    // A draft is not public.
    expectError(await call(harness.app, 'GET', `/api/news/${article.id}`), 404, 'not_found');
    ok(await call(harness.app, 'POST', `/api/admin/news/${article.id}/publish`, { token: content }));
    const detail = ok(await call(harness.app, 'GET', `/api/news/${article.id}`));
    expect(detail.bodyHtml).not.toContain('<script');
    expect(detail.language).toBe('NE');
  });

  it('lists published articles of a language newest first, pages by at most 20, falls back to EN', async () => {
    const image = await uploadImage();
    const older = await createNews({
      language: 'EN',
      title: 'Older',
      publishedAt: minutes(-60),
      coverImageId: image.id,
    });
    const newer = await createNews({ language: 'EN', title: 'Newer', summary: 'Short' });
    const future = await createNews({ language: 'EN', title: 'Future', publishedAt: minutes(60) });
    for (const article of [older, newer, future])
      ok(await call(harness.app, 'POST', `/api/admin/news/${article.id}/publish`, { token: content }));
    const list = ok(await call(harness.app, 'GET', '/api/news?language=en&pageSize=20'));
    const titles = list.items.map((item: { title: string }) => item.title);
    expect(titles.indexOf('Newer')).toBeLessThan(titles.indexOf('Older'));
    expect(titles).not.toContain('Future');
    expect(list.items.find((item: { title: string }) => item.title === 'Older').coverUrl).toBe(image.url);
    // The cover image is public.
    const cover = await call(harness.app, 'GET', image.url);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    // A language without news gets EN.
    expect(ok(await call(harness.app, 'GET', '/api/news?language=JA')).language).toBe('EN');
    expectError(await call(harness.app, 'GET', '/api/news?pageSize=21'), 400, 'validation_failed');
    // Unpublished: gone from the list and the detail.
    ok(await call(harness.app, 'POST', `/api/admin/news/${newer.id}/unpublish`, { token: content }));
    const after = ok(await call(harness.app, 'GET', '/api/news?language=EN'));
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(newer.id);
    expectError(await call(harness.app, 'GET', `/api/news/${newer.id}`), 404, 'not_found');
  });

  it('edits, deletes and audits; refuses unknown covers, hostile input and other roles', async () => {
    const article = await createNews({ title: 'Edit me' });
    const edited = ok(
      await call(harness.app, 'PATCH', `/api/admin/news/${article.id}`, {
        token: content,
        body: { title: 'Edited', summary: 'A summary' },
      }),
    );
    expect(edited).toMatchObject({ title: 'Edited', summary: 'A summary', status: 'draft' });
    expectError(
      await call(harness.app, 'PATCH', `/api/admin/news/${article.id}`, {
        token: content,
        body: { coverImageId: '00000000-0000-4000-8000-000000000000' },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/news', {
        token: content,
        body: { language: 'EN', title: 'x'.repeat(201), bodyHtml: '' },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/news', {
        token: content,
        body: { language: 'XX', title: 'Title', bodyHtml: 'x'.repeat(50_001) },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/news', { token: content, body: { title: ['a'] } }),
      400,
      'validation_failed',
    );
    expectError(await call(harness.app, 'GET', '/api/admin/news', { token: finance }), 403, 'forbidden');
    ok(await call(harness.app, 'DELETE', `/api/admin/news/${article.id}`, { token: content }));
    expectError(
      await call(harness.app, 'GET', `/api/admin/news/${article.id}`, { token: content }),
      404,
      'not_found',
    );
    const actions = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', article.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['news.create', 'news.update', 'news.delete']);
  });

  it("reads the brand's default language before EN when the visitor's has no news", async () => {
    const korean = await createNews({ language: 'KO', title: '한국어 소식', publishedAt: minutes(-1) });
    ok(await call(harness.app, 'POST', `/api/admin/news/${korean.id}/publish`, { token: content }));
    expect(ok(await call(harness.app, 'GET', '/api/news?language=JA')).language).toBe('EN');
    await withBrandDefault('KO', async () => {
      const japanese = ok(await call(harness.app, 'GET', '/api/news?language=JA'));
      expect(japanese.language).toBe('KO');
      expect(japanese.items.map((item: { id: string }) => item.id)).toEqual([korean.id]);
      expect(ok(await call(harness.app, 'GET', '/api/news?language=EN')).language).toBe('EN');
    });
  });

  it('refuses a non-image upload', async () => {
    const form = multipart({}, [
      { filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('<svg/>') },
    ]);
    expectError(
      await call(harness.app, 'POST', '/api/admin/content-images', {
        token: content,
        body: form.body,
        headers: { 'content-type': form.contentType },
      }),
      415,
      'image_type_not_allowed',
    );
  });
});

describe('banners', () => {
  async function publicBanners(group: string) {
    return ok(await call(harness.app, 'GET', `/api/content/banners?group=${group}&language=NE`))
      .banners as Array<{
      id: string;
      title: string;
      linkageType: string | null;
      linkageTarget: string | null;
    }>;
  }

  async function createBanner(body: Record<string, unknown>) {
    return call(harness.app, 'POST', '/api/admin/banners', {
      token: content,
      body: { groupName: 'w_login', imageId: (await uploadImage()).id, ...body },
    });
  }

  it('the public read honours enabled and the schedule', async () => {
    const now = ok(await createBanner({ titles: { EN: 'Now', NE: 'अहिले' } }));
    const later = ok(await createBanner({ startsAt: minutes(30) }));
    const ended = ok(await createBanner({ startsAt: minutes(-60), endsAt: minutes(-1) }));
    const disabled = ok(await createBanner({ enabled: false }));
    expect([now.live, later.live, ended.live, disabled.live]).toEqual([true, false, false, false]);
    const shown = await publicBanners('w_login');
    const ids = shown.map((banner) => banner.id);
    expect(ids).toContain(now.id);
    for (const hidden of [later, ended, disabled]) expect(ids).not.toContain(hidden.id);
    expect(shown.find((banner) => banner.id === now.id)?.title).toBe('अहिले');
    // Moving the start into the past shows it.
    ok(
      await call(harness.app, 'PATCH', `/api/admin/banners/${later.id}`, {
        token: content,
        body: { startsAt: minutes(-1) },
      }),
    );
    expect((await publicBanners('w_login')).map((banner) => banner.id)).toContain(later.id);
  });

  it("titles a banner in the brand's default language before EN", async () => {
    const banner = ok(await createBanner({ groupName: 'w_register', titles: { EN: 'Welcome', KO: '환영' } }));
    const titleIn = async (language: string) =>
      (
        ok(await call(harness.app, 'GET', `/api/content/banners?group=w_register&language=${language}`))
          .banners as Array<{ id: string; title: string }>
      ).find((shown) => shown.id === banner.id)?.title;
    expect(await titleIn('JA')).toBe('Welcome');
    await withBrandDefault('KO', async () => {
      expect(await titleIn('JA')).toBe('환영');
      expect(await titleIn('EN')).toBe('Welcome');
    });
  });

  it('validates links: routes start with /, external links are https', async () => {
    ok(await createBanner({ groupName: 'w_register', linkageType: 'route', linkageTarget: '/promotions' }));
    ok(
      await createBanner({
        groupName: 'w_register',
        linkageType: 'external',
        linkageTarget: 'https://example.com/offer',
      }),
    );
    for (const [linkageType, linkageTarget] of [
      ['route', 'promotions'],
      ['route', '//evil.example'],
      ['route', '/\\evil'],
      ['external', 'http://example.com'],
      ['external', 'javascript:alert(1)'],
      ['external', '/promotions'],
      ['external', 'https://user:pass@example.com'],
      [null, '/promotions'],
    ])
      expectError(
        await createBanner({ groupName: 'w_register', linkageType, linkageTarget }),
        400,
        'banner_link_invalid',
      );
    expectError(await createBanner({ groupName: 'w_nowhere' }), 400, 'validation_failed');
    expectError(
      await createBanner({ groupName: 'w_register', startsAt: minutes(10), endsAt: minutes(5) }),
      400,
      'validation_failed',
    );
    expectError(
      await createBanner({ groupName: 'w_register', imageId: '00000000-0000-4000-8000-000000000000' }),
      400,
      'validation_failed',
    );
    expectError(
      await createBanner({ groupName: 'w_register', titles: { EN: 'x'.repeat(121) } }),
      400,
      'validation_failed',
    );
  });

  it('reorders a group (every banner once), deletes, audits; other roles are refused', async () => {
    const first = ok(await createBanner({ groupName: 'w_forget' }));
    const second = ok(await createBanner({ groupName: 'w_forget' }));
    expect((await publicBanners('w_forget')).map((banner) => banner.id)).toEqual([first.id, second.id]);
    const reordered = ok(
      await call(harness.app, 'POST', '/api/admin/banners/order', {
        token: content,
        body: { groupName: 'w_forget', bannerIds: [second.id, first.id] },
      }),
    );
    expect(reordered.banners.map((banner: { id: string }) => banner.id)).toEqual([second.id, first.id]);
    expect((await publicBanners('w_forget')).map((banner) => banner.id)).toEqual([second.id, first.id]);
    expectError(
      await call(harness.app, 'POST', '/api/admin/banners/order', {
        token: content,
        body: { groupName: 'w_forget', bannerIds: [second.id] },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/banners', { token: finance, body: {} }),
      403,
      'forbidden',
    );
    ok(await call(harness.app, 'DELETE', `/api/admin/banners/${first.id}`, { token: content }));
    expect((await publicBanners('w_forget')).map((banner) => banner.id)).toEqual([second.id]);
    const list = ok(await call(harness.app, 'GET', '/api/admin/banners?group=w_forget', { token: content }));
    expect(list.banners.map((banner: { id: string }) => banner.id)).toEqual([second.id]);
    const actions = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', 'in', [first.id, 'w_forget'])
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['banner.create', 'banner.reorder', 'banner.delete']);
  });
});

describe('banner groups', () => {
  it('hold at most 50 banners; a banner moved to another group goes to its end', async () => {
    const image = await uploadImage();
    await harness.database.db
      .insertInto('banners')
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          group_name: 'w_leftmenu',
          image_url: image.url,
          sort_order: index * 10,
        })),
      )
      .execute();
    const full = await call(harness.app, 'POST', '/api/admin/banners', {
      token: content,
      body: { groupName: 'w_leftmenu', imageId: image.id },
    });
    expectError(full, 409, 'banner_group_full');
    const home = ok(
      await call(harness.app, 'POST', '/api/admin/banners', {
        token: content,
        body: { groupName: 'w_home', imageId: image.id },
      }),
    );
    expectError(
      await call(harness.app, 'PATCH', `/api/admin/banners/${home.id}`, {
        token: content,
        body: { groupName: 'w_leftmenu' },
      }),
      409,
      'banner_group_full',
    );
    const moved = ok(
      await call(harness.app, 'PATCH', `/api/admin/banners/${home.id}`, {
        token: content,
        body: { groupName: 'w_register' },
      }),
    );
    const register = ok(
      await call(harness.app, 'GET', '/api/admin/banners?group=w_register', { token: content }),
    );
    expect(register.banners.at(-1).id).toBe(moved.id);
  });
});

describe('about us', () => {
  it('is a help section in EN and NE, so /help and the about page share it', async () => {
    for (const lang of ['EN', 'NE']) {
      const help = ok(await call(harness.app, 'GET', `/api/system/help?lang=${lang}`));
      expect(help.language).toBe(lang);
      const about = help.sections.find((section: { key: string }) => section.key === 'about');
      expect(about?.contentHtml.length).toBeGreaterThan(50);
    }
  });
});
