import { beforeEach, describe, expect, it } from 'vitest';
import { readRememberedLogin, rememberMeKey, saveRememberedLogin } from './remember-me';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  Object.assign(globalThis, { window: { localStorage: new MemoryStorage() } });
});

describe('remember me', () => {
  const now = Date.UTC(2026, 0, 1);

  it('keeps the username and phone for one day, never the password', () => {
    saveRememberedLogin(true, { username: 'alice01', password: 'secret1' } as never, now);
    saveRememberedLogin(true, { countryDialingCode: '+977', mobileNum: '9800000001' }, now);
    const raw = window.localStorage.getItem(rememberMeKey) ?? '';
    expect(raw).not.toContain('secret1');
    expect(readRememberedLogin(now + 1000)).toEqual({
      username: 'alice01',
      countryDialingCode: '+977',
      mobileNum: '9800000001',
    });
    expect(readRememberedLogin(now + 86_400_001)).toBeNull();
    expect(window.localStorage.getItem(rememberMeKey)).toBeNull();
  });

  it('forgets everything when unticked', () => {
    saveRememberedLogin(true, { username: 'alice01' }, now);
    saveRememberedLogin(false, {}, now);
    expect(readRememberedLogin(now)).toBeNull();
  });

  it('ignores a damaged entry', () => {
    window.localStorage.setItem(rememberMeKey, '{not json');
    expect(readRememberedLogin(now)).toBeNull();
  });
});
