import type { InhouseOutcome, InhousePlay } from '@gaming/contracts/inhouse-games';
import type { TFunction } from 'i18next';
import { formatHundredths, formatMultiplier, formatRoll } from '../lib/format';

/** One line describing an outcome (the history list and the verification compare these). */
export function outcomeText(
  t: TFunction<'inhouse'>,
  play: InhousePlay,
  drawn: InhouseOutcome | null,
): string {
  if (!drawn) return t('history.drawing');
  switch (drawn.game) {
    case 'slot':
      return t('outcome.slot', { stops: drawn.outcome.stops.join(', '), pays: drawn.outcome.totalPays });
    case 'dice': {
      const params = play.params as { direction: 'under' | 'over'; target: number };
      return t('outcome.dice', {
        roll: formatRoll(drawn.outcome.roll),
        direction: t(`dice.${params.direction}`),
        target: formatRoll(params.target),
      });
    }
    case 'crash':
      return drawn.outcome.cashedOutAt === null
        ? t('outcome.crashLost', { point: formatHundredths(drawn.outcome.crashPoint) })
        : t('outcome.crash', {
            point: formatHundredths(drawn.outcome.crashPoint),
            target: formatMultiplier(drawn.outcome.multiplier),
          });
    case 'mines':
      return t('outcome.mines', {
        mines: drawn.outcome.minePositions.map((tile) => tile + 1).join(', '),
        picks: drawn.outcome.revealed.map((tile) => tile + 1).join(', ') || '—',
      });
  }
}
