import { gameCategoryCodes } from '@gaming/contracts/category-routes';
import type { RebateRates } from '@gaming/contracts/reward-campaigns';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/problem-fields';
import { QueryStates } from '../../../components/query-states';
import { SettingsSave } from '../../../components/settings-save';
import type { Problems } from '../../../lib/form-values';
import type { MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useRebateRates, useSaveRebateRates } from '../api/rebate-rates';
import { type RebateRatesDraft, rebateRatesDraft, rebateRatesRequest } from '../lib/rebate-rates-form';

function RatesForm({ saved, money, canEdit }: { saved: RebateRates; money: MoneyFormat; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRebateRates();
  const [draft, setDraft] = useState<RebateRatesDraft>(() => rebateRatesDraft(saved, money.decimals));
  const [problems, setProblems] = useState<Problems>({});
  const [savedNow, setSavedNow] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !canEdit) return;
    const result = rebateRatesRequest(draft, money.decimals);
    setProblems(result.problems ?? {});
    setSavedNow(false);
    if (result.body)
      save.mutate(result.body, {
        onSuccess: (stored) => {
          setDraft(rebateRatesDraft(stored, money.decimals));
          setSavedNow(true);
        },
      });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <p className="text-xs text-muted">{t('rewards.rebateRates.hint')}</p>
      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {gameCategoryCodes.map((code) => (
          <TextField
            key={code}
            label={code}
            testId={`rebate-rate-${code}`}
            inputMode="decimal"
            suffix="%"
            value={draft.rates[code]}
            problem={problems[`rates.${code}`]}
            onChange={(value) => {
              setSavedNow(false);
              setDraft((current) => ({ ...current, rates: { ...current.rates, [code]: value } }));
            }}
          />
        ))}
        <TextField
          className="sm:col-span-2"
          label={t('rewards.rebateRates.minClaim')}
          hint={t('rewards.rebateRates.minClaimHint', { currency: money.currency })}
          testId="rebate-min-claim"
          inputMode="decimal"
          value={draft.minClaim}
          problem={problems.minClaim}
          onChange={(minClaim) => {
            setSavedNow(false);
            setDraft((current) => ({ ...current, minClaim }));
          }}
        />
      </fieldset>
      <SettingsSave
        save={save}
        savedNow={savedNow}
        canEdit={canEdit}
        testPrefix="rebate-rates"
        saveText={t('rewards.rebateRates.save')}
        savedText={t('rewards.rebateRates.saved')}
        readOnlyText={t('rewards.forms.readOnly')}
      />
    </form>
  );
}

/** The manual rebate's rate per game category (MANPLAYREB3) and its minimum claim; every change audited. */
export function RebateRatesPanel({ canEdit }: { canEdit: boolean }) {
  const rates = useRebateRates();
  const money = useBrandMoney();
  return (
    <QueryStates query={rates}>
      {(saved) => (money ? <RatesForm saved={saved} money={money} canEdit={canEdit} /> : null)}
    </QueryStates>
  );
}
