import { crashMaximumTarget, crashMinimumTarget, crashRtpBasisPoints } from '@gaming/contracts/inhouse-crash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { formatHundredths, parseHundredths } from '../lib/format';
import { GameFrame, type GameProps } from './game-frame';

/** Crash with an automatic cash-out: the target is set before the round; it wins if the curve gets there. */
export function CrashGame(props: GameProps) {
  const { t } = useTranslation('inhouse');
  const [targetText, setTargetText] = useState('2.00');
  const target = parseHundredths(targetText);
  const valid = target !== null && target >= crashMinimumTarget && target <= crashMaximumTarget;
  const outcome = props.round?.game === 'crash' ? props.round.outcome : null;
  const chance = valid ? (crashRtpBasisPoints / target).toFixed(2) : '—';
  return (
    <GameFrame
      props={{ ...props, onPlay: () => valid && props.onPlay({ target }) }}
      canPlay={valid}
      playLabel={t('crash.play')}
      board={
        <div className="flex flex-col items-center gap-3 py-6">
          <p className="text-sm text-muted">{outcome ? t('crash.crashedAt') : t('crash.waiting')}</p>
          <p
            data-testid="crash-point"
            aria-live="polite"
            className={`text-6xl font-black tabular-nums sm:text-7xl ${
              outcome ? (outcome.win ? 'text-success' : 'text-danger') : 'text-muted'
            }`}
          >
            {outcome ? formatHundredths(outcome.crashPoint) : '—'}
          </p>
          {outcome ? (
            <p className="text-sm">
              {outcome.win
                ? t('crash.cashedOut', { target: formatHundredths(outcome.multiplier / 100) })
                : t('crash.busted', { target: formatHundredths(outcome.multiplier / 100) })}
            </p>
          ) : null}
        </div>
      }
      controls={
        <TextField
          label={t('crash.target')}
          value={targetText}
          onChange={setTargetText}
          inputMode="decimal"
          testId="crash-target"
          error={valid ? null : t('crash.targetInvalid', { min: '1.01', max: '1000.00' })}
          hint={valid ? t('crash.chance', { chance }) : null}
          trailing={<span className="grid h-11 place-items-center px-2 text-muted">×</span>}
        />
      }
    />
  );
}
