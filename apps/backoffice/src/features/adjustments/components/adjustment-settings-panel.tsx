import type { AdjustmentSettingsResponse } from '@gaming/contracts/adjustments';
import { ShieldIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { formatMoney } from '../../../lib/format-money';
import { useUpdateAdjustmentSettings } from '../api/adjustment-settings';
import { minorToInput, thresholdProblem } from '../lib/adjustment-form';

function ThresholdDialog({
  settings,
  onClose,
}: {
  settings: AdjustmentSettingsResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateAdjustmentSettings();
  const [value, setValue] = useState(minorToInput(settings.approvalThresholdMinor, settings.brand.decimals));
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? thresholdProblem(value, settings.brand.decimals) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (thresholdProblem(value, settings.brand.decimals) || update.isPending) return;
    update.mutate(value.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="adjustment-threshold-dialog"
      title={t('adjustments.settings.editTitle')}
      description={t('adjustments.settings.editDescription')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField
          label={t('adjustments.settings.threshold', { currency: settings.brand.currency })}
          testId="adjustment-threshold-input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={update.isSuccess}
          hint={t('adjustments.settings.zeroHint')}
          error={
            problem
              ? t(`adjustments.create.problems.amount.${problem}`, { count: settings.brand.decimals })
              : null
          }
          onChange={(event) => setValue(event.target.value)}
        />
        {update.isError ? <FormError error={update.error} testId="adjustment-threshold-error" /> : null}
        {update.isSuccess ? (
          <p
            role="status"
            data-testid="adjustment-threshold-proposed"
            className="rounded-md border border-success/50 bg-surface-2 p-3 font-semibold"
          >
            {t('adjustments.settings.proposed')}
          </p>
        ) : null}
        {update.isSuccess ? (
          <div className="flex justify-end">
            <button
              type="button"
              data-testid="adjustment-threshold-done"
              className={buttonStyles.primary}
              onClick={onClose}
            >
              {t('actions.done')}
            </button>
          </div>
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              {t('actions.cancel')}
            </button>
            <button
              type="submit"
              data-testid="adjustment-threshold-save"
              className={buttonStyles.primary}
              disabled={update.isPending}
            >
              {update.isPending ? t('states.saving') : t('adjustments.settings.save')}
            </button>
          </div>
        )}
      </form>
    </Modal>
  );
}

/** The amount above which an adjustment needs a second staff member; admins may change it. */
export function AdjustmentSettingsPanel({
  settings,
  canConfigure,
}: {
  settings: AdjustmentSettingsResponse;
  canConfigure: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <section
      data-testid="adjustment-settings"
      aria-label={t('adjustments.settings.title')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-3"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-muted">
          <ShieldIcon className="size-5" />
        </span>
        <div className="flex flex-col">
          <span className="text-xs font-semibold text-muted">{t('adjustments.settings.title')}</span>
          <span className="font-semibold tabular-nums" data-testid="adjustment-threshold">
            {t('adjustments.settings.summary', {
              threshold: formatMoney(settings.approvalThresholdMinor, settings.brand),
            })}
          </span>
        </div>
      </div>
      {canConfigure ? (
        <button
          type="button"
          data-testid="adjustment-threshold-edit"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={() => setEditing(true)}
        >
          {t('adjustments.settings.edit')}
        </button>
      ) : null}
      {editing ? <ThresholdDialog settings={settings} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
