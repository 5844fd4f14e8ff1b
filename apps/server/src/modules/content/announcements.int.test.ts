import type { StaffRole } from '@gaming/contracts/staff';
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
import type { StaffService } from '../staff/staff-service.js';

let harness: AccountsHarness;
let staffService: StaffService;
let content: string;
let finance: string;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function signedInStaff(role: StaffRole): Promise<string> {
  return signInNewStaff(harness.app, staffService, role).then((staff) => staff.token);
}

type Draft = {
  type?: 'marquee' | 'announcement' | 'popup';
  language?: string;
  title: string;
  contentHtml?: string;
  startsAt?: string | null;
  endsAt?: string | null;
  sortOrder?: number;
  enabled?: boolean;
  execution?: 'A' | 'B' | 'F';
};

async function publish(draft: Draft, token = content) {
  return ok(
    await call(harness.app, 'POST', '/api/admin/announcements', {
      token,
      body: {
        type: 'marquee',
        language: 'EN',
        contentHtml: '<p>Body</p>',
        startsAt: null,
        endsAt: null,
        sortOrder: 0,
        enabled: true,
        ...draft,
      },
    }),
  );
}

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();

beforeAll(async () => {
  harness = await startAccountsHarness();
  staffService = staffServiceOf(harness);
  content = await signedInStaff('content');
  finance = await signedInStaff('finance');
});

afterAll(async () => {
  await harness?.close();
});

describe('marquee notices (notice)', () => {
  it('serves only what is enabled and inside its publish window, in display order', async () => {
    expect(ok(await call(harness.app, 'GET', '/api/content/notices')).list).toEqual([]);
    const second = await publish({ title: 'Second by order', sortOrder: 2 });
    const first = await publish({ title: 'First by order', sortOrder: 1 });
    await publish({ title: 'Not yet', startsAt: minutes(30) });
    await publish({ title: 'Already over', startsAt: minutes(-60), endsAt: minutes(-1) });
    await publish({ title: 'Switched off', enabled: false });
    await publish({ title: 'An announcement, not a notice', type: 'announcement' });
    const notices = ok(await call(harness.app, 'GET', '/api/content/notices?language=EN'));
    expect(notices.language).toBe('EN');
    expect(notices.list.map((notice: { title: string }) => notice.title)).toEqual([
      'First by order',
      'Second by order',
    ]);
    expect(notices.list[0]).toEqual({ id: first.id, title: 'First by order', time: first.startsAt });
    // Ending the window takes it off at once.
    ok(
      await call(harness.app, 'PATCH', `/api/admin/announcements/${second.id}`, {
        token: content,
        body: { endsAt: minutes(-0.01), startsAt: minutes(-10) },
      }),
    );
    const after = ok(await call(harness.app, 'GET', '/api/content/notices')).list;
    expect(after.map((notice: { id: string }) => notice.id)).toEqual([first.id]);
  });

  it("serves the visitor's language, and EN when that language has no published notice", async () => {
    const nepali = await publish({ title: 'नेपाली सूचना', language: 'NE' });
    const ne = ok(await call(harness.app, 'GET', '/api/content/notices?language=ne'));
    expect(ne.language).toBe('NE');
    expect(ne.list.map((notice: { id: string }) => notice.id)).toEqual([nepali.id]);
    const thai = ok(await call(harness.app, 'GET', '/api/content/notices?language=TH'));
    expect(thai.language).toBe('EN');
    expect(thai.list.map((notice: { title: string }) => notice.title)).toContain('First by order');
    const unknown = ok(await call(harness.app, 'GET', '/api/content/notices?language=XX'));
    expect(unknown.language).toBe('EN');
    expectError(
      await call(harness.app, 'GET', '/api/content/notices?language=<script>'),
      400,
      'validation_failed',
    );
  });

  it("reads the brand's default language before EN when the visitor's has no notice", async () => {
    const korean = await publish({ title: '한국어 공지', language: 'KO' });
    const setDefault = (defaultLanguage: 'KO' | 'EN') =>
      updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage }));
    await setDefault('KO');
    try {
      const thai = ok(await call(harness.app, 'GET', '/api/content/notices?language=TH'));
      expect(thai.language).toBe('KO');
      expect(thai.list.map((notice: { id: string }) => notice.id)).toEqual([korean.id]);
      // A language with its own notices still reads them, EN included.
      const english = ok(await call(harness.app, 'GET', '/api/content/notices?language=EN'));
      expect(english.language).toBe('EN');
      expect(english.list.map((notice: { id: string }) => notice.id)).not.toContain(korean.id);
    } finally {
      await setDefault('EN');
    }
    expect(ok(await call(harness.app, 'GET', '/api/content/notices?language=TH')).language).toBe('EN');
  });

  it('bounds the marquee to 20 notices', async () => {
    for (let index = 0; index < 22; index += 1) await publish({ title: `Bulk ${index}`, language: 'KO' });
    const korean = ok(await call(harness.app, 'GET', '/api/content/notices?language=KO'));
    expect(korean.language).toBe('KO');
    expect(korean.list).toHaveLength(20);
  });
});

