import { type LotteryBetType, lotteryGames } from '@gaming/contracts/lottery/lottery-games';
import type { LotteryGameCode } from '@gaming/contracts/lottery-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import type { LotteryGameState } from '../api/get-lottery-game';
import { usePlaceBet } from '../api/place-bet';
import { formatMoney, formatOdds, shortHex } from '../lib/format';
import { salesState } from '../lib/server-clock';
import { checkSlip, emptyPicks, pickerOf, type SlipPicks, type SlipProblem } from '../lib/slip';
import { NumberGrid } from './number-grid';
import { panelClass } from './panel';
import { TypedNumbers } from './typed-numbers';

/** "Pays 9.8×", or a 4D bet's pay per prize tier: "1st 2000 · 2nd 1000 …". */
export function OddsText({ gameCode, odds }: { gameCode: LotteryGameCode; odds: Record<string, string> }) {
  const { t } = useTranslation('lottery');
  // The prize tiers in the game's order (the stored record's key order is not).
  const tierOrder = lotteryGames[gameCode].tiers.map((tier) => tier.code as string);
  const keys = Object.keys(odds).sort((a, b) => tierOrder.indexOf(a) - tierOrder.indexOf(b));
  if (keys.length === 1 && keys[0] === 'win')
    return <>{t('odds.win', { odds: formatOdds(odds.win ?? '') })}</>;
  return (
    <>
      {t('odds.tiers', {
        odds: keys.map((tier) => `${t(`tiers.${tier}`)} ${formatOdds(odds[tier] ?? '')}`).join(' · '),
      })}
    </>
  );
}

function problemText(
  t: (key: string, options?: Record<string, unknown>) => string,
  problem: SlipProblem,
  decimals: number,
) {
  switch (problem.key) {
    case 'pickMore':
      return t('slip.problem.pickMore', { count: problem.count });
    case 'stakeRange':
      return t('slip.problem.stakeRange', {
        min: formatMoney(problem.minMinor, decimals),
        max: formatMoney(problem.maxMinor, decimals),
      });
    default:
      return t(`slip.problem.${problem.key}`);
  }
}

