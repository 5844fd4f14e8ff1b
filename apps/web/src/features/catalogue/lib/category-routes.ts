import type { GameCategoryCode } from '@gaming/contracts/catalogue';

/**
 * The page each category opens (mirror of contracts' `categoryRoutes`). contracts/catalogue.ts also
 * builds zod schemas, and importing a value from it would put zod into the entry chunk; the test
 * beside this file fails if the two tables ever differ.
 */
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
