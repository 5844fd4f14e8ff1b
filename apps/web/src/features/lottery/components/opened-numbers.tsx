import { type LotteryGameCode, lotteryGameCodes } from '@gaming/contracts/lottery/lottery-game-data';
import { BallsIcon, ShieldIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenedNumbers } from '../api/get-opened-numbers';
import { lotteryFairnessPath, lotteryGamePath } from '../lib/lottery-paths';
import { DrawNumbers } from './draw-numbers';

/**
 * spec §7 openedNumbers: each lottery game's latest numbers in one compact strip (home and the lottery
 * pages), a card per game that opens its page, with the draw's fairness link. Nothing while no game has
 * drawn (or the list fails): the home page carries on without it.
 */
export function OpenedNumbers({ only }: { only?: readonly LotteryGameCode[] }) {
  const { t } = useTranslation('lottery');
  const opened = useOpenedNumbers();
  const games = (opened.data?.games ?? []).filter((game) =>
    (only ?? lotteryGameCodes).includes(game.gameCode),
  );
  // Nothing until some game has drawn: a strip of "not drawn yet" says nothing.
  if (!games.some((game) => game.draw?.numbers)) return null;
  return (
    <section aria-labelledby="opened-title" className="flex flex-col gap-2" data-testid="opened-numbers">
      <h2 id="opened-title" className="flex items-center gap-2 text-base font-semibold">
        <BallsIcon className="size-5 text-accent-text" />
        {t('opened.title')}
      </h2>
      <ul className="flex snap-x gap-2 overflow-x-auto pb-1">
        {games.map(({ gameCode, draw }) => (
          <li
            key={gameCode}
            data-testid={`opened-${gameCode}`}
            className="flex w-64 shrink-0 snap-start flex-col gap-2 rounded-xl border border-border bg-surface p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <Link
                to={lotteryGamePath(gameCode) ?? '/'}
                className="truncate text-sm font-semibold hover:underline"
              >
                {t(`games.${gameCode}`)}
              </Link>
              {draw ? (
                <Link
                  to={lotteryFairnessPath(draw.drawId)}
                  aria-label={t('results.verify')}
                  className="text-accent-text"
                >
                  <ShieldIcon className="size-4" />
                </Link>
              ) : null}
            </div>
            {draw?.numbers ? (
              <DrawNumbers gameCode={gameCode} numbers={draw.numbers} compact />
            ) : (
              <p className="text-sm text-muted">{t('opened.none')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
