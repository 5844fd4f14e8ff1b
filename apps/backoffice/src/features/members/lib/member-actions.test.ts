import { describe, expect, it } from 'vitest';
import { availableMemberActions, isMemberLocked, validateReason } from './member-actions';

const now = Date.parse('2024-06-01T12:00:00Z');
const session = {
  id: 's1',
  ip: '10.0.0.1',
  createdAt: '2024-06-01T10:00:00Z',
  lastSeenAt: '2024-06-01T11:00:00Z',
};
const everything = { lock: true, resetPassword: true, endSessions: true };

describe('validateReason', () => {
  it('wants 3 to 500 characters after trimming', () => {
    expect(validateReason('  ab ')).toBe('tooShort');
    expect(validateReason('abc')).toBeNull();
    expect(validateReason('x'.repeat(500))).toBeNull();
    expect(validateReason('x'.repeat(501))).toBe('tooLong');
  });
});

describe('member actions', () => {
  it('offers lock for an active member and unlock for a locked one', () => {
    const active = { status: 'active' as const, lockedUntil: null, activeSessions: [session] };
    expect(availableMemberActions(active, everything, now)).toEqual(['lock', 'resetPassword', 'endSessions']);
    const locked = { status: 'locked' as const, lockedUntil: null, activeSessions: [] };
    expect(availableMemberActions(locked, everything, now)).toEqual(['unlock', 'resetPassword']);
  });

  it('treats a running lockout after failed logins as locked, an expired one as not', () => {
    const lockedOut = { status: 'active' as const, lockedUntil: '2024-06-01T12:05:00Z', activeSessions: [] };
    expect(isMemberLocked(lockedOut, now)).toBe(true);
    expect(availableMemberActions(lockedOut, everything, now)).toEqual(['unlock', 'resetPassword']);
    const expired = { ...lockedOut, lockedUntil: '2024-06-01T11:55:00Z' };
    expect(availableMemberActions(expired, everything, now)).toEqual(['lock', 'resetPassword']);
  });

  it('hides what the role may not do', () => {
    const active = { status: 'active' as const, lockedUntil: null, activeSessions: [session] };
    expect(
      availableMemberActions(active, { lock: false, resetPassword: false, endSessions: true }, now),
    ).toEqual(['endSessions']);
    expect(
      availableMemberActions(active, { lock: false, resetPassword: false, endSessions: false }, now),
    ).toEqual([]);
  });

  it('does not reset the password of a disabled account', () => {
    const disabled = { status: 'disabled' as const, lockedUntil: null, activeSessions: [] };
    expect(availableMemberActions(disabled, everything, now)).toEqual([]);
  });
});