function Segmented<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-surface-2 p-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            data-testid={`${testId}-${option.value}`}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={`h-9 min-w-0 rounded-md px-1 text-sm font-semibold ${
              option.value === value
                ? 'bg-bg-elevated text-accent-text ring-1 ring-border'
                : 'text-muted hover:text-text'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The bet slip: a bet type (with its odds), the picker it takes, a unit stake within the game's limits,
 * the total, confirm and clear. The bet goes to the draw on sale (its id), so a draw that closed in the
 * meantime refuses it rather than the bet moving to the next one.
 */
export function BetSlip({ game, serverNowMs }: { game: LotteryGameState; serverNowMs: number }) {
  const { t } = useTranslation('lottery');
  const gameCode: LotteryGameCode = game.gameCode;
  const betTypes = game.betTypes;
  const [betType, setBetType] = useState<LotteryBetType>((betTypes[0]?.betType ?? 'lo2') as LotteryBetType);
  const [picks, setPicks] = useState<SlipPicks>(emptyPicks);
  const [stakeText, setStakeText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const draw = game.currentDraw;
  const open =
    draw !== null && draw.status === 'open' && salesState(draw.salesCloseAt, serverNowMs) === 'open';
  const check = checkSlip({
    gameCode,
    betType,
    picks,
    stakeText,
    decimals: game.decimals,
    minStakeMinor: BigInt(game.minStakeMinor),
    maxStakeMinor: BigInt(game.maxStakeMinor),
    salesOpen: open,
    hasDraw: draw !== null,
  });
  const place = usePlaceBet(() =>
    check.ok && draw
      ? {
          drawId: draw.drawId,
          gameCode,
          betType,
          selection: check.selection,
          unitStakeMinor: check.unitStakeMinor.toString(),
        }
      : null,
  );
  const [pending, setPending] = useState(false);
  const picker = pickerOf(betType);
  const info = betTypes.find((item) => item.betType === betType);
  const perNumber = picker.kind !== 'pick' && !betType.startsWith('xien');
  const min = formatMoney(game.minStakeMinor, game.decimals);
  const max = formatMoney(game.maxStakeMinor, game.decimals);
  // Any change is a new bet: a retry key kept for an unanswered one is dropped.
  const edited = () => {
    place.reset();
    setError(null);
    setPlaced(null);
  };
  const updatePicks = (next: SlipPicks) => {
    setPicks(next);
    edited();
  };
  const chooseBetType = (next: LotteryBetType) => {
    setBetType(next);
    setPicks((current) => ({ ...emptyPicks, position: current.position }));
    edited();
  };
  const submit = async () => {
    if (!check.ok || pending) return;
    setPending(true);
    setError(null);
    setPlaced(null);
    try {
      const bet = await place.submit();
      if (bet) {
        setPlaced(bet.drawId);
        setPicks((current) => ({ ...emptyPicks, position: current.position }));
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  // The first problem, once the member has started (an empty slip says nothing yet).
  const started = picks.numbers.length > 0 || picks.pick !== null || stakeText !== '';
  const problem =
    !check.ok && (started || check.problem.key === 'salesClosed' || check.problem.key === 'noDraw')
      ? check.problem
      : null;
  const stakeProblem =
    problem && (problem.key === 'stakeInvalid' || problem.key === 'stakeRange') && stakeText !== '';
  return (
    <form
      className={`${panelClass} flex flex-col gap-4`}
      aria-labelledby="slip-title"
      data-testid="bet-slip"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="slip-title" className="text-lg font-semibold">
        {t('slip.title')}
      </h2>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('slip.betType')}</legend>
        <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
          {betTypes.map((item) => {
            const selected = item.betType === betType;
            return (
              <button
                key={item.betType}
                type="button"
                data-testid={`bet-type-${item.betType}`}
                aria-pressed={selected}
                onClick={() => chooseBetType(item.betType as LotteryBetType)}
                className={`flex min-w-0 flex-col items-start rounded-lg px-2.5 py-1.5 text-start ring-1 ${
                  selected ? 'bg-accent/10 ring-accent' : 'bg-surface-2 ring-border hover:bg-surface-3'
                }`}
              >
                <span className="text-sm font-semibold">{t(`betTypes.${item.betType}`)}</span>
                <span className="line-clamp-2 text-[0.7rem] text-muted">
                  <OddsText gameCode={gameCode} odds={item.odds} />
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <p className="text-xs text-muted" data-testid="bet-rule">
        {t(`betRules.${betType}`)}
        {info ? (
          <span className="mt-0.5 block font-semibold text-text" data-testid="bet-odds">
            <OddsText gameCode={gameCode} odds={info.odds} />
          </span>
        ) : null}
      </p>
      {picker.kind !== 'typed' && picker.position ? (
        <Segmented
          legend={t('slip.position')}
          testId="position"
          value={picks.position}
          options={[1, 2, 3, 4, 5].map((position) => ({ value: position, label: String(position) }))}
          onChange={(position) => updatePicks({ ...picks, position })}
        />
      ) : null}
      {picker.kind === 'grid' ? (
        <NumberGrid
          size={picker.size}
          picks={picks.numbers}
          maxPicks={picker.maximum}
          onChange={(numbers) => updatePicks({ ...picks, numbers })}
        />
      ) : picker.kind === 'typed' ? (
        <TypedNumbers
          key={betType}
          digits={picker.digits}
          picks={picks.numbers}
          maxPicks={picker.maximum}
          onChange={(numbers) => updatePicks({ ...picks, numbers })}
        />
      ) : (
        <Segmented
          legend={t(`betTypes.${betType}`)}
          testId="pick"
          value={picks.pick}
          options={picker.picks.map((pick) => ({ value: pick, label: t(`picks.${pick}`) }))}
          onChange={(pick) => updatePicks({ ...picks, pick })}
        />
      )}
      <TextField
        label={t(perNumber ? 'slip.stake' : 'slip.stakePerBet', { currency: game.currency })}
        value={stakeText}
        onChange={(value) => {
          setStakeText(value);
          edited();
        }}
        inputMode="decimal"
        autoComplete="off"
        testId="slip-stake"
        error={stakeProblem && problem ? problemText(t, problem, game.decimals) : null}
        hint={stakeProblem ? null : t('slip.limits', { min, max })}
      />
      {check.ok ? (
        <p className="text-sm font-semibold tabular-nums" data-testid="slip-total">
          {perNumber
            ? t('slip.total', {
                count: check.units,
                total: `${formatMoney(check.totalMinor, game.decimals)} ${game.currency}`,
              })
            : t('slip.totalOne', {
                total: `${formatMoney(check.totalMinor, game.decimals)} ${game.currency}`,
              })}
        </p>
      ) : problem && !stakeProblem ? (
        <p className="text-sm text-muted" data-testid="slip-problem" data-problem={problem.key}>
          {problemText(t, problem, game.decimals)}
        </p>
      ) : null}
      <FormAlert
        error={error}
        success={placed ? t('slip.placed', { draw: shortHex(placed) }) : null}
        testId="slip-result"
      />
      {place.uncertain && error ? (
        <p className="text-xs text-muted" data-testid="slip-uncertain">
          {t('slip.uncertain')}
        </p>
      ) : null}
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <button
          type="button"
          data-testid="slip-clear"
          className={`${buttonStyles.secondary} h-11`}
          onClick={() => {
            setPicks((current) => ({ ...emptyPicks, position: current.position }));
            setStakeText('');
            edited();
          }}
        >
          {t('slip.clear')}
        </button>
        <SubmitButton pending={pending} disabled={!check.ok} testId="slip-confirm" fullWidth>
          {pending
            ? t('slip.placing')
            : place.uncertain && error
              ? t('slip.confirmAgain')
              : t('slip.confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
