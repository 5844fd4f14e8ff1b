import { type InhouseGameCode, inhouseGameCodes } from '@gaming/contracts/inhouse-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { Skeleton } from '../../components/skeleton';
import { freePlay } from '../../features/auth/api/free-play';
import { useCompleteLogin } from '../../features/auth/hooks/use-complete-login';
import { useSession } from '../../features/auth/hooks/use-session';
import { FunPlayBanner } from '../../features/fun-play/components/fun-wallet-strip';
import { useInhouseGameName } from '../../features/inhouse/api/get-inhouse-games';
import { InhouseGameView } from '../../features/inhouse/components/inhouse-game-view';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { Page } from '../components/page';
import { NotFoundContent } from './not-found-page';

/**
 * A guest on a game page: log in to play with money, or take free play (FREEPLAY3) and play this game
 * with the fun balance at once (issue 14 #9).
 */
function GuestChoice({ title }: { title: string }) {
  const { t } = useTranslation('inhouse');
  const freePlayEnabled = useSiteSettings().data?.whitelabel.FREEPLAY3 ?? false;
  const complete = useCompleteLogin('player');
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const openModal = useAuthModalStore((store) => store.openModal);
  const start = async () => {
    setState({ pending: true, error: null });
    try {
      await complete(await freePlay());
      // A completed login goes home; free play taken here stays on this game.
      void navigate(location.pathname, { replace: true });
    } catch (error) {
      setState({ pending: false, error });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <EmptyState
        title={title}
        body={t(freePlayEnabled ? 'freePlay.guestBody' : 'loginRequired')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {freePlayEnabled ? (
              <button
                type="button"
                data-testid="game-free-play"
                disabled={state.pending}
                onClick={() => void start()}
                className={buttonStyles.secondary}
              >
                {t('freePlay.start')}
              </button>
            ) : null}
            <button type="button" className={buttonStyles.primary} onClick={() => openModal('login')}>
              {t('freePlay.login')}
            </button>
          </div>
        }
      />
      <FormAlert error={state.error} testId="game-free-play-error" />
    </div>
  );
}

function isGame(value: string | undefined): value is InhouseGameCode {
  return inhouseGameCodes.includes(value as InhouseGameCode);
}

/**
 * /inhouse/:game: one in-house game, played with the main wallet, or by a trial account with its fun
 * balance (game layout: no side menu, no footer).
 */
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
        <GuestChoice title={title} />
      ) : session.status === 'loading' ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          {session.status === 'trial' ? <FunPlayBanner /> : null}
          <InhouseGameView key={game} game={game} funPlay={session.status === 'trial'} />
        </>
      )}
    </Page>
  );
}
