import { describe, expect, it } from 'vitest';
import { emptyMessageDraft, type MessageDraft, messageRequest, readSendAt } from './message-form';

/** The brand's offset (UTC+05:45): the composer's times are the brand's, whatever the browser's zone. */
const nepal = 345;
/** 2026-03-01 00:00 UTC, i.e. 05:45 brand time. */
const now = Date.parse('2026-03-01T00:00:00.000Z');

const draft = (change: Partial<MessageDraft>): MessageDraft => ({
  ...emptyMessageDraft,
  title: 'Festival',
  bodyHtml: '<p>Bonus week</p>',
  username: 'alice',
  ...change,
});

describe('message schedule', () => {
  it("reads the send time in the brand's zone", () => {
    const problems = {};
    expect(readSendAt('2026-03-01T06:45', nepal, now, problems)).toBe('2026-03-01T01:00:00.000Z');
    expect(problems).toEqual({});
  });

  it('refuses a time in the past or within the next minute', () => {
    for (const text of ['2026-03-01T05:44', '2026-03-01T05:45']) {
      const problems = {};
      expect(readSendAt(text, nepal, now, problems), text).toBeNull();
      expect(problems).toEqual({ sendAt: 'range' });
    }
    expect(readSendAt('2026-03-01T05:46', nepal, now, {})).not.toBeNull();
  });

  it('refuses a time beyond 366 days ahead', () => {
    expect(readSendAt('2027-03-02T05:45', nepal, now, {})).not.toBeNull();
    const problems = {};
    expect(readSendAt('2027-03-02T05:46', nepal, now, problems)).toBeNull();
    expect(problems).toEqual({ sendAt: 'range' });
  });

  it('needs a readable time when scheduling, and none when sending now', () => {
    expect(messageRequest(draft({ timing: 'later', sendAt: '' }), nepal, now).problems).toEqual({
      sendAt: 'required',
    });
    expect(
      messageRequest(draft({ timing: 'later', sendAt: '2026-02-30T10:00' }), nepal, now).problems,
    ).toEqual({ sendAt: 'format' });
    expect(messageRequest(draft({ timing: 'now', sendAt: 'nonsense' }), nepal, now).body?.sendAt).toBeNull();
  });
});

describe('message audiences', () => {
  it('sends to one member by username', () => {
    expect(messageRequest(draft({}), nepal, now).body).toEqual({
      title: 'Festival',
      bodyHtml: '<p>Bonus week</p>',
      audience: { kind: 'member', username: 'alice' },
      sendAt: null,
    });
    expect(messageRequest(draft({ username: 'two words' }), nepal, now).problems).toEqual({
      username: 'format',
    });
  });

  it('sends a pasted list once per username, refusing an empty, invalid or too long list', () => {
    const list = messageRequest(draft({ audienceKind: 'list', usernamesText: 'a\nb\nA' }), nepal, now).body
      ?.audience;
    expect(list).toEqual({ kind: 'list', usernames: ['a', 'b'] });
    expect(messageRequest(draft({ audienceKind: 'list', usernamesText: ' ' }), nepal, now).problems).toEqual({
      usernames: 'required',
    });
    expect(
      messageRequest(draft({ audienceKind: 'list', usernamesText: 'a <b>' }), nepal, now).problems,
    ).toEqual({ usernames: 'format' });
    const many = Array.from({ length: 1001 }, (_, index) => `m${index}`).join(',');
    expect(messageRequest(draft({ audienceKind: 'list', usernamesText: many }), nepal, now).problems).toEqual(
      {
        usernames: 'range',
      },
    );
  });

  it('builds each segment, with the reaches-later choice', () => {
    const segment = (change: Partial<MessageDraft>) =>
      messageRequest(draft({ audienceKind: 'segment', ...change }), nepal, now);
    expect(segment({ reachesLaterMembers: true }).body?.audience).toEqual({
      kind: 'segment',
      segment: { kind: 'everyone' },
      reachesLaterMembers: true,
    });
    expect(segment({ segmentKind: 'vipLevels', vipLevels: [3, 1] }).body?.audience).toMatchObject({
      segment: { kind: 'vipLevels', levels: [1, 3] },
    });
    expect(segment({ segmentKind: 'vipLevels' }).problems).toEqual({ vipLevels: 'required' });
    expect(segment({ segmentKind: 'agentTeam', agentUsername: ' boss ' }).body?.audience).toMatchObject({
      segment: { kind: 'agentTeam', agentUsername: 'boss' },
    });
    expect(
      segment({
        segmentKind: 'registeredBetween',
        registeredFrom: '2026-01-01T00:00',
        registeredTo: '2026-02-01T00:00',
      }).body?.audience,
    ).toMatchObject({
      segment: {
        kind: 'registeredBetween',
        from: '2025-12-31T18:15:00.000Z',
        to: '2026-01-31T18:15:00.000Z',
      },
    });
  });

  it('needs the registration period to end after it starts', () => {
    const problems = messageRequest(
      draft({
        audienceKind: 'segment',
        segmentKind: 'registeredBetween',
        registeredFrom: '2026-02-01T00:00',
        registeredTo: '2026-02-01T00:00',
      }),
      nepal,
      now,
    ).problems;
    expect(problems).toEqual({ registeredTo: 'order' });
  });

  it('reports every problem at once and sends nothing', () => {
    const result = messageRequest(
      { ...emptyMessageDraft, timing: 'later', title: 'x'.repeat(121) },
      nepal,
      now,
    );
    expect(result.body).toBeNull();
    expect(result.problems).toEqual({
      title: 'tooLong',
      bodyHtml: 'required',
      username: 'required',
      sendAt: 'required',
    });
  });
});
