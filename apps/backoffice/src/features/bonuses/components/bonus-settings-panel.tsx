import { bonusLimits } from '@gaming/contracts/bonuses';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/problem-fields';
import { QueryStates } from '../../../components/query-states';
import type { Problems } from '../../../lib/form-values';
import { readInteger } from '../../../lib/form-values';
import { useBonusSettings, useSaveBonusSettings } from '../api/bonuses';

function SettingsForm({ maxWageringMultiple, canEdit }: { maxWageringMultiple: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveBonusSettings();
  const [value, setValue] = useState(String(maxWageringMultiple));
  const [problems, setProblems] = useState<Problems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit || save.isPending) return;
    const found: Problems = {};
    const multiple = readInteger(value, { min: 1, max: bonusLimits.maxWageringMultiple }, 'multiple', found);
    setProblems(found);
    if (multiple !== null) save.mutate({ maxWageringMultiple: multiple });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <fieldset disabled={!canEdit} className="max-w-sm">
        <TextField
          label={t('rewards.bonuses.settings.maxMultiple')}
          hint={t('rewards.bonuses.settings.maxMultipleHint', { max: bonusLimits.maxWageringMultiple })}
          testId="bonus-settings-max-multiple"
          inputMode="numeric"
          suffix="×"
          value={value}
          problem={problems.multiple}
          onChange={setValue}
        />
      </fieldset>
      {save.isError ? <FormError error={save.error} testId="bonus-settings-error" /> : null}
      {save.isSuccess ? (
        <p role="status" className="text-success" data-testid="bonus-settings-saved">
          {t('rewards.bonuses.settings.saved')}
        </p>
      ) : null}
      {canEdit ? (
        <button
          type="submit"
          className={`${buttonStyles.primary} self-start`}
          disabled={save.isPending}
          data-testid="bonus-settings-save"
        >
          {save.isPending ? t('states.working') : t('rewards.bonuses.settings.save')}
        </button>
      ) : (
        <p className="text-xs text-muted">{t('rewards.forms.readOnly')}</p>
      )}
    </form>
  );
}

/** The brand's cap on the wagering multiple (bonuses.settings): a promotion above it is refused at save. */
export function BonusSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useBonusSettings();
  return (
    <QueryStates query={settings}>
      {(data) => <SettingsForm maxWageringMultiple={data.maxWageringMultiple} canEdit={canEdit} />}
    </QueryStates>
  );
}
