import type { Game } from '@gaming/contracts/catalogue';
import { lotteryVendorCode } from '@gaming/contracts/lottery/lottery-game-data';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useRealAccountGate } from '../../features/auth/hooks/use-real-account-gate';
import { useSession } from '../../features/auth/hooks/use-session';
import { useNoticeStore } from '../../features/auth/stores/notice-store';
import { type GameActions, GameActionsProvider } from '../../features/catalogue/hooks/game-actions';
import { launchDevice, launchGame } from '../../features/launch/api/launch-game';
import { lotteryGamePath } from '../../features/lottery/lib/lottery-paths';
import { useLanguageStore } from '../../i18n/i18n';

const inhouseVendorCode = 'INHOUSE';

/**
 * Connects the catalogue to the session and the launch (spec §4): guests get the login popup and trial
 * accounts the real-account notice, unless the game offers a free trial (supportPlay 0). A game opens in
 * /seamless, or in a window of its own when its launch mode says so (a blocked popup gets its message,
 * spec §8); in-house games and the in-house lottery are pages of the site.
 */
export function GameActionsBoundary({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const gate = useRealAccountGate();
  const show = useNoticeStore((state) => state.show);
  const navigate = useNavigate();
  const value = useMemo<GameActions>(() => {
    const start = (game: Game) => {
      if (game.vassalage === inhouseVendorCode && !game.maintenance) {
        navigate(`/inhouse/${encodeURIComponent(game.gameId)}`);
        return;
      }
      // The in-house lottery (HLOTTO) plays on our own pages: /lottery, /seaLottery or /vnLottery?gameCode=.
      const lotteryPath = game.vassalage === lotteryVendorCode ? lotteryGamePath(game.gameId) : null;
      if (lotteryPath && !game.maintenance) {
        navigate(lotteryPath);
        return;
      }
      const seamless = `/seamless?nodeId=${encodeURIComponent(game.nodeId)}`;
      if (game.launchMode !== 'new_window' || game.maintenance) {
        navigate(seamless);
        return;
      }
      // Opened inside the click, before the launch answers, or the browser counts it as an unasked popup.
      const opened = window.open('', '_blank');
      if (!opened) {
        show({ messageKey: 'pages.seamless.popupBlocked' });
        return;
      }
      opened.opener = null;
      launchGame({ nodeId: game.nodeId, language: useLanguageStore.getState().code, device: launchDevice() })
        .then((result) => {
          // Spec §8: the window was closed before the launch answered: the sign-in to the game failed.
          if (opened.closed) {
            show({ messageKey: 'pages.seamless.popupClosed' });
            return;
          }
          if (result.status === 'launched' && !/^https?:\/\//i.test(result.url)) {
            // Spec §8 invalid URL or domain: nothing is opened at an address that is not the web's.
            opened.close();
            show({ messageKey: 'errors.invalid_url_or_domain' });
            return;
          }
          if (result.status === 'launched') {
            opened.location.href = result.url;
            show({ messageKey: 'pages.seamless.openedInWindow' });
          } else {
            opened.close();
            navigate(seamless);
          }
        })
        .catch(() => {
          opened.close();
          navigate(seamless);
        });
    };
    return {
      status,
      requireRealAccount: gate,
      notify: (messageKey) => show({ messageKey }),
      play: (game: Game) => {
        // A guest or a trial account may take a free trial where the game offers one (a vendor's demo, the
        // in-house games with the fun balance, issue 14 #9); otherwise the real-account gate.
        if ((status === 'guest' || status === 'trial') && game.supportPlay === 0) start(game);
        else gate(() => start(game));
      },
    };
  }, [status, gate, show, navigate]);
  return <GameActionsProvider value={value}>{children}</GameActionsProvider>;
}
