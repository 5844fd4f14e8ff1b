import { describe, expect, it } from 'vitest';
import type { HolderContractResponse } from '../lib/contract-types';
import { hasContract, holderKinds } from './use-member-contracts';

const empty: HolderContractResponse = { kind: 'daily', offer: null, active: null, past: [] };
const contract = {
  id: '7',
  kind: 'daily',
  status: 'rejected',
  offeredBy: { type: 'agent', memberId: '1', account: 'agent1' },
  holder: { memberId: '2', account: 'member2' },
  terms: { kind: 'daily', tiers: [{ validBetMinor: '1000', minActiveMembers: 1, value: '0.005' }] },
  createdAt: '2026-11-25T00:00:00.000Z',
  activatedAt: null,
  endedAt: '2026-11-25T01:00:00.000Z',
  endReason: null,
} as const satisfies HolderContractResponse['past'][number];

describe('My contracts entry', () => {
  it('asks a plain member for the three salary kinds only (dividendProcess is for agents)', () => {
    expect(holderKinds(false)).toEqual(['daily', 'hourly', 'realtime']);
    expect(holderKinds(true)).toContain('dividend');
  });

  it('counts an offer, an active contract or a past one, and nothing else', () => {
    expect(hasContract(undefined)).toBe(false);
    expect(hasContract(empty)).toBe(false);
    expect(hasContract({ ...empty, past: [contract] })).toBe(true);
    const detail = { ...contract, status: 'offered' as const, endedAt: null, history: [], windows: [] };
    expect(hasContract({ ...empty, offer: detail })).toBe(true);
    expect(hasContract({ ...empty, active: { ...detail, status: 'active' } })).toBe(true);
  });
});
