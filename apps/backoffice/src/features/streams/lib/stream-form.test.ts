import type { AdminLiveStream } from '@gaming/contracts/live-streams';
import { describe, expect, it } from 'vitest';
import { streamChange, streamDraftOf, streamRequest, streamState } from './stream-form';

const base = streamDraftOf(null, 0);

describe('streamRequest', () => {
  it('takes an https URL or the sample path, an EN title, and an ordered schedule', () => {
    const ok = streamRequest(
      { ...base, streamUrl: ' https://cdn.example.com/a.m3u8 ', titles: { EN: 'Main', NE: '' } },
      0,
    );
    expect(ok.problems).toEqual({});
    expect(ok.body).toMatchObject({ streamUrl: 'https://cdn.example.com/a.m3u8', titles: { EN: 'Main' } });
    expect(
      streamRequest({ ...base, streamUrl: '/api/streams/sample/sample.m3u8', titles: { EN: 'S', NE: '' } }, 0)
        .problems,
    ).toEqual({});
  });

  it('refuses http, javascript: and data: URLs, a missing EN title and an end before the start', () => {
    for (const streamUrl of ['http://cdn.example.com/a.m3u8', 'javascript:alert(1)', 'data:text/plain,x'])
      expect(streamRequest({ ...base, streamUrl, titles: { EN: 'A', NE: '' } }, 0).problems.streamUrl).toBe(
        'format',
      );
    const result = streamRequest(
      {
        ...base,
        streamUrl: 'https://a.example/x.m3u8',
        titles: { EN: '', NE: 'मात्र' },
        startsAt: '2030-01-02T10:00',
        endsAt: '2030-01-02T09:00',
        sortOrder: '-1',
      },
      0,
    );
    expect(result.body).toBeNull();
    expect(Object.keys(result.problems).sort()).toEqual(['endsAt', 'sortOrder', 'titles.EN']);
  });
});

describe('streamChange and streamState', () => {
  const stream: AdminLiveStream = {
    id: '00000000-0000-4000-8000-000000000001',
    streamUrl: 'https://a.example/x.m3u8',
    titles: { EN: 'A' },
    category: 'casino',
    coverImageId: null,
    coverUrl: null,
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 0,
    live: true,
    updatedAt: '2030-01-01T00:00:00.000Z',
  };
  it('sends only what changed', () => {
    const draft = streamDraftOf(stream, 0);
    const body = streamRequest(draft, 0).body;
    expect(body && streamChange(stream, body)).toBeNull();
    const renamed = streamRequest({ ...draft, titles: { EN: 'B', NE: '' }, enabled: false }, 0).body;
    expect(renamed && streamChange(stream, renamed)).toEqual({ titles: { EN: 'B' }, enabled: false });
    const japanese = streamRequest({ ...draft, titles: { ...draft.titles, JA: ' ライブ ' } }, 0).body;
    expect(japanese?.titles.JA).toBe('ライブ');
    expect(japanese && streamChange(stream, japanese)).toEqual({ titles: japanese?.titles });
  });
  it('names the state', () => {
    expect(streamState(stream, 0)).toBe('live');
    expect(streamState({ ...stream, enabled: false }, 0)).toBe('disabled');
    expect(streamState({ ...stream, live: false, startsAt: '2999-01-01T00:00:00Z' }, Date.now())).toBe(
      'scheduled',
    );
    expect(streamState({ ...stream, live: false, endsAt: '2000-01-01T00:00:00Z' }, Date.now())).toBe('ended');
  });
});
