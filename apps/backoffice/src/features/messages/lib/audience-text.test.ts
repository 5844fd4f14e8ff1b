import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../../i18n/locales/en/common.json';
import { audienceText, minuteText, readShare } from './audience-text';

const wording = { levelName: (rank: number) => `L${rank}`, time: (iso: string) => iso.slice(0, 10) };
const t = i18next.getFixedT('en');

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { common: english } }, defaultNS: 'common' });
});

describe('message audiences in words', () => {
  it('names the member, and counts a list with plurals', () => {
    expect(audienceText(t, { kind: 'member', username: 'alice' }, wording)).toContain('alice');
    expect(audienceText(t, { kind: 'list', usernames: ['a'] }, wording)).toBe('A list of 1 username');
    expect(audienceText(t, { kind: 'list', usernameCount: 12 }, wording)).toBe('A list of 12 usernames');
  });

  it('names segments, and says when later members are reached', () => {
    const segment = (segmentValue: Parameters<typeof audienceText>[1], later = false) =>
      audienceText(t, { ...(segmentValue as object), reachesLaterMembers: later } as never, wording);
    expect(segment({ kind: 'segment', segment: { kind: 'vipLevels', levels: [2] } } as never)).toBe(
      'VIP level L2',
    );
    expect(segment({ kind: 'segment', segment: { kind: 'vipLevels', levels: [1, 3] } } as never)).toBe(
      'VIP levels L1, L3',
    );
    expect(segment({ kind: 'segment', segment: { kind: 'everyone' } } as never, true)).toBe(
      'Every member, and members who join later',
    );
    expect(
      segment({
        kind: 'segment',
        segment: { kind: 'registeredBetween', from: '2026-01-01T00:00Z', to: '2026-02-01T00:00Z' },
      } as never),
    ).toBe('Members registered from 2026-01-01 to 2026-02-01');
  });

  it('gives the read share, and none before anyone received it', () => {
    expect(readShare(1, 8, 'en')).toBe('12.5%');
    expect(readShare(0, 3, 'en')).toBe('0%');
    expect(readShare(0, 0, 'en')).toBeNull();
  });

  it('states times to the minute', () => {
    expect(minuteText('2026-11-26 17:13:00 UTC+05:45')).toBe('2026-11-26 17:13 UTC+05:45');
  });
});
