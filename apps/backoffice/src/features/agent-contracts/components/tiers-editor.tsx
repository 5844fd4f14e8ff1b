import { PlusIcon } from '@gaming/ui/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import type { AgentContractKind } from '../lib/contract-types';
import { emptyTier, maximumTiers, type TermsProblems, type TierDraft } from '../lib/terms-draft';

function TierInput({
  label,
  value,
  onChange,
  invalid,
  testId,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  testId: string;
  inputMode: 'decimal' | 'numeric';
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="font-semibold">{label}</span>
      <input
        data-testid={testId}
        className={inputStyles}
        inputMode={inputMode}
        maxLength={20}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * The tiers of a salary or dividend contract, lowest first: each a threshold, a minimum of active
 * members and what it pays. The highest tier met applies, so thresholds must rise from tier to tier.
 */
export function TiersEditor({
  kind,
  basis,
  tiers,
  currency,
  problems,
  onChange,
}: {
  kind: AgentContractKind;
  basis: 'netLoss' | 'validBet';
  tiers: TierDraft[];
  currency: string;
  problems: TermsProblems | null;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const update = (index: number, next: Partial<TierDraft>) =>
    onChange(tiers.map((tier, position) => (position === index ? { ...tier, ...next } : tier)));
  const bad = (index: number, field: string) => problems?.has(`tiers.${index}.${field}`) ?? false;
  const thresholdLabel =
    kind === 'dividend'
      ? t(`agents.contracts.terms.threshold.${basis}`)
      : t('agents.contracts.terms.threshold.validBet');
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold">{t('agents.contracts.offer.tiers')}</legend>
      <p id={`${id}-hint`} className={`text-xs ${problems?.has('tiers') ? 'text-danger' : 'text-muted'}`}>
        {t(
          kind === 'dividend'
            ? 'agents.contracts.offer.dividendTiersHint'
            : 'agents.contracts.offer.salaryTiersHint',
          {
            maximum: maximumTiers,
          },
        )}
      </p>
      <ol className="flex flex-col gap-2">
        {tiers.map((tier, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the ordered list
            key={index}
            data-testid="tier-row"
            className="grid gap-2 rounded-md border border-border bg-surface-2 p-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_1fr_1fr_auto] lg:items-end"
          >
            <span className="text-sm font-semibold lg:pb-2">
              {t('agents.contracts.offer.tierNumber', { number: index + 1 })}
            </span>
            <TierInput
              label={`${thresholdLabel} (${currency})`}
              testId="tier-threshold"
              inputMode="decimal"
              value={tier.threshold}
              invalid={bad(index, 'threshold')}
              onChange={(threshold) => update(index, { threshold })}
            />
            <TierInput
              label={t('agents.contracts.terms.minActive')}
              testId="tier-min-active"
              inputMode="numeric"
              value={tier.minActiveMembers}
              invalid={bad(index, 'minActiveMembers')}
              onChange={(minActiveMembers) => update(index, { minActiveMembers })}
            />
            {kind === 'dividend' ? null : (
              <label className="flex min-w-0 flex-col gap-1 text-sm">
                <span className="font-semibold">{t('agents.contracts.offer.valueMode')}</span>
                <select
                  data-testid="tier-mode"
                  className={inputStyles}
                  value={tier.valueMode}
                  onChange={(event) =>
                    update(index, { valueMode: event.target.value as TierDraft['valueMode'] })
                  }
                >
                  <option value="rate">{t('agents.contracts.offer.modes.rate')}</option>
                  <option value="fixed">{t('agents.contracts.offer.modes.fixed', { currency })}</option>
                </select>
              </label>
            )}
            <TierInput
              label={
                kind === 'dividend'
                  ? t('agents.contracts.offer.sharePercent')
                  : tier.valueMode === 'rate'
                    ? t('agents.contracts.offer.ratePercent')
                    : t('agents.contracts.offer.fixedAmount', { currency })
              }
              testId="tier-value"
              inputMode="decimal"
              value={tier.value}
              invalid={bad(index, 'value')}
              onChange={(value) => update(index, { value })}
            />
            <button
              type="button"
              data-testid="tier-remove"
              className={`${buttonStyles.ghost} text-danger`}
              disabled={tiers.length <= 1}
              onClick={() => onChange(tiers.filter((_, position) => position !== index))}
            >
              {t('agents.contracts.offer.removeTier')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        data-testid="tier-add"
        className={`${buttonStyles.secondary} self-start`}
        disabled={tiers.length >= maximumTiers}
        onClick={() => onChange([...tiers, emptyTier()])}
      >
        <PlusIcon className="size-4" />
        {t('agents.contracts.offer.addTier')}
      </button>
    </fieldset>
  );
}
