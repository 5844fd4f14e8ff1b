import type { RgProfile } from '@gaming/contracts/jurisdiction';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/form-field';
import { useSetRealityCheck } from '../api/set-reality-check';

const offValue = 'off';

/** The reality-check interval: one of the brand's intervals, or off when the brand does not require it. */
export function RealityCheckSection({
  profile,
  currentMinutes,
}: {
  profile: RgProfile;
  currentMinutes: number | null;
}) {
  const { t } = useTranslation('responsible');
  const check = profile.realityCheck;
  const effective = currentMinutes ?? check.defaultIntervalMinutes;
  const [value, setValue] = useState(effective === null ? offValue : String(effective));
  const [saved, setSaved] = useState(false);
  const setRealityCheck = useSetRealityCheck();
  if (!check.offered) return null;
  const options = [
    ...(check.mandatory ? [] : [{ value: offValue, label: t('realityCheck.off') }]),
    ...check.intervalsMinutes.map((minutes) => ({
      value: String(minutes),
      label: t('realityCheck.every', { count: minutes }),
    })),
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setRealityCheck.mutate(value === offValue ? null : Number(value), { onSuccess: () => setSaved(true) });
  };
  return (
    <section
      aria-labelledby="rg-reality-title"
      data-testid="rg-reality-check"
      className="flex flex-col gap-3 rounded-xl border border-border bg-bg-elevated p-4"
    >
      <h3 id="rg-reality-title" className="text-base font-bold">
        {t('realityCheck.title')}
      </h3>
      <p className="text-sm text-muted">{t('realityCheck.body')}</p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('realityCheck.interval')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setSaved(false);
          }}
          options={options}
          testId="rg-reality-interval"
          className="min-w-48"
        />
        <button
          type="submit"
          data-testid="rg-reality-save"
          disabled={setRealityCheck.isPending}
          className={buttonStyles.primary}
        >
          {t('limits.save')}
        </button>
      </form>
      <FormAlert
        error={setRealityCheck.error}
        success={saved ? t('realityCheck.saved') : null}
        testId="rg-reality-alert"
      />
    </section>
  );
}
