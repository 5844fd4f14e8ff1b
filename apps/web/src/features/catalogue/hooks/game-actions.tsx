import type { Game } from '@gaming/contracts/catalogue';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the catalogue needs from the rest of the app, provided by app/ (features do not import each
 * other): who is here, the real-account gate of spec §4 (guest → login popup, trial → notice), and
 * what starting a game does.
 */
export interface GameActions {
  status: 'guest' | 'loading' | 'member' | 'trial';
  requireRealAccount: (proceed: () => void) => void;
  play: (game: Game) => void;
  /** Shows a one-line notice (an i18n key, e.g. games:favourites.failed). */
  notify: (messageKey: string) => void;
}

const GameActionsContext = createContext<GameActions>({
  status: 'guest',
  requireRealAccount: () => {},
  play: () => {},
  notify: () => {},
});

export function GameActionsProvider({ value, children }: { value: GameActions; children: ReactNode }) {
  return <GameActionsContext.Provider value={value}>{children}</GameActionsContext.Provider>;
}

export function useGameActions(): GameActions {
  return useContext(GameActionsContext);
}
