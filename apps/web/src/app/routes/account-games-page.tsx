import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { FavouriteGames, RecentGames } from '../../features/catalogue/components/account-game-lists';
import { GameGridSkeleton } from '../../features/catalogue/components/game-grid';
import { GameActionsBoundary } from '../components/game-actions-boundary';
import { Page } from '../components/page';
import { LoginRequired } from './login-required';

/** /favorite and /recent: account game lists, which need a logged-in member (trial accounts get the notice). */
export default function AccountGamesPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const kind = useLocation().pathname === '/recent' ? 'recent' : 'favorite';
  return (
    <Page id={kind} title={t(`pages.${kind}.title`)} className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t(`pages.${kind}.title`)}</h1>
      {status === 'loading' ? <GameGridSkeleton /> : null}
      {status === 'guest' || status === 'trial' ? (
        <LoginRequired title={t(`pages.${kind}.loginTitle`)} body={t(`pages.${kind}.loginBody`)} />
      ) : null}
      {status === 'member' ? (
        <GameActionsBoundary>
          {kind === 'favorite' ? <FavouriteGames /> : <RecentGames />}
        </GameActionsBoundary>
      ) : null}
    </Page>
  );
}
