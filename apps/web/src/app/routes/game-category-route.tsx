import type { GameCategoryCode } from '@gaming/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GameCategoryPage } from '../../features/catalogue/components/game-category-page';
import { GameActionsBoundary } from '../components/game-actions-boundary';
import { Page } from '../components/page';

/** Game centre pages (lobby per type) and game list pages of spec §2. */
export const gameCategoryRoutes: Record<string, { category: GameCategoryCode; pageKind: 'list' | 'centre' }> =
  {
    '/sports': { category: 'SPORTS', pageKind: 'centre' },
    '/esports': { category: 'ESPORTS', pageKind: 'centre' },
    '/lott': { category: 'LOTT', pageKind: 'centre' },
    '/elott': { category: 'ELOTT', pageKind: 'centre' },
    '/cockfight': { category: 'COCKFIGHT', pageKind: 'centre' },
    '/live': { category: 'LIVE', pageKind: 'centre' },
    '/fish': { category: 'FISH', pageKind: 'list' },
    '/rng': { category: 'RNG', pageKind: 'list' },
    '/pvp': { category: 'PVP', pageKind: 'list' },
    '/bgs': { category: 'BGS', pageKind: 'list' },
  };

export default function GameCategoryRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = gameCategoryRoutes[pathname] ?? { category: 'RNG', pageKind: 'list' };
  return (
    <Page
      id={route.pageKind === 'centre' ? 'game-centre' : 'game-list'}
      title={t(`categories.${route.category}`)}
    >
      <GameActionsBoundary>
        <GameCategoryPage key={pathname} category={route.category} pageKind={route.pageKind} />
      </GameActionsBoundary>
    </Page>
  );
}
