import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { isFirstLoginSession, popupExecutionOf, recordLoginKind } from './popup-audience';

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
  Object.assign(globalThis, { window: { sessionStorage: new MemoryStorage() } });
});

describe('popup audience (spec §4 execution)', () => {
  it('is B for anonymous visitors, A for members and trial accounts, F after a first login', () => {
    expect(popupExecutionOf('guest', false)).toBe('B');
    // A leftover first-login flag never turns an anonymous visitor into a member.
    expect(popupExecutionOf('guest', true)).toBe('B');
    expect(popupExecutionOf('member', false)).toBe('A');
    expect(popupExecutionOf('trial', false)).toBe('A');
    expect(popupExecutionOf('member', true)).toBe('F');
  });

  it('waits while a stored session is being checked', () => {
    expect(popupExecutionOf('loading', false)).toBeNull();
    expect(popupExecutionOf('loading', true)).toBeNull();
  });

  it('remembers a first login for the session, and a later ordinary login forgets it', () => {
    expect(isFirstLoginSession()).toBe(false);
    recordLoginKind(true);
    expect(window.sessionStorage.getItem(storageKeys.firstLoginSession)).toBe('1');
    expect(isFirstLoginSession()).toBe(true);
    recordLoginKind(false);
    expect(isFirstLoginSession()).toBe(false);
  });

  it('treats blocked storage as no first login', () => {
    Object.assign(globalThis, {
      window: {
        get sessionStorage(): Storage {
          throw new Error('blocked');
        },
      },
    });
    recordLoginKind(true);
    expect(isFirstLoginSession()).toBe(false);
  });
});
