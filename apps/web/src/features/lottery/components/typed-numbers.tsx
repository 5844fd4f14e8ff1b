import { CloseIcon } from '@gaming/ui/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { digitsOnly, isCompleteNumber, togglePick } from '../lib/picks';

/** Typed 3- or 4-digit numbers (bao lo 3 and 4, 4D): type one, add it; each shows as a removable chip. */
export function TypedNumbers({
  digits,
  picks,
  maxPicks,
  onChange,
}: {
  digits: number;
  picks: readonly string[];
  maxPicks: number;
  onChange: (picks: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [text, setText] = useState('');
  const complete = isCompleteNumber(text, digits);
  const full = picks.length >= maxPicks;
  const add = () => {
    if (!complete || full) return;
    onChange(picks.includes(text) ? [...picks] : togglePick(picks, text, maxPicks));
    setText('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm font-medium">
        <label htmlFor={id}>{t('slip.typedLabel', { digits })}</label>
        <span className="text-xs font-normal text-muted" data-testid="picked-count">
          {t('slip.picked', { count: picks.length, max: maxPicks })}
        </span>
      </div>
      <div className="flex gap-2">
        <input
          id={id}
          data-testid="typed-number"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={'0'.repeat(digits)}
          maxLength={digits}
          onChange={(event) => setText(digitsOnly(event.target.value, digits))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="h-11 w-full min-w-0 flex-1 rounded-md border border-border bg-surface-2 px-3 font-mono text-lg tracking-widest tabular-nums focus:border-focus focus:outline-none"
        />
        <button
          type="button"
          data-testid="typed-add"
          disabled={!complete || full}
          onClick={add}
          className={buttonStyles.secondary}
        >
          {t('slip.add')}
        </button>
      </div>
      {picks.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" data-testid="typed-picks">
          {picks.map((number) => (
            <li
              key={number}
              className="flex items-center gap-1 rounded-full bg-accent py-0.5 ps-3 pe-1 font-mono text-sm font-semibold text-accent-contrast"
            >
              {number}
              <button
                type="button"
                aria-label={t('slip.remove', { number })}
                onClick={() => onChange(picks.filter((pick) => pick !== number))}
                className="grid size-6 place-items-center rounded-full hover:bg-black/15"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
