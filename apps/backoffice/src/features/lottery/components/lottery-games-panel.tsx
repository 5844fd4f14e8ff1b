import type { AdminLotteryGame, AdminLotteryGamesResponse } from '@gaming/contracts/lottery-admin';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { QueryStates } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format-money';
import { useLotteryGames, useUpdateLotteryGame } from '../api/lottery';
import {
  type GameDraft,
  gameDraftOf,
  gameDraftProblems,
  gameUpdateRequestOf,
  hasProblems,
  oddsToInput,
  statedReturnPreview,
} from '../lib/lottery-forms';

const weekdays = [1, 2, 3, 4, 5, 6, 0] as const;

export function scheduleText(t: TFunction, schedule: AdminLotteryGame['schedule']): string {
  if (schedule.kind === 'everyMinutes')
    return t('lottery.schedule.everyMinutes', { count: schedule.minutes });
  const days =
    schedule.weekdays.length === 7
      ? t('lottery.schedule.everyDay')
      : schedule.weekdays.map((day) => t(`lottery.weekdays.${day}`)).join(', ');
  return t('lottery.schedule.daily', { times: schedule.times.join(', '), days });
}

function oddsText(odds: Record<string, number>): string {
  const entries = Object.entries(odds);
  if (entries.length === 1 && entries[0]?.[0] === 'win') return `${oddsToInput(entries[0][1])}×`;
  return entries.map(([key, value]) => `${key} ${oddsToInput(value)}×`).join(' · ');
}

