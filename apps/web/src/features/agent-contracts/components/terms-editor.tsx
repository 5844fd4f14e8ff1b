import { agentContractLimits, dividendPeriods } from '@gaming/contracts/agent-contracts';
import { CloseIcon, PlusIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { SelectField, TextField } from '../../../components/form-field';
import { type DraftProblem, emptyTier, type TermsDraft, type TierDraft } from '../lib/terms-draft';

/**
 * The terms of an offer: a dividend's period, basis and treatment of a negative period; the tiers of a
 * dividend or salary (up to 10: threshold, minimum active members, what is paid); a real-time rate.
 * Problems show once the agent tried to send (`showProblems`).
 */
export function TermsEditor({
  draft,
  onChange,
  problems,
  showProblems,
  currencySymbol,
}: {
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  problems: DraftProblem[];
  showProblems: boolean;
  currencySymbol: string;
}) {
  const { t } = useTranslation('agent');
  const problemOf = (field: DraftProblem['field'], tier: number | null) => {
    if (!showProblems) return null;
    const problem = problems.find((item) => item.field === field && item.tier === tier);
    return problem ? t(`agentCentre.contracts.errors.${problem.key}`) : null;
  };
  if (draft.kind === 'realtime') {
    return (
      <TextField
        label={t('agentCentre.contracts.ratePercent')}
        value={draft.rate}
        onChange={(rate) => onChange({ ...draft, rate })}
        error={problemOf('rate', null)}
        hint={t('agentCentre.contracts.realtimeHint')}
        testId="offer-rate"
        inputMode="decimal"
        maxLength={9}
        required
      />
    );
  }
  const setTier = (index: number, tier: Partial<TierDraft>) =>
    onChange({
      ...draft,
      tiers: draft.tiers.map((item, at) => (at === index ? { ...item, ...tier } : item)),
    });
  const isDividend = draft.kind === 'dividend';
  return (
    <div className="flex flex-col gap-4">
      {isDividend ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('agentCentre.contracts.periodLabel')}
            value={draft.period}
            onChange={(period) => onChange({ ...draft, period: period as TermsDraft['period'] })}
            options={dividendPeriods.map((period) => ({
              value: period,
              label: t(`agentCentre.contracts.periods.${period}`),
            }))}
            testId="offer-period"
          />
          <SelectField
            label={t('agentCentre.contracts.basisLabel')}
            value={draft.basis}
            onChange={(basis) => onChange({ ...draft, basis: basis as TermsDraft['basis'] })}
            options={(['netLoss', 'validBet'] as const).map((basis) => ({
              value: basis,
              label: t(`agentCentre.contracts.bases.${basis}`),
            }))}
            testId="offer-basis"
          />
          <SelectField
            label={t('agentCentre.contracts.negativeLabel')}
            value={draft.negativePeriod}
            onChange={(value) =>
              onChange({ ...draft, negativePeriod: value as TermsDraft['negativePeriod'] })
            }
            options={(['discard', 'carry'] as const).map((value) => ({
              value,
              label: t(`agentCentre.contracts.negative.${value}`),
            }))}
            testId="offer-negative"
          />
        </div>
      ) : null}
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('agentCentre.contracts.tiers')}</legend>
        <p className="text-xs text-muted">
          {t(
            isDividend ? 'agentCentre.contracts.dividendTiersHint' : 'agentCentre.contracts.salaryTiersHint',
          )}
        </p>
        {draft.tiers.map((tier, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place by position.
            key={index}
            data-testid="offer-tier"
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold">
                {t('agentCentre.contracts.tierNumber', { number: index + 1 })}
              </p>
              {draft.tiers.length > 1 ? (
                <button
                  type="button"
                  data-testid="offer-tier-remove"
                  aria-label={t('agentCentre.contracts.removeTier', { number: index + 1 })}
                  onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, at) => at !== index) })}
                  className="grid size-9 place-items-center rounded-md text-muted hover:bg-surface-3"
                >
                  <CloseIcon className="size-4" />
                </button>
              ) : null}
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={
                  isDividend && draft.basis === 'netLoss'
                    ? t('agentCentre.contracts.thresholdLossInput', { symbol: currencySymbol })
                    : t('agentCentre.contracts.thresholdValidBetInput', { symbol: currencySymbol })
                }
                value={tier.threshold}
                onChange={(threshold) => setTier(index, { threshold })}
                error={problemOf('threshold', index) ?? problemOf('order', index)}
                testId="offer-tier-threshold"
                inputMode="decimal"
                maxLength={20}
                required
              />
              <TextField
                label={t('agentCentre.contracts.minActive')}
                value={tier.minActive}
                onChange={(minActive) => setTier(index, { minActive })}
                error={problemOf('minActive', index)}
                testId="offer-tier-active"
                inputMode="numeric"
                maxLength={7}
                required
              />
              <div className="flex flex-col gap-2">
                {isDividend ? null : (
                  <SelectField
                    label={t('agentCentre.contracts.valueType')}
                    value={tier.valueType}
                    onChange={(valueType) =>
                      setTier(index, { valueType: valueType as TierDraft['valueType'] })
                    }
                    options={[
                      { value: 'rate', label: t('agentCentre.contracts.valueTypeRate') },
                      { value: 'fixed', label: t('agentCentre.contracts.valueTypeFixed') },
                    ]}
                    testId="offer-tier-value-type"
                  />
                )}
                <TextField
                  label={
                    isDividend
                      ? t('agentCentre.contracts.sharePercent')
                      : tier.valueType === 'rate'
                        ? t('agentCentre.contracts.ratePercent')
                        : t('agentCentre.contracts.fixedAmount', { symbol: currencySymbol })
                  }
                  value={tier.value}
                  onChange={(value) => setTier(index, { value })}
                  error={problemOf('value', index)}
                  testId="offer-tier-value"
                  inputMode="decimal"
                  maxLength={20}
                  required
                />
              </div>
            </div>
          </div>
        ))}
        {draft.tiers.length < agentContractLimits.tiers ? (
          <button
            type="button"
            data-testid="offer-tier-add"
            onClick={() => onChange({ ...draft, tiers: [...draft.tiers, { ...emptyTier }] })}
            className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
          >
            <PlusIcon className="size-4" />
            {t('agentCentre.contracts.addTier')}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
