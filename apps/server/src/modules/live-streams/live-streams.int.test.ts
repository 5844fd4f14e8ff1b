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
import { seedDemoLiveStreams } from './live-streams-demo-seed.js';

let harness: AccountsHarness;
let content: string;
let finance: string;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();

async function createStream(body: Record<string, unknown>) {
  return ok(
    await call(harness.app, 'POST', '/api/admin/streams', {
      token: content,
      body: {
        streamUrl: 'https://streams.example.com/live/main.m3u8',
        titles: { EN: 'Stream', NE: 'प्रसारण' },
        category: 'casino',
        ...body,
      },
    }),
  );
}

async function liveIds(language?: string): Promise<string[]> {
  const list = ok(await call(harness.app, 'GET', `/api/streams${language ? `?language=${language}` : ''}`));
  return list.content.map((stream: { id: string }) => stream.id);
}

beforeAll(async () => {
  harness = await startAccountsHarness();
  const staff = staffServiceOf(harness);
  content = (await signInNewStaff(harness.app, staff, 'content')).token;
  finance = (await signInNewStaff(harness.app, staff, 'finance')).token;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('liveModelList', () => {
  it('serves enabled streams inside their schedule only, in order, titled per language', async () => {
    const always = await createStream({ titles: { EN: 'Always', NE: 'सधैं' }, sortOrder: 5 });
    const first = await createStream({ titles: { EN: 'First' }, sortOrder: 1 });
    const disabled = await createStream({ enabled: false });
    const future = await createStream({ startsAt: minutes(30) });
    const ended = await createStream({ startsAt: minutes(-60), endsAt: minutes(-1) });
    const window = await createStream({ startsAt: minutes(-5), endsAt: minutes(30), sortOrder: 9 });
    const ids = await liveIds();
    expect(ids).toEqual([first.id, always.id, window.id]);
    for (const hidden of [disabled, future, ended]) expect(ids).not.toContain(hidden.id);
    expect(always.live).toBe(true);
    expect(future.live).toBe(false);

    const nepali = ok(await call(harness.app, 'GET', '/api/streams?language=NE'));
    const titles = Object.fromEntries(
      nepali.content.map((stream: { id: string; title: string }) => [stream.id, stream.title]),
    );
    expect(titles[always.id]).toBe('सधैं');
    // No NE title: EN.
    expect(titles[first.id]).toBe('First');

    // Enabling and moving the schedule take effect at once.
    ok(
      await call(harness.app, 'PATCH', `/api/admin/streams/${future.id}`, {
        token: content,
        body: { startsAt: minutes(-1) },
      }),
    );
    ok(
      await call(harness.app, 'PATCH', `/api/admin/streams/${always.id}`, {
        token: content,
        body: { enabled: false },
      }),
    );
    const after = await liveIds();
    expect(after).toContain(future.id);
    expect(after).not.toContain(always.id);
    for (const stream of [always, first, disabled, future, ended, window])
      ok(await call(harness.app, 'DELETE', `/api/admin/streams/${stream.id}`, { token: content }));
  });

  it("titles a stream in the brand's default language before EN", async () => {
    const stream = await createStream({ titles: { EN: 'Evening table', KO: '저녁 테이블' } });
    const titleIn = async (language: string) =>
      (
        ok(await call(harness.app, 'GET', `/api/streams?language=${language}`)).content as Array<{
          id: string;
          title: string;
        }>
      ).find((shown) => shown.id === stream.id)?.title;
    expect(await titleIn('JA')).toBe('Evening table');
    const setDefault = (defaultLanguage: 'KO' | 'EN') =>
      updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage }));
    await setDefault('KO');
    try {
      expect(await titleIn('JA')).toBe('저녁 테이블');
      expect(await titleIn('EN')).toBe('Evening table');
    } finally {
      await setDefault('EN');
    }
    ok(await call(harness.app, 'DELETE', `/api/admin/streams/${stream.id}`, { token: content }));
  });

  it('refuses http, javascript:, data: and credentialed URLs, and other paths of ours', async () => {
    for (const streamUrl of [
      'http://streams.example.com/a.m3u8',
      'javascript:alert(1)',
      'data:application/vnd.apple.mpegurl;base64,I0VYVE0zVQ==',
      'https://user:pass@streams.example.com/a.m3u8',
      '//streams.example.com/a.m3u8',
      '/api/admin/streams',
      '/api/streams/sample/../../secret.m3u8',
      'ftp://streams.example.com/a.m3u8',
      ' https://x.example/a b.m3u8',
    ]) {
      expectError(
        await call(harness.app, 'POST', '/api/admin/streams', {
          token: content,
          body: { streamUrl, titles: { EN: 'Bad' }, category: 'casino' },
        }),
        400,
        'stream_url_invalid',
      );
    }
    const stream = await createStream({});
    expectError(
      await call(harness.app, 'PATCH', `/api/admin/streams/${stream.id}`, {
        token: content,
        body: { streamUrl: 'javascript:alert(1)' },
      }),
      400,
      'stream_url_invalid',
    );
    // Nothing but validation errors for an end before the start, no EN title, an unknown category or cover.
    for (const body of [
      { startsAt: minutes(10), endsAt: minutes(5) },
      { titles: { NE: 'मात्र' } },
      { category: 'poker' },
      { coverImageId: '00000000-0000-4000-8000-000000000000' },
    ])
      expectError(
        await call(harness.app, 'POST', '/api/admin/streams', {
          token: content,
          body: { streamUrl: 'https://x.example/a.m3u8', titles: { EN: 'A' }, category: 'casino', ...body },
        }),
        400,
        'validation_failed',
      );
    ok(await call(harness.app, 'DELETE', `/api/admin/streams/${stream.id}`, { token: content }));
  });
});

