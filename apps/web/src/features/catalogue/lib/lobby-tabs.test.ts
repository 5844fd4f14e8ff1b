import { describe, expect, it } from 'vitest';
import { lobbyTabs } from './lobby-tabs';

const vendors = [
  {
    vassalage: 'PT',
    displayName: 'PT',
    maintenance: false,
    gameTypes: [
      { gameType: 'LIVE' as const, gameClassifies: ['roulette', 'baccarat', 'zz_custom'], gameCount: 3 },
      { gameType: 'RNG' as const, gameClassifies: ['slots'], gameCount: 2 },
    ],
  },
  {
    vassalage: 'EVO',
    displayName: 'EVO',
    maintenance: false,
    gameTypes: [{ gameType: 'LIVE' as const, gameClassifies: ['sicbo', 'baccarat'], gameCount: 2 }],
  },
];

describe('lobbyTabs', () => {
  it('lists the classifies of the category in the spec order, unknown ones last', () => {
    expect(lobbyTabs(vendors, 'LIVE', null)).toEqual(['baccarat', 'sicbo', 'roulette', 'zz_custom']);
  });
  it('narrows to one vendor and to the category', () => {
    expect(lobbyTabs(vendors, 'LIVE', 'EVO')).toEqual(['baccarat', 'sicbo']);
    expect(lobbyTabs(vendors, 'FISH', null)).toEqual([]);
  });
});
