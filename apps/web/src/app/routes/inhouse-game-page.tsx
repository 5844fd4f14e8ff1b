import { type InhouseGameCode, inhouseGameCodes } from '@gaming/contracts/inhouse-games';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '../../components/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { useInhouseGameName } from '../../features/inhouse/api/get-inhouse-games';
import { InhouseGameView } from '../../features/inhouse/components/inhouse-game-view';
import { Page } from '../components/page';
import { LoginRequired } from './login-required';
import { NotFoundContent } from './not-found-page';

function isGame(value: string | undefined): value is InhouseGameCode {
  return inhouseGameCodes.includes(value as InhouseGameCode);
}

/** /inhouse/:game: one in-house game, played with the main wallet (game layout: no side menu, no footer). */
export default function InhouseGamePage() {
  const { t } = useTranslation('inhouse');
  const { game } = useParams();
  const session = useSession();
  const nameOf = useInhouseGameName();
  if (!isGame(game)) return <NotFoundContent />;
  // The catalogue's name (one source for every screen); the lobby's title until it has loaded.
  const title = nameOf(game) || t('lobby.title');
  return (
    <Page id="inhouse-game" title={title} className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      {session.status === 'guest' ? (
        <LoginRequired title={title} body={t('loginRequired')} />
      ) : session.status === 'loading' ? (
        <Skeleton className="h-96" />
      ) : (
        <InhouseGameView key={game} game={game} />
      )}
    </Page>
  );
}
