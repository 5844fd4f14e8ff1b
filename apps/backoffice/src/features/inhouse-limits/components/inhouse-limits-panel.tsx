import type { AdminInhouseLimitsResponse } from '@gaming/contracts/inhouse';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { QueryStates } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format-money';
import { minorToInput, thresholdProblem } from '../../adjustments/lib/adjustment-form';
import { useInhouseLimits, useUpdateInhouseLimits } from '../api/inhouse-limits';

type GameLimits = AdminInhouseLimitsResponse['games'][number];

function EditLimitsDialog({
  limits,
  brand,
  onClose,
}: {
  limits: GameLimits;
  brand: AdminInhouseLimitsResponse['brand'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateInhouseLimits();
  const [multiplier, setMultiplier] = useState(String(limits.maxMultiplier));
  const [payout, setPayout] = useState(minorToInput(limits.maxPayoutMinor, brand.decimals));
  const [exposure, setExposure] = useState(minorToInput(limits.dailyExposureMinor, brand.decimals));
  const [submitted, setSubmitted] = useState(false);
  const multiplierValue = /^\d{1,8}$/.test(multiplier.trim()) ? Number(multiplier.trim()) : 0;
  const problems = {
    multiplier: multiplierValue < 1 ? 'invalid' : null,
    payout: thresholdProblem(payout, brand.decimals),
    exposure: thresholdProblem(exposure, brand.decimals),
  };
  const amountError = (problem: string | null) =>
    submitted && problem
      ? t(`adjustments.create.problems.amount.${problem}`, { count: brand.decimals })
      : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.multiplier || problems.payout || problems.exposure || update.isPending) return;
    update.mutate(
      {
        game: limits.game,
        body: { maxMultiplier: multiplierValue, maxPayout: payout.trim(), dailyExposure: exposure.trim() },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="inhouse-limits-dialog"
      title={t('inhouseLimits.editTitle', { game: limits.displayName })}
      description={t('inhouseLimits.editDescription')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField
          label={t('inhouseLimits.maxMultiplier')}
          testId="inhouse-limits-multiplier"
          inputMode="numeric"
          autoComplete="off"
          value={multiplier}
          error={submitted && problems.multiplier ? t('inhouseLimits.multiplierProblem') : null}
          onChange={(event) => setMultiplier(event.target.value)}
        />
        <FormField
          label={t('inhouseLimits.maxPayout', { currency: brand.currency })}
          testId="inhouse-limits-payout"
          inputMode="decimal"
          autoComplete="off"
          value={payout}
          error={amountError(problems.payout)}
          onChange={(event) => setPayout(event.target.value)}
        />
        <FormField
          label={t('inhouseLimits.dailyExposure', { currency: brand.currency })}
          testId="inhouse-limits-exposure"
          inputMode="decimal"
          autoComplete="off"
          value={exposure}
          hint={t('inhouseLimits.exposureHint')}
          error={amountError(problems.exposure)}
          onChange={(event) => setExposure(event.target.value)}
        />
        {update.isError ? <FormError error={update.error} testId="inhouse-limits-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            data-testid="inhouse-limits-save"
            className={buttonStyles.primary}
            disabled={update.isPending}
          >
            {update.isPending ? t('states.saving') : t('inhouseLimits.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function LimitsTable({ data, canConfigure }: { data: AdminInhouseLimitsResponse; canConfigure: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<GameLimits | null>(null);
  const money = (minor: string) => formatMoney(minor, data.brand);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            <th className="p-2">{t('inhouseLimits.game')}</th>
            <th className="p-2">{t('inhouseLimits.maxMultiplier')}</th>
            <th className="p-2">{t('inhouseLimits.maxPayout', { currency: data.brand.currency })}</th>
            <th className="p-2">{t('inhouseLimits.dailyExposure', { currency: data.brand.currency })}</th>
            <th className="p-2">{t('inhouseLimits.today')}</th>
            {canConfigure ? <th className="p-2" /> : null}
          </tr>
        </thead>
        <tbody>
          {data.games.map((game) => (
            <tr
              key={game.game}
              data-testid={`inhouse-limits-${game.game}`}
              className="border-t border-border"
            >
              <td className="p-2 font-semibold">{game.displayName}</td>
              <td className="p-2 tabular-nums">{`${game.maxMultiplier.toLocaleString('en-US')}×`}</td>
              <td className="p-2 tabular-nums">{money(game.maxPayoutMinor)}</td>
              <td className="p-2 tabular-nums">{money(game.dailyExposureMinor)}</td>
              <td className="p-2 tabular-nums">
                {t('inhouseLimits.todayValue', {
                  netLoss: money(game.today.netLossMinor),
                  open: money(game.today.openMinor),
                })}
              </td>
              {canConfigure ? (
                <td className="p-2 text-right">
                  <button
                    type="button"
                    data-testid={`inhouse-limits-edit-${game.game}`}
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                    onClick={() => setEditing(game)}
                  >
                    {t('inhouseLimits.edit')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? (
        <EditLimitsDialog limits={editing} brand={data.brand} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

/** The house's limits on each in-house game, with what it has at stake today; risk staff change them. */
export function InhouseLimitsPanel({ canConfigure }: { canConfigure: boolean }) {
  const { t } = useTranslation();
  const limits = useInhouseLimits();
  return (
    <section
      data-testid="inhouse-limits"
      aria-label={t('inhouseLimits.title')}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <h2 className="text-sm font-semibold">{t('inhouseLimits.title')}</h2>
      <p className="text-xs text-muted">{t('inhouseLimits.description')}</p>
      <QueryStates query={limits}>
        {(data) => <LimitsTable data={data} canConfigure={canConfigure} />}
      </QueryStates>
    </section>
  );
}
