import {
  type DiceDirection,
  diceMaximumWinningRolls,
  diceMinimumWinningRolls,
  diceMultiplier,
  diceRollCount,
  diceWinningRolls,
  isValidDiceParams,
} from '@gaming/contracts/inhouse-dice';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMultiplier, formatRoll } from '../lib/format';
import { GameFrame, type GameProps } from './game-frame';

/** Dice: pick under or over and a target on a slider; the chance and the payout follow. */
export function DiceGame(props: GameProps) {
  const { t } = useTranslation('inhouse');
  const sliderId = useId();
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const params = { direction, target };
  const valid = isValidDiceParams(params);
  const chance = diceWinningRolls(params) / 100;
  const outcome = props.round?.game === 'dice' ? props.round.outcome : null;
  // Keep the slider inside the allowed chances for the chosen direction.
  const min = direction === 'under' ? diceMinimumWinningRolls : diceRollCount - 1 - diceMaximumWinningRolls;
  const max = direction === 'under' ? diceMaximumWinningRolls : diceRollCount - 1 - diceMinimumWinningRolls;
  const switchDirection = (next: DiceDirection) => {
    setDirection(next);
    setTarget((current) => diceRollCount - 1 - current);
  };
  return (
    <GameFrame
      props={{ ...props, onPlay: () => props.onPlay(params) }}
      canPlay={valid}
      playLabel={t('dice.roll')}
      board={
        <div className="flex flex-col items-center gap-5 py-4">
          <p
            data-testid="dice-roll"
            aria-live="polite"
            className={`text-6xl font-black tabular-nums sm:text-7xl ${
              outcome ? (outcome.win ? 'text-success' : 'text-danger') : 'text-muted'
            }`}
          >
            {outcome ? formatRoll(outcome.roll) : '--.--'}
          </p>
          {/* From the start edge, as the range slider below runs: right to left in AR, FA and UR. */}
          <div className="relative h-3 w-full max-w-xl overflow-hidden rounded-full bg-danger-surface">
            <div
              className="absolute inset-y-0 bg-success"
              style={
                direction === 'under'
                  ? { insetInlineStart: 0, width: `${target / 100}%` }
                  : { insetInlineStart: `${(target + 1) / 100}%`, insetInlineEnd: 0 }
              }
            />
            {outcome ? (
              <div
                className="absolute inset-y-0 w-1 bg-text"
                style={{ insetInlineStart: `${outcome.roll / 100}%` }}
                aria-hidden="true"
              />
            ) : null}
          </div>
          <dl className="grid w-full max-w-xl grid-cols-3 gap-2 text-center text-sm">
            <div className="rounded-lg bg-surface-2 p-2">
              <dt className="text-xs text-muted">{t(`dice.${direction}`)}</dt>
              <dd className="font-semibold tabular-nums">{formatRoll(target)}</dd>
            </div>
            <div className="rounded-lg bg-surface-2 p-2">
              <dt className="text-xs text-muted">{t('dice.chance')}</dt>
              <dd data-testid="dice-chance" className="font-semibold tabular-nums">
                {chance.toFixed(2)}%
              </dd>
            </div>
            <div className="rounded-lg bg-surface-2 p-2">
              <dt className="text-xs text-muted">{t('common.payout')}</dt>
              <dd data-testid="dice-multiplier" className="font-semibold tabular-nums">
                {valid ? formatMultiplier(diceMultiplier(params)) : '—'}
              </dd>
            </div>
          </dl>
        </div>
      }
      controls={
        <>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{t('dice.direction')}</legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1">
              {(['under', 'over'] as const).map((value) => (
                <label
                  key={value}
                  className={`flex h-9 cursor-pointer items-center justify-center rounded-md text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus ${
                    direction === value ? 'bg-bg-elevated text-accent-text ring-1 ring-border' : 'text-muted'
                  }`}
                >
                  <input
                    type="radio"
                    name="dice-direction"
                    value={value}
                    checked={direction === value}
                    onChange={() => switchDirection(value)}
                    className="sr-only"
                    data-testid={`dice-${value}`}
                  />
                  {t(`dice.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={sliderId} className="text-sm font-medium">
              {t('dice.target', { value: formatRoll(target) })}
            </label>
            <input
              id={sliderId}
              data-testid="dice-target"
              type="range"
              min={min}
              max={max}
              step={1}
              value={target}
              onChange={(event) => setTarget(Number(event.target.value))}
              className="w-full accent-[var(--color-accent)]"
            />
          </div>
        </>
      }
    />
  );
}