describe('announcements (announcements, by type, 9 per page)', () => {
  it('pages 9 per page with the total, per type', async () => {
    for (let index = 1; index <= 11; index += 1)
      await publish({ title: `News ${index}`, type: 'announcement', language: 'FR', sortOrder: index });
    await publish({ title: 'Popup', type: 'popup', language: 'FR' });
    const first = ok(
      await call(harness.app, 'GET', '/api/content/announcements?type=announcement&language=FR'),
    );
    expect(first).toMatchObject({ language: 'FR', pageNum: 1, pageSize: 9, total: 11, totalPages: 2 });
    expect(first.content).toHaveLength(9);
    expect(first.content[0]).toMatchObject({ title: 'News 1', type: 'announcement', content: '<p>Body</p>' });
    const second = ok(
      await call(harness.app, 'GET', '/api/content/announcements?type=announcement&language=FR&pageNo=2'),
    );
    expect(second.content.map((item: { title: string }) => item.title)).toEqual(['News 10', 'News 11']);
    const popups = ok(await call(harness.app, 'GET', '/api/content/announcements?type=popup&language=FR'));
    expect(popups.content.map((item: { title: string }) => item.title)).toEqual(['Popup']);
    const empty = ok(await call(harness.app, 'GET', '/api/content/announcements?type=popup&language=EN'));
    expect(empty).toMatchObject({ content: [], total: 0, totalPages: 0 });
    expectError(
      await call(harness.app, 'GET', '/api/content/announcements?type=secret'),
      400,
      'validation_failed',
    );
  });

  it('keeps hostile HTML out: scripts, handlers, javascript: links, styles and frames go', async () => {
    const hostile = [
      '<p onclick="steal()">Hello <strong>player</strong></p>',
      '<script>alert(1)</script>',
      '<img src="javascript:alert(2)" onerror="alert(3)">',
      '<img src="https://cdn.example.com/a.png" alt="promo">',
      '<a href="javascript:alert(4)">bad link</a>',
      '<a href="https://example.com" target="_blank">good link</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed">styled</p><svg><script>alert(5)</script></svg>',
    ].join('');
    const created = await publish({
      title: 'Hostile',
      type: 'announcement',
      language: 'ES',
      contentHtml: hostile,
    });
    const stored = created.contentHtml as string;
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      'style=',
      '<svg',
      'alert',
    ])
      expect(stored).not.toContain(banned);
    expect(stored).toContain('<p>Hello <strong>player</strong></p>');
    expect(stored).toContain('<img src="https://cdn.example.com/a.png" alt="promo" />');
    expect(stored).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good link</a>',
    );
    const served = ok(
      await call(harness.app, 'GET', '/api/content/announcements?type=announcement&language=ES'),
    );
    expect(served.content[0].content).toBe(stored);
    // Titles are text: the client renders them as text, never as HTML.
    expectError(
      await call(harness.app, 'POST', '/api/admin/announcements', {
        token: content,
        body: {
          type: 'marquee',
          language: 'EN',
          title: '',
          contentHtml: '',
          startsAt: null,
          endsAt: null,
          sortOrder: 0,
          enabled: true,
        },
      }),
      400,
      'validation_failed',
    );
  });
});

