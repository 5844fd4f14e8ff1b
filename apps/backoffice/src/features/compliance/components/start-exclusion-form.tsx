import { rgSelfExclusionPeriods } from '@gaming/contracts/rg-exclusions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { useStartExclusion } from '../api/member-compliance';

type Kind = 'break' | 'self_exclusion' | 'closure';
type Period = (typeof rgSelfExclusionPeriods)[number];

/** Staff start an exclusion on the member's request (a phone call); it can never be shortened here. */
export function StartExclusionForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation('compliance');
  const start = useStartExclusion(memberId);
  const [kind, setKind] = useState<Kind>('break');
  const [hours, setHours] = useState('24');
  const [period, setPeriod] = useState<Period>('6m');
  const [reason, setReason] = useState('');
  const hoursValue = Number(hours);
  const hoursValid = Number.isInteger(hoursValue) && hoursValue >= 24 && hoursValue <= 1008;
  const valid = reason.trim().length > 0 && (kind !== 'break' || hoursValid);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || start.isPending) return;
    const trimmed = reason.trim();
    const body =
      kind === 'break'
        ? { kind, hours: hoursValue, reason: trimmed }
        : kind === 'self_exclusion'
          ? { kind, period, reason: trimmed }
          : { kind, reason: trimmed };
    start.mutate(body, { onSuccess: () => setReason('') });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="compliance-exclusion-form"
      className="flex flex-col gap-2"
    >
      <p className="text-sm text-muted">{t('compliance.exclusion.help')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="flex flex-col gap-1 font-semibold">
          {t('compliance.exclusion.kind')}
          <select
            data-testid="compliance-exclusion-kind"
            className={inputStyles}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            {(['break', 'self_exclusion', 'closure'] as const).map((name) => (
              <option key={name} value={name}>
                {t(`compliance.exclusionKinds.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'break' ? (
          <label className="flex flex-col gap-1 font-semibold">
            {t('compliance.exclusion.hours')}
            <input
              data-testid="compliance-exclusion-hours"
              className={inputStyles}
              inputMode="numeric"
              value={hours}
              aria-invalid={!hoursValid}
              onChange={(event) => setHours(event.target.value)}
            />
          </label>
        ) : null}
        {kind === 'self_exclusion' ? (
          <label className="flex flex-col gap-1 font-semibold">
            {t('compliance.exclusion.period')}
            <select
              data-testid="compliance-exclusion-period"
              className={inputStyles}
              value={period}
              onChange={(event) => setPeriod(event.target.value as Period)}
            >
              {rgSelfExclusionPeriods.map((name) => (
                <option key={name} value={name}>
                  {t(`compliance.periods.${name}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <label className="flex flex-col gap-1 font-semibold">
        {t('compliance.exclusion.reason')}
        <input
          data-testid="compliance-exclusion-reason"
          className={inputStyles}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <div>
        <button
          type="submit"
          data-testid="compliance-exclusion-save"
          className={buttonStyles.danger}
          disabled={!valid || start.isPending}
        >
          {start.isPending ? t('compliance.working') : t('compliance.exclusion.start')}
        </button>
      </div>
      {start.isError ? <FormError error={start.error} testId="compliance-exclusion-error" /> : null}
    </form>
  );
}
