import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';

/**
 * Issue 14 #6: the in-house games have one name, the catalogue's, wherever they are shown (the in-house
 * lobby and game pages read it from /api/inhouse/games), and a round of an in-house game puts the game
 * on the member's recently played list as a launch does for a vendor's game.
 */
let harness: AccountsHarness;
let ledger: LedgerService;

beforeAll(async () => {
  harness = await startAccountsHarness();
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  expect((await ledger.verify()).discrepancies).toEqual([]);
  await harness.close();
});

type CatalogueGame = { gameId: string; displayName: string; nodeId: string };

async function catalogueInhouseGames(language: string): Promise<CatalogueGame[]> {
  const response = await call(
    harness.app,
    'GET',
    `/api/games?vassalage=INHOUSE&gameType=INHOUSE&pageNo=1&pageSize=20&language=${language}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content;
}

describe('in-house game names', () => {
  it('are the catalogue names, in English and in Nepali', async () => {
    for (const language of ['EN', 'NE']) {
      const catalogue = await catalogueInhouseGames(language);
      const response = await call(harness.app, 'GET', `/api/inhouse/games?language=${language}`);
      expect(response.statusCode, response.body).toBe(200);
      const games: Array<{ game: string; displayName: string }> = response.json().games;
      expect(games.length).toBe(4);
      for (const game of games) {
        const listed = catalogue.find((entry) => entry.gameId === game.game);
        expect(listed?.displayName, game.game).toBe(game.displayName);
      }
    }
    const english = (await call(harness.app, 'GET', '/api/inhouse/games?language=EN')).json().games;
    expect(english.find((game: { game: string }) => game.game === 'slot').displayName).toBe(
      'Himalayan Fortune',
    );
  });

  it('follow a rename in the catalogue', async () => {
    await harness.database.db
      .updateTable('games')
      .set({
        name: 'Everest Riches',
        localized_names: sql`localized_names || '{"EN": "Everest Riches"}'::jsonb`,
      })
      .where('vendor_code', '=', 'INHOUSE')
      .where('code', '=', 'dice')
      .execute();
    const games = (await call(harness.app, 'GET', '/api/inhouse/games?language=EN')).json().games;
    expect(games.find((game: { game: string }) => game.game === 'dice').displayName).toBe('Everest Riches');
  });
});

describe('recently played', () => {
  it('lists an in-house game once the member has played a round of it', async () => {
    const member = await createMember(harness);
    await fundFromHouse(ledger, member.id, 100_000n);
    const token = await loginToken(harness, member);
    const before = (await call(harness.app, 'GET', '/api/games/recent', { token })).json().content;
    expect(before).toEqual([]);
    const played = await call(harness.app, 'POST', '/api/inhouse/slot/rounds', {
      token,
      body: { requestId: randomUUID(), amount: '1.00' },
    });
    expect(played.statusCode, played.body).toBe(200);
    const recent: CatalogueGame[] = (
      await call(harness.app, 'GET', '/api/games/recent?language=EN', { token })
    ).json().content;
    expect(recent.map((game) => game.gameId)).toEqual(['slot']);
    expect(recent[0]?.displayName).toBe('Himalayan Fortune');
  });

  it('leaves it off when the bet was refused (nothing was played)', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const refused = await call(harness.app, 'POST', '/api/inhouse/slot/rounds', {
      token,
      body: { requestId: randomUUID(), amount: '1.00' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const recent = (await call(harness.app, 'GET', '/api/games/recent', { token })).json().content;
    expect(recent).toEqual([]);
  });
});