describe('popup audiences (execution: A members, B anonymous visitors, F first login)', () => {
  const titlesOf = (response: { content: { title: string }[] }) => response.content.map((item) => item.title);
  const popups = async (query: string) =>
    ok(await call(harness.app, 'GET', `/api/content/announcements?type=popup&${query}`));

  it('serves a popup only to the audience it was published for; B when none is asked for', async () => {
    const members = await publish({ title: 'For members', type: 'popup', language: 'JA', execution: 'A' });
    const visitors = await publish({ title: 'For visitors', type: 'popup', language: 'JA', execution: 'B' });
    const firstLogin = await publish({ title: 'Welcome', type: 'popup', language: 'JA', execution: 'F' });
    expect([members.execution, visitors.execution, firstLogin.execution]).toEqual(['A', 'B', 'F']);
    // Left out on create, a popup is for visitors not logged in (as every popup was before audiences).
    expect((await publish({ title: 'Unsaid', type: 'popup', language: 'VI' })).execution).toBe('B');
    expect(titlesOf(await popups('language=JA&execution=A'))).toEqual(['For members']);
    expect(titlesOf(await popups('language=JA&execution=B'))).toEqual(['For visitors']);
    expect(titlesOf(await popups('language=JA&execution=F'))).toEqual(['Welcome']);
    expect(titlesOf(await popups('language=JA'))).toEqual(['For visitors']);
    expect(await popups('language=JA&execution=A')).toMatchObject({ language: 'JA', total: 1 });
  });

  it('falls back to EN per audience', async () => {
    await publish({ title: 'Members, in English', type: 'popup', language: 'EN', execution: 'A' });
    await publish({ title: 'Visitors, in Thai', type: 'popup', language: 'TH', execution: 'B' });
    // Thai has a visitors' popup, not a members' one: a Thai member gets the English members' popup.
    const member = await popups('language=TH&execution=A');
    expect(member.language).toBe('EN');
    expect(titlesOf(member)).toEqual(['Members, in English']);
    const visitor = await popups('language=TH&execution=B');
    expect(visitor.language).toBe('TH');
    expect(titlesOf(visitor)).toEqual(['Visitors, in Thai']);
    // Nobody published a first-login popup in Thai or English: nothing, not another audience's popup.
    expect(await popups('language=TH&execution=F')).toMatchObject({ language: 'EN', total: 0, content: [] });
  });

  it('ignores the execution for marquee notices and announcements', async () => {
    await publish({ title: 'Notice kept for members', type: 'marquee', language: 'CN', execution: 'A' });
    await publish({
      title: 'News kept for first login',
      type: 'announcement',
      language: 'CN',
      execution: 'F',
    });
    for (const execution of ['A', 'B', 'F']) {
      const news = ok(
        await call(
          harness.app,
          'GET',
          `/api/content/announcements?type=announcement&language=CN&execution=${execution}`,
        ),
      );
      expect(titlesOf(news)).toEqual(['News kept for first login']);
      const marquee = ok(
        await call(
          harness.app,
          'GET',
          `/api/content/announcements?type=marquee&language=CN&execution=${execution}`,
        ),
      );
      expect(titlesOf(marquee)).toEqual(['Notice kept for members']);
    }
    const notices = ok(await call(harness.app, 'GET', '/api/content/notices?language=CN'));
    expect(notices.list.map((notice: { title: string }) => notice.title)).toEqual([
      'Notice kept for members',
    ]);
  });

  it('refuses an unknown execution, in the query and from staff', async () => {
    for (const execution of ['C', 'a', 'AB', ''])
      expectError(
        await call(harness.app, 'GET', `/api/content/announcements?type=popup&execution=${execution}`),
        400,
        'validation_failed',
      );
    expectError(
      await call(harness.app, 'POST', '/api/admin/announcements', {
        token: content,
        body: {
          type: 'popup',
          language: 'EN',
          title: 'x',
          contentHtml: '',
          startsAt: null,
          endsAt: null,
          sortOrder: 0,
          enabled: true,
          execution: 'Z',
        },
      }),
      400,
      'validation_failed',
    );
  });

  it('changes the audience, lists it and audits it; a change that does not mention it keeps it', async () => {
    const created = await publish({ title: 'Moving popup', type: 'popup', language: 'MY', execution: 'B' });
    const moved = ok(
      await call(harness.app, 'PATCH', `/api/admin/announcements/${created.id}`, {
        token: content,
        body: { execution: 'A' },
      }),
    );
    expect(moved.execution).toBe('A');
    expect(titlesOf(await popups('language=MY&execution=B'))).toEqual([]);
    expect(titlesOf(await popups('language=MY&execution=A'))).toEqual(['Moving popup']);
    const renamed = ok(
      await call(harness.app, 'PATCH', `/api/admin/announcements/${created.id}`, {
        token: content,
        body: { title: 'Moved popup' },
      }),
    );
    expect(renamed.execution).toBe('A');
    const listed = ok(
      await call(harness.app, 'GET', '/api/admin/announcements?type=popup&language=MY', { token: content }),
    );
    expect(listed.announcements[0]).toMatchObject({ id: created.id, execution: 'A' });
    expectError(
      await call(harness.app, 'PATCH', `/api/admin/announcements/${created.id}`, {
        token: content,
        body: { execution: 'X' },
      }),
      400,
      'validation_failed',
    );
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'announcement')
      .where('target_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(audit[0]?.after).toMatchObject({ execution: 'B' });
    expect(audit[1]?.before).toMatchObject({ execution: 'B' });
    expect(audit[1]?.after).toMatchObject({ execution: 'A' });
  });
});

