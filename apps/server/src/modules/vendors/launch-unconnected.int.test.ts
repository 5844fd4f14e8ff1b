import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  freshIp,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';

/**
 * With the defaults no vendor is connected (the demo's vendor simulator is off unless `npm start` runs
 * it), yet the demo catalogue lists the vendors' games: launching one must not be a server error.
 */
describe('launching a game of a vendor that is not connected', () => {
  let harness: AccountsHarness;
  beforeAll(async () => {
    harness = await startAccountsHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  async function nodeOf(vendorCode: string, gameType: string): Promise<string> {
    const row = await harness.database.db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', '=', vendorCode)
      .where('category_code', '=', gameType)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('answers maintenance with playable games only, to a member and to a guest', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const nodeId = await nodeOf('PG', 'RNG');
    for (const caller of [{ token }, {}]) {
      const response = await call(harness.app, 'POST', '/api/games/launch', {
        ...caller,
        ip: freshIp(),
        body: { nodeId, language: 'EN', device: 'mobile' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer.status).toBe('maintenance');
      // Suggestions never send the player to another game that cannot be played either.
      for (const suggestion of answer.suggestions) expect(suggestion.vassalage).toBe('INHOUSE');
    }
  });
});
