import type { GameCategoryCode, VendorLane } from '@gaming/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { preloadCriteria } from './use-home-preload';

function lane(gameCategory: GameCategoryCode, ...codes: string[]): VendorLane {
  return {
    gameCategory,
    vendors: codes.map((vassalage) => ({
      vassalage,
      displayName: vassalage,
      gameType: gameCategory,
      logoUrl: null,
      maintenance: false,
    })),
  };
}

describe('preloadCriteria', () => {
  it('takes the first 3 slot vendors, 1 fish and 1 live vendor', () => {
    const criteria = preloadCriteria(
      [
        lane('LIVE', 'PT', 'EVO'),
        lane('RNG', 'PG', 'JDB', 'CQ9', 'JL'),
        lane('FISH', 'FC', 'JDB'),
        lane('PVP', 'KY'),
      ],
      'EN',
    );
    expect(criteria.map((entry) => `${entry.gameType}:${entry.vassalage}`)).toEqual([
      'RNG:PG',
      'RNG:JDB',
      'RNG:CQ9',
      'FISH:FC',
      'LIVE:PT',
    ]);
    expect(criteria.every((entry) => entry.filter === 'ALL' && entry.search === '')).toBe(true);
  });
});