describe('back office (manageContent)', () => {
  it('refuses other roles and visitors, and validates the publish window', async () => {
    expectError(await call(harness.app, 'GET', '/api/admin/announcements'), 401, 'unauthorized');
    expectError(
      await call(harness.app, 'GET', '/api/admin/announcements', { token: finance }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/announcements', {
        token: finance,
        body: {
          type: 'marquee',
          language: 'EN',
          title: 'x',
          contentHtml: '',
          startsAt: null,
          endsAt: null,
          sortOrder: 0,
          enabled: true,
        },
      }),
      403,
      'forbidden',
    );
    const draft = await publish({ title: 'Window', language: 'RU', startsAt: minutes(10) });
    expectError(
      await call(harness.app, 'PATCH', `/api/admin/announcements/${draft.id}`, {
        token: finance,
        body: { enabled: false },
      }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'DELETE', `/api/admin/announcements/${draft.id}`, { token: finance }),
      403,
      'forbidden',
    );
    // The end before the start: refused in the request, and against the stored start on a change.
    expectError(
      await call(harness.app, 'POST', '/api/admin/announcements', {
        token: content,
        body: {
          type: 'marquee',
          language: 'EN',
          title: 'x',
          contentHtml: '',
          startsAt: minutes(10),
          endsAt: minutes(5),
          sortOrder: 0,
          enabled: true,
        },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'PATCH', `/api/admin/announcements/${draft.id}`, {
        token: content,
        body: { endsAt: minutes(5) },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'PATCH', '/api/admin/announcements/999999999', {
        token: content,
        body: { enabled: false },
      }),
      404,
      'not_found',
    );
    expect(draft.live).toBe(false);
  });

  it('lists, changes and deletes, every change audited with before and after', async () => {
    const created = await publish({ title: 'Audited', language: 'TR', contentHtml: '<p>one</p>' });
    const listed = ok(
      await call(harness.app, 'GET', '/api/admin/announcements?language=TR', { token: content }),
    );
    expect(listed.total).toBe(1);
    expect(listed.announcements[0]).toMatchObject({ id: created.id, live: true, title: 'Audited' });
    const changed = ok(
      await call(harness.app, 'PATCH', `/api/admin/announcements/${created.id}`, {
        token: content,
        body: { title: 'Audited, changed', contentHtml: '<p>two<script>x()</script></p>' },
      }),
    );
    expect(changed).toMatchObject({ title: 'Audited, changed', contentHtml: '<p>two</p>' });
    expect(
      ok(await call(harness.app, 'DELETE', `/api/admin/announcements/${created.id}`, { token: content })),
    ).toEqual({ deleted: true });
    expect(ok(await call(harness.app, 'GET', '/api/content/notices?language=TR')).language).toBe('EN');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_type', 'before', 'after'])
      .where('target_type', '=', 'announcement')
      .where('target_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'content.announcement.create',
      'content.announcement.update',
      'content.announcement.delete',
    ]);
    expect(audit.every((row) => row.actor_type === 'staff')).toBe(true);
    expect(audit[1]?.before).toMatchObject({ title: 'Audited', contentHtml: '<p>one</p>' });
    expect(audit[1]?.after).toMatchObject({ title: 'Audited, changed', contentHtml: '<p>two</p>' });
    expect(audit[2]?.before).toMatchObject({ title: 'Audited, changed' });
    expectError(
      await call(harness.app, 'DELETE', `/api/admin/announcements/${created.id}`, { token: content }),
      404,
      'not_found',
    );
  });
});
