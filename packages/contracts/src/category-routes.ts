/**
 * Game categories (spec §2 routes and §3). `pageKind` says which page a category opens: a game list
 * (`list`, e.g. /fish?vassalage=PG) or a game centre with lobby tabs (`centre`).
 */
export const gameCategoryCodes = [
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'BGS',
] as const;
export type GameCategoryCode = (typeof gameCategoryCodes)[number];

export const categoryRoutes: Record<GameCategoryCode, { path: string; pageKind: 'list' | 'centre' }> = {
  INHOUSE: { path: '/rng?vassalage=INHOUSE', pageKind: 'list' },
  RNG: { path: '/rng', pageKind: 'list' },
  LIVE: { path: '/live', pageKind: 'centre' },
  FISH: { path: '/fish', pageKind: 'list' },
  PVP: { path: '/pvp', pageKind: 'list' },
  SPORTS: { path: '/sports', pageKind: 'centre' },
  ESPORTS: { path: '/esports', pageKind: 'centre' },
  COCKFIGHT: { path: '/cockfight', pageKind: 'centre' },
  LOTT: { path: '/lott', pageKind: 'centre' },
  ELOTT: { path: '/elott', pageKind: 'centre' },
  BGS: { path: '/bgs', pageKind: 'list' },
};
