import { inhouseGameCodes } from '@gaming/contracts/inhouse-games';
import { ShieldIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDecimal } from '../../../lib/locale-format';
import { useInhouseGameName, useInhouseGames } from '../api/get-inhouse-games';
import { fairnessPath, gameIcons, gamePath } from './game-icons';

/** The in-house games as cards: name, what it is, its RTP, and the way to the fairness page. */
export function InhouseLobby() {
  const { t } = useTranslation('inhouse');
  const games = useInhouseGames();
  const nameOf = useInhouseGameName();
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('lobby.title')}</h1>
          <p className="max-w-2xl text-sm text-muted">{t('lobby.body')}</p>
        </div>
        <Link
          to={fairnessPath()}
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent-text underline"
        >
          <ShieldIcon className="size-4" />
          {t('fair.title')}
        </Link>
      </header>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {inhouseGameCodes.map((game) => {
          const Icon = gameIcons[game];
          const rtp = games.data?.games.find((item) => item.game === game)?.rtpPercent;
          return (
            <li key={game}>
              <Link
                to={gamePath(game)}
                data-testid={`inhouse-game-${game}`}
                className="flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span className="grid size-12 place-items-center rounded-lg bg-accent text-accent-contrast">
                  <Icon className="size-6" />
                </span>
                <span className="text-lg font-bold" data-testid="inhouse-game-name">
                  {nameOf(game)}
                </span>
                <span className="flex-1 text-sm text-muted">{t(`games.${game}.tagline`)}</span>
                <span className="text-xs font-semibold tabular-nums text-accent-text">
                  {rtp === undefined ? '\u00a0' : t('rtp.short', { rtp: formatDecimal(rtp, 2) })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
