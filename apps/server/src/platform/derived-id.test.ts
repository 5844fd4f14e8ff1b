import { describe, expect, it } from 'vitest';
import { LedgerIds } from './derived-id.js';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const uuidV8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const memberId = '42';
const requestId = '8b0f7a52-9a8c-4c47-9d0e-1f2a3b4c5d6e';

describe('ledger ids (DESIGN.md §5 "Ids")', () => {
  it('are deterministic: the same input under the same key gives the same id', () => {
    const ids = new LedgerIds(key);
    expect(ids.server('adjustment', '7', 'apply')).toBe(
      new LedgerIds(key).server('adjustment', '7', 'apply'),
    );
    expect(ids.ofMemberRequest(memberId, 'transfer_upline', requestId)).toBe(
      new LedgerIds(key).ofMemberRequest(memberId, 'transfer_upline', requestId),
    );
    expect(ids.server('adjustment', '7', 'apply')).toMatch(uuidV8);
  });

  it('are keyed: another secret gives other ids, so nobody without the key can compute them', () => {
    const ids = new LedgerIds(key);
    const other = new LedgerIds(otherKey);
    expect(other.server('adjustment', '7', 'apply')).not.toBe(ids.server('adjustment', '7', 'apply'));
    expect(other.server('withdrawal', requestId, 'post')).not.toBe(
      ids.server('withdrawal', requestId, 'post'),
    );
    expect(other.ofMemberRequest(memberId, 'transfer_upline', requestId)).not.toBe(
      ids.ofMemberRequest(memberId, 'transfer_upline', requestId),
    );
  });

  it('keep namespaces, parts, members and operations apart', () => {
    const ids = new LedgerIds(key);
    const all = [
      ids.server('adjustment', '7', 'apply'),
      ids.server('deposit', '7', 'apply'),
      ids.server('adjustment', '8', 'apply'),
      ids.server('adjustment', '7:apply'),
      ids.server('adjustment', '7', 'apply', ''),
      ids.server('withdrawal', requestId, 'hold'),
      ids.server('withdrawal', requestId, 'post'),
      ids.ofMemberRequest(memberId, 'transfer_upline', requestId),
      ids.ofMemberRequest(memberId, 'transfer_downline', requestId),
      ids.ofMemberRequest('43', 'transfer_upline', requestId),
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('mark member ids apart from server ids in the UUID itself, so the two can never be equal', () => {
    const ids = new LedgerIds(key);
    // Byte 8: 100xxxxx for server ids, 101xxxxx for member ids (after the RFC 4122 variant bits 10).
    const domainBit = (id: string) => Number.parseInt(id.slice(19, 21), 16) & 0x20;
    for (let index = 0; index < 200; index += 1) {
      const server = ids.server('withdrawal', String(index), 'post');
      const member = ids.ofMemberRequest(String(index), 'transfer_upline', `${index}`);
      expect(server).toMatch(uuidV8);
      expect(member).toMatch(uuidV8);
      expect(domainBit(server)).toBe(0);
      expect(domainBit(member)).toBe(0x20);
    }
  });

  it('refuse a key too short to be secret', () => {
    expect(() => new LedgerIds(Buffer.alloc(8, 1))).toThrow(/too short/);
  });
});
