import { ClockIcon, ShieldIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { formatBrandIso } from '../../../lib/brand-time';
import type { LotteryGameState } from '../api/get-lottery-game';
import { formatCountdown, salesState, secondsUntil } from '../lib/server-clock';
import { panelClass } from './panel';

/**
 * The draw on sale: the countdown to its sales close on the server's clock, its draw time in the brand's
 * zone, and the hash of its seed, published now so the draw can be checked once the seed is revealed.
 */
export function DrawPanel({
  game,
  serverNowMs,
  gmtOffsetMinutes,
}: {
  game: LotteryGameState;
  serverNowMs: number;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation('lottery');
  const draw = game.currentDraw;
  if (!game.enabled || !draw)
    return (
      <section className={`${panelClass} text-sm text-muted`} data-testid="draw-panel" data-state="none">
        {t(game.enabled ? 'draw.none' : 'draw.disabled')}
      </section>
    );
  const open = draw.status === 'open' && salesState(draw.salesCloseAt, serverNowMs) === 'open';
  const seconds = secondsUntil(draw.salesCloseAt, serverNowMs);
  return (
    <section
      className={`${panelClass} flex flex-col gap-3`}
      aria-labelledby="draw-title"
      data-testid="draw-panel"
      data-draw-id={draw.drawId}
      data-state={open ? 'open' : 'closed'}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="draw-title" className="text-sm font-medium text-muted">
            {t('draw.title')}
          </h2>
          <p className="text-sm">
            {t('draw.drawAt', { time: formatBrandIso(draw.drawAt, gmtOffsetMinutes) })}
          </p>
        </div>
        {open ? (
          <div className="text-end" aria-live="off">
            <p className="text-xs text-muted">{t('draw.closesIn')}</p>
            <p
              className={`flex items-center gap-1.5 text-3xl font-black tabular-nums ${seconds <= 10 ? 'text-danger' : 'text-accent-text'}`}
              data-testid="draw-countdown"
              data-seconds={seconds}
            >
              <ClockIcon className="size-6" />
              {formatCountdown(seconds)}
            </p>
          </div>
        ) : (
          <p
            role="status"
            data-testid="draw-closed"
            className="rounded-full bg-warning-surface px-3 py-1 text-sm font-semibold"
          >
            {t('draw.salesClosed')}
          </p>
        )}
      </div>
      <div className="flex min-w-0 items-start gap-2 text-xs">
        <ShieldIcon className="mt-0.5 size-4 shrink-0 text-success" />
        <div className="min-w-0">
          <p className="text-muted">{t('draw.seedHash')}</p>
          <code data-testid="draw-seed-hash" className="break-all font-mono">
            {draw.seedHash}
          </code>
        </div>
      </div>
    </section>
  );
}
