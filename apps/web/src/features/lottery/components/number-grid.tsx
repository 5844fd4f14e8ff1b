import { useTranslation } from 'react-i18next';
import { togglePick, twoDigitNumbers } from '../lib/picks';

const singleDigits = Array.from({ length: 10 }, (_, digit) => String(digit));

/**
 * Numbers to pick by tapping: the 00-99 grid (ten a row) or the 0-9 row. Picks are bounded: at the
 * bound the other cells are disabled until one is taken off.
 */
export function NumberGrid({
  size,
  picks,
  maxPicks,
  onChange,
}: {
  size: 10 | 100;
  picks: readonly string[];
  maxPicks: number;
  onChange: (picks: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const cells = size === 100 ? twoDigitNumbers : singleDigits;
  const full = picks.length >= maxPicks;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 flex w-full items-center justify-between text-sm font-medium">
        <span>{t('slip.numbers')}</span>
        <span className="text-xs font-normal text-muted" data-testid="picked-count">
          {t('slip.picked', { count: picks.length, max: maxPicks })}
        </span>
      </legend>
      <div
        className={`grid gap-1 ${size === 100 ? 'grid-cols-10' : 'grid-cols-5 sm:grid-cols-10'}`}
        data-testid="number-grid"
      >
        {cells.map((number) => {
          const picked = picks.includes(number);
          return (
            <button
              key={number}
              type="button"
              data-testid={`pick-${number}`}
              aria-pressed={picked}
              disabled={full && !picked}
              onClick={() => onChange(togglePick(picks, number, maxPicks))}
              className={`h-8 min-w-0 rounded-md text-sm font-semibold tabular-nums transition-colors disabled:opacity-40 sm:h-9 ${
                picked
                  ? 'bg-accent text-accent-contrast'
                  : 'bg-surface-2 text-text ring-1 ring-border hover:bg-surface-3'
              }`}
            >
              {number}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