function GameDialog({
  game,
  brand,
  onClose,
}: {
  game: AdminLotteryGame;
  brand: AdminLotteryGamesResponse['brand'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateLotteryGame();
  const [draft, setDraft] = useState<GameDraft>(() => gameDraftOf(game, brand.decimals));
  const [submitted, setSubmitted] = useState(false);
  const problems = gameDraftProblems(draft, brand.decimals);
  const set = (next: Partial<GameDraft>) => setDraft((now) => ({ ...now, ...next }));
  const setBetType = (index: number, next: Partial<GameDraft['betTypes'][number]>) =>
    setDraft((now) => ({
      ...now,
      betTypes: now.betTypes.map((type, at) => (at === index ? { ...type, ...next } : type)),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasProblems(problems) || update.isPending) return;
    update.mutate({ gameCode: game.gameCode, body: gameUpdateRequestOf(draft) }, { onSuccess: onClose });
  };
  const shown = (problem: boolean) => submitted && problem;
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      testId="lottery-game-dialog"
      title={t('lottery.games.editTitle', { game: t(`lottery.gameNames.${game.gameCode}`) })}
      description={t('lottery.games.editDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            data-testid="lottery-game-enabled"
            checked={draft.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          {t('lottery.games.enabled')}
        </label>
        <FormField
          label={t('lottery.games.salesCloseSeconds')}
          testId="lottery-game-sales-close"
          inputMode="numeric"
          autoComplete="off"
          value={draft.salesCloseSeconds}
          hint={t('lottery.games.salesCloseHint')}
          error={shown(problems.salesCloseSeconds) ? t('lottery.problems.salesClose') : null}
          onChange={(event) => set({ salesCloseSeconds: event.target.value })}
        />
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t('lottery.games.missedDrawPolicy')}</span>
          <select
            data-testid="lottery-game-missed-policy"
            className={inputStyles}
            value={draft.missedDrawPolicy}
            onChange={(event) =>
              set({ missedDrawPolicy: event.target.value === 'drawLate' ? 'drawLate' : 'cancelAndRefund' })
            }
          >
            <option value="drawLate">{t('lottery.policies.drawLate')}</option>
            <option value="cancelAndRefund">{t('lottery.policies.cancelAndRefund')}</option>
          </select>
        </label>
        {draft.scheduleKind === 'everyMinutes' ? (
          <FormField
            label={t('lottery.games.everyMinutes')}
            testId="lottery-game-every-minutes"
            inputMode="numeric"
            autoComplete="off"
            value={draft.everyMinutes}
            error={shown(problems.everyMinutes) ? t('lottery.problems.everyMinutes') : null}
            onChange={(event) => set({ everyMinutes: event.target.value })}
          />
        ) : (
          <>
            <FormField
              label={t('lottery.games.dailyTimes')}
              testId="lottery-game-daily-times"
              autoComplete="off"
              value={draft.dailyTimes}
              hint={t('lottery.games.dailyTimesHint')}
              error={shown(problems.dailyTimes) ? t('lottery.problems.dailyTimes') : null}
              onChange={(event) => set({ dailyTimes: event.target.value })}
            />
            <fieldset className="flex flex-col gap-1.5">
              <legend className="font-semibold">{t('lottery.games.weekdays')}</legend>
              <div className="flex flex-wrap gap-3">
                {weekdays.map((day) => (
                  <label key={day} className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={draft.weekdays.includes(day)}
                      onChange={(event) =>
                        set({
                          weekdays: event.target.checked
                            ? [...draft.weekdays, day]
                            : draft.weekdays.filter((value) => value !== day),
                        })
                      }
                    />
                    {t(`lottery.weekdays.${day}`)}
                  </label>
                ))}
              </div>
              {shown(problems.weekdays) ? (
                <p className="text-xs text-danger">{t('lottery.problems.weekdays')}</p>
              ) : null}
            </fieldset>
          </>
        )}
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">{t('lottery.games.betTypes')}</legend>
          {draft.betTypes.map((type, index) => {
            const stated = statedReturnPreview(draft.gameCode, type);
            const oddsProblem = problems.odds[index];
            const limitProblem = problems.exposureLimit[index];
            return (
              <div
                key={type.betType}
                data-testid={`lottery-bet-type-${type.betType}`}
                className="flex flex-col gap-2 rounded-md border border-border p-2"
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold">{t(`lottery.betTypes.${type.betType}`)}</span>
                  <span
                    data-testid={`lottery-stated-return-${type.betType}`}
                    className={`text-xs tabular-nums ${oddsProblem === 'aboveReturn' ? 'text-danger' : 'text-muted'}`}
                  >
                    {stated === null
                      ? t('lottery.games.statedReturnUnknown')
                      : t('lottery.games.statedReturn', { percent: stated })}
                  </span>
                </div>
                <div className="grid gap-2 sm:grid-cols-2">
                  {Object.entries(type.odds).map(([key, value]) => (
                    <FormField
                      key={key}
                      label={
                        key === 'win'
                          ? t('lottery.games.odds')
                          : t('lottery.games.oddsTier', { tier: t(`lottery.tiers.${key}`) })
                      }
                      testId={`lottery-odds-${type.betType}-${key}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={value}
                      error={submitted && oddsProblem ? t(`lottery.problems.odds.${oddsProblem}`) : null}
                      onChange={(event) =>
                        setBetType(index, { odds: { ...type.odds, [key]: event.target.value } })
                      }
                    />
                  ))}
                  <FormField
                    label={t('lottery.games.exposureLimit', { currency: brand.currency })}
                    testId={`lottery-exposure-${type.betType}`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={type.exposureLimit}
                    error={
                      submitted && limitProblem
                        ? t(`adjustments.create.problems.amount.${limitProblem}`, { count: brand.decimals })
                        : null
                    }
                    onChange={(event) => setBetType(index, { exposureLimit: event.target.value })}
                  />
                </div>
              </div>
            );
          })}
        </fieldset>
        {update.isError ? <FormError error={update.error} testId="lottery-game-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onClose}
            disabled={update.isPending}
          >
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            data-testid="lottery-game-save"
            className={buttonStyles.primary}
            disabled={update.isPending}
          >
            {update.isPending ? t('states.saving') : t('lottery.games.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function GameCard({
  game,
  brand,
  canConfigure,
  onEdit,
}: {
  game: AdminLotteryGame;
  brand: AdminLotteryGamesResponse['brand'];
  canConfigure: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article
      data-testid={`lottery-game-${game.gameCode}`}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t(`lottery.gameNames.${game.gameCode}`)}</h3>
        <div className="flex items-center gap-2">
          <Badge tone={game.enabled ? 'success' : 'neutral'} value={game.enabled ? 'enabled' : 'disabled'}>
            {game.enabled ? t('lottery.games.on') : t('lottery.games.off')}
          </Badge>
          {canConfigure ? (
            <button
              type="button"
              data-testid={`lottery-game-edit-${game.gameCode}`}
              className={`${buttonStyles.secondary} ${buttonStyles.small}`}
              onClick={onEdit}
            >
              {t('lottery.games.edit')}
            </button>
          ) : null}
        </div>
      </header>
      <p className="text-xs text-muted">
        {scheduleText(t, game.schedule)} ·{' '}
        {t('lottery.games.closesBefore', { count: game.salesCloseSeconds })} ·{' '}
        {t(`lottery.policies.${game.missedDrawPolicy}`)}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="p-1.5">{t('lottery.games.betType')}</th>
              <th className="p-1.5">{t('lottery.games.odds')}</th>
              <th className="p-1.5">{t('lottery.games.statedReturnShort')}</th>
              <th className="p-1.5">{t('lottery.games.exposureLimit', { currency: brand.currency })}</th>
            </tr>
          </thead>
          <tbody>
            {game.betTypes.map((type) => (
              <tr key={type.betType} className="border-t border-border" data-bet-type={type.betType}>
                <td className="p-1.5">{t(`lottery.betTypes.${type.betType}`)}</td>
                <td
                  className="p-1.5 tabular-nums"
                  data-testid={`lottery-odds-value-${game.gameCode}-${type.betType}`}
                >
                  {oddsText(type.odds)}
                </td>
                <td className="p-1.5 tabular-nums">
                  {type.statedReturnPercent ? `${type.statedReturnPercent}%` : '—'}
                </td>
                <td className="p-1.5 tabular-nums">{formatMoney(type.exposureLimitMinor, brand)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/** Each lottery game with its schedule, sales close, missed-draw policy, odds (stated return) and exposure limits. */
export function LotteryGamesPanel({ canConfigure }: { canConfigure: boolean }) {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const [editing, setEditing] = useState<AdminLotteryGame | null>(null);
  return (
    <section
      data-testid="lottery-games"
      aria-label={t('lottery.games.title')}
      className="flex flex-col gap-3"
    >
      <QueryStates
        query={games}
        isEmpty={(data) => data.games.length === 0}
        empty={{ title: t('lottery.games.empty') }}
      >
        {(data) => (
          <div className="grid gap-3 xl:grid-cols-2">
            {data.games.map((game) => (
              <GameCard
                key={game.gameCode}
                game={game}
                brand={data.brand}
                canConfigure={canConfigure}
                onEdit={() => setEditing(game)}
              />
            ))}
            {editing ? (
              <GameDialog game={editing} brand={data.brand} onClose={() => setEditing(null)} />
            ) : null}
          </div>
        )}
      </QueryStates>
    </section>
  );
}
