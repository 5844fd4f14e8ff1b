import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { GameGrid } from '../../features/catalogue/components/game-grid';
import { SeamlessGame } from '../../features/launch/components/seamless-game';
import { useLanguageStore } from '../../i18n/i18n';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { GameActionsBoundary } from '../components/game-actions-boundary';
import { Page } from '../components/page';

/**
 * /seamless?nodeId=…: the game page (game layout: header only, no side menu, no footer). It launches the
 * game and frames the vendor's page; the header's balance follows the game's bets and wins live.
 */
export default function SeamlessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const nodeId = searchParams.get('nodeId');
  const { status } = useSession();
  const language = useLanguageStore((state) => state.code);
  const openModal = useAuthModalStore((state) => state.openModal);
  return (
    <Page id="seamless" title={t('pages.seamless.title')} className="flex flex-1 flex-col gap-3">
      <h1 className="sr-only">{t('pages.seamless.title')}</h1>
      {status === 'loading' ? null : (
        <SeamlessGame
          nodeId={nodeId && /^[1-9]\d{0,18}$/.test(nodeId) ? nodeId : null}
          language={language}
          sessionKey={status}
          onLogin={() => openModal('login')}
          renderSuggestions={(games) => (
            <GameActionsBoundary>
              <GameGrid games={games} />
            </GameActionsBoundary>
          )}
        />
      )}
    </Page>
  );
}
