import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/database.js';
import { type AccountsHarness, createMember, startAccountsHarness } from '../../testing/accounts-kit.js';
import { RoundsRepository } from './rounds-repository.js';
import { RoundsService } from './rounds-service.js';

let harness: AccountsHarness;
let rounds: RoundsService;

beforeAll(async () => {
  harness = await startAccountsHarness();
  rounds = new RoundsService(new RoundsRepository(harness.database.db));
});

afterAll(async () => {
  await harness.close();
});

function newRound(memberId: string, overrides: Partial<Parameters<RoundsService['record']>[0]> = {}) {
  return {
    id: randomUUID(),
    memberId,
    vendorCode: 'PG',
    gameCode: 'fortune-tiger',
    category: 'RNG',
    externalRoundId: `r-${randomUUID()}`,
    currency: 'NPR',
    stakeMinor: 100n,
    validBetMinor: 100n,
    ...overrides,
  };
}

describe('the round record', () => {
  it('records a vendor round once: a duplicate returns the first, another member cannot take its id', async () => {
    const member = await createMember(harness);
    const other = await createMember(harness);
    const round = newRound(member.id);
    const first = await rounds.record(round);
    expect(first.created).toBe(true);
    const again = await rounds.record({ ...round, id: randomUUID() });
    expect(again).toMatchObject({ created: false, round: { id: round.id, stake_minor: '100' } });
    await expect(rounds.record({ ...round, id: randomUUID(), memberId: other.id })).rejects.toMatchObject({
      code: 'invalid_state',
    });
    await expect(rounds.findForMember(other.id, round.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('records a round once when copies insert it at the same instant, each in its own transaction', async () => {
    // The insert's conflict clause once named only (vendor_code, external_round_id): a copy that passed
    // that check while another was inserting then failed on the primary key, a unique violation (500)
    // where the round should have been found (issue 13 #8). The window is short, so many rounds race.
    const member = await createMember(harness);
    const copies = 8;
    const racing = connectDatabase(harness.database.connectionString, copies);
    const repository = new RoundsRepository(racing.db);
    const racingRounds = new RoundsService(repository);
    try {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const id = randomUUID();
        const round = newRound(member.id, { id, vendorCode: 'INHOUSE', externalRoundId: id });
        const results = await Promise.allSettled(
          Array.from({ length: copies }, () =>
            repository.transaction((transaction) => racingRounds.record(round, transaction)),
          ),
        );
        const failures = results.filter((result) => result.status === 'rejected');
        expect(failures.map((failure) => String(failure.reason))).toEqual([]);
        const created = results.filter((result) => result.status === 'fulfilled' && result.value.created);
        expect(created).toHaveLength(1);
      }
    } finally {
      await racing.close();
    }
  });

  it('adds bets and wins while open, settles once, and refuses changes after', async () => {
    const member = await createMember(harness);
    const { round } = await rounds.record(newRound(member.id));
    await rounds.addAmounts(round.id, { stakeMinor: 50n, validBetMinor: 40n });
    await rounds.addAmounts(round.id, { winMinor: 300n });
    const settled = await rounds.settle(round.id);
    expect(settled).toMatchObject({
      status: 'settled',
      stake_minor: '150',
      valid_bet_minor: '140',
      win_minor: '300',
    });
    expect(settled.settled_at).toBeInstanceOf(Date);
    expect((await rounds.settle(round.id)).status).toBe('settled');
    await expect(rounds.addAmounts(round.id, { winMinor: 1n })).rejects.toMatchObject({
      code: 'invalid_state',
    });
    await expect(rounds.cancel(round.id)).rejects.toMatchObject({ code: 'invalid_state' });
    await expect(rounds.addAmounts(round.id, { winMinor: -1n })).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it('cancels an open round once; a cancelled round cannot be settled and is left out of the totals', async () => {
    const member = await createMember(harness);
    const kept = await rounds.record(newRound(member.id, { stakeMinor: 700n, validBetMinor: 700n }));
    await rounds.settle(kept.round.id, { winMinor: 200n });
    const { round } = await rounds.record(newRound(member.id, { category: 'LIVE' }));
    expect((await rounds.cancel(round.id)).status).toBe('cancelled');
    expect((await rounds.cancel(round.id)).status).toBe('cancelled');
    await expect(rounds.settle(round.id)).rejects.toMatchObject({ code: 'invalid_state' });
    const all = await rounds.listForMember({ memberId: member.id, page: 1, pageSize: 20 });
    expect(all.total).toBe(2);
    expect(all.totals).toEqual({ count: 2, stakeMinor: 700n, winMinor: 200n, validBetMinor: 700n });
    const live = await rounds.listForMember({ memberId: member.id, category: 'LIVE', page: 1, pageSize: 20 });
    expect(live.rows.map((row) => row.id)).toEqual([round.id]);
    const paged = await rounds.listForMember({ memberId: member.id, page: 1, pageSize: 1000 });
    expect(paged.rows.length).toBeLessThanOrEqual(100);
  });
});