describe('admin streams', () => {
  it('creates with a cover, edits, deletes and audits each; other roles are refused', async () => {
    const form = multipart({}, [{ filename: 'cover.png', contentType: 'image/png', bytes: pngBytes }]);
    const image = ok(
      await call(harness.app, 'POST', '/api/admin/content-images', {
        token: content,
        body: form.body,
        headers: { 'content-type': form.contentType },
      }),
    );
    const stream = await createStream({ coverImageId: image.id, category: 'sports' });
    expect(stream.coverUrl).toBe(image.url);
    const public_ = ok(await call(harness.app, 'GET', '/api/streams'));
    expect(public_.content.find((item: { id: string }) => item.id === stream.id)?.coverUrl).toBe(image.url);
    const changed = ok(
      await call(harness.app, 'PATCH', `/api/admin/streams/${stream.id}`, {
        token: content,
        body: { titles: { EN: 'Renamed', NE: 'नयाँ नाम' }, coverImageId: null },
      }),
    );
    expect(changed.titles).toEqual({ EN: 'Renamed', NE: 'नयाँ नाम' });
    expect(changed.coverUrl).toBeNull();
    const list = ok(await call(harness.app, 'GET', '/api/admin/streams', { token: content }));
    expect(list.streams.map((item: { id: string }) => item.id)).toContain(stream.id);

    expectError(await call(harness.app, 'GET', '/api/admin/streams', { token: finance }), 403, 'forbidden');
    expectError(
      await call(harness.app, 'POST', '/api/admin/streams', {
        token: finance,
        body: { streamUrl: 'https://x.example/a.m3u8', titles: { EN: 'A' }, category: 'casino' },
      }),
      403,
      'forbidden',
    );
    expectError(await call(harness.app, 'GET', '/api/admin/streams'), 401, 'unauthorized');

    ok(await call(harness.app, 'DELETE', `/api/admin/streams/${stream.id}`, { token: content }));
    expectError(
      await call(harness.app, 'DELETE', `/api/admin/streams/${stream.id}`, { token: content }),
      404,
      'not_found',
    );
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_id', '=', stream.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['stream.create', 'stream.update', 'stream.delete']);
    expect(JSON.stringify(audit[1]?.after)).toContain('Renamed');
  });
});

describe('sample stream', () => {
  it('serves the playlist and segments with HLS content types and cache headers; nothing else', async () => {
    const playlist = await call(harness.app, 'GET', '/api/streams/sample/sample.m3u8');
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('public, max-age=60');
    expect(playlist.body.startsWith('#EXTM3U')).toBe(true);
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    let total = 0;
    for (const name of segments) {
      const segment = await call(harness.app, 'GET', `/api/streams/sample/${name}`);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.headers['cache-control']).toBe('public, max-age=86400');
      // An MPEG-TS packet starts with the sync byte 0x47.
      expect(segment.rawPayload[0]).toBe(0x47);
      total += segment.rawPayload.length;
    }
    expect(total).toBeLessThan(1024 * 1024);
    for (const name of ['make-sample-stream.sh', '..%2Fpackage.json', 'README.md', 'missing.ts'])
      expectError(await call(harness.app, 'GET', `/api/streams/sample/${name}`), 404, 'not_found');
    // The page may play it: the CSP lets media come from blob: (hls.js) and https sources.
    expect(playlist.headers['content-security-policy']).toMatch(/media-src 'self' blob: https:/);
  });

  it('the demo seed lists the sample stream once', async () => {
    expect(await seedDemoLiveStreams(harness.database.db)).toBe(true);
    expect(await seedDemoLiveStreams(harness.database.db)).toBe(false);
    const list = ok(await call(harness.app, 'GET', '/api/streams?language=NE'));
    const sample = list.content.filter(
      (stream: { streamUrl: string }) => stream.streamUrl === '/api/streams/sample/sample.m3u8',
    );
    expect(sample).toHaveLength(1);
    expect(sample[0].title).toContain('नमुना');
  });
});

describe('pokerRoomList', () => {
  it("lists the catalogue's PVP games only, bounded, named per language", async () => {
    const rooms = ok(await call(harness.app, 'GET', '/api/games/poker-rooms?language=NE'));
    expect(rooms.content.length).toBeGreaterThan(0);
    expect(rooms.content.length).toBeLessThanOrEqual(20);
    const pvp = await harness.database.db
      .selectFrom('games')
      .select('code')
      .where('category_code', '=', 'PVP')
      .execute();
    const pvpCodes = new Set(pvp.map((row) => row.code));
    for (const room of rooms.content) {
      expect(room.gameType).toBe('PVP');
      expect(pvpCodes.has(room.gameId)).toBe(true);
    }
    expect(rooms.content.map((room: { gameId: string }) => room.gameId)).not.toContain('bgs_poker_room');
    expect(
      rooms.content.find((room: { gameId: string }) => room.gameId === 'jl_teen_patti')?.displayName,
    ).toBe('तीन पत्ती');
  });
});
