import type { WithdrawalSettings } from '@gaming/contracts/withdrawals';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/confirm-actions';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { Modal } from '../../../components/modal';
import { useUpdateWithdrawalSettings, useWithdrawalSettings } from '../api/withdrawal-settings';

type NumberKey = Exclude<keyof WithdrawalSettings, 'payerMustNotBeApprover'>;
type Draft = Record<NumberKey, string> & { payerMustNotBeApprover: boolean };

const fields: ReadonlyArray<{ key: NumberKey; minor: boolean }> = [
  { key: 'minimumMinor', minor: true },
  { key: 'maximumMinor', minor: true },
  { key: 'dailyCount', minor: false },
  { key: 'autoConfirmMinutes', minor: false },
  { key: 'feeFlatMinor', minor: true },
  { key: 'feeBasisPoints', minor: false },
];

function toDraft(settings: WithdrawalSettings): Draft {
  return {
    ...(Object.fromEntries(fields.map(({ key }) => [key, String(settings[key])])) as Record<
      NumberKey,
      string
    >),
    payerMustNotBeApprover: settings.payerMustNotBeApprover,
  };
}

function fromDraft(draft: Draft): WithdrawalSettings | null {
  if (!fields.every(({ key }) => /^\d{1,16}$/.test(draft[key].trim()))) return null;
  return {
    minimumMinor: draft.minimumMinor.trim(),
    maximumMinor: draft.maximumMinor.trim(),
    dailyCount: Number(draft.dailyCount),
    autoConfirmMinutes: Number(draft.autoConfirmMinutes),
    feeFlatMinor: draft.feeFlatMinor.trim(),
    feeBasisPoints: Number(draft.feeBasisPoints),
    payerMustNotBeApprover: draft.payerMustNotBeApprover,
  };
}

/**
 * Withdrawal limits for staff who manage channels or decide cashier requests. Saving proposes them: they
 * apply once a second staff member approves the change (issue 14 #17).
 */
export function WithdrawalSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useWithdrawalSettings();
  const update = useUpdateWithdrawalSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);
  if (settings.isError && !settings.data) return <ErrorState error={settings.error} />;
  if (!draft) return <LoadingState />;
  const parsed = fromDraft(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (parsed) setConfirming(true);
  };
  const save = () => {
    if (!parsed) return;
    update.mutate(parsed, {
      onSuccess: () => setSaved(true),
      onSettled: () => setConfirming(false),
    });
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t('withdrawals.settings.title')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map(({ key, minor }) => (
          <label key={key} className="flex flex-col gap-1.5">
            <span className="font-semibold">{t(`withdrawals.settings.${key}`)}</span>
            <input
              data-testid={`withdrawal-setting-${key}`}
              className={inputStyles}
              inputMode="numeric"
              disabled={!canEdit}
              value={draft[key]}
              aria-invalid={/^\d{1,16}$/.test(draft[key].trim()) ? undefined : true}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
            {minor ? <span className="text-xs text-muted">{t('withdrawals.settings.minorHint')}</span> : null}
          </label>
        ))}
        <label className="flex items-start gap-2 sm:col-span-2 lg:col-span-3">
          <input
            type="checkbox"
            data-testid="withdrawal-setting-payerMustNotBeApprover"
            className="mt-1 size-4"
            disabled={!canEdit}
            checked={draft.payerMustNotBeApprover}
            onChange={(event) => setDraft({ ...draft, payerMustNotBeApprover: event.target.checked })}
          />
          <span className="flex flex-col">
            <span className="font-semibold">{t('withdrawals.settings.payerMustNotBeApprover')}</span>
            <span className="text-xs text-muted">{t('withdrawals.settings.payerMustNotBeApproverHint')}</span>
          </span>
        </label>
        {canEdit ? (
          <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3">
            {update.isError ? <FormError error={update.error} testId="withdrawal-settings-error" /> : null}
            {saved ? (
              <p role="status" data-testid="withdrawal-settings-proposed" className="text-success">
                {t('withdrawals.settings.proposed')}
              </p>
            ) : null}
            <button
              type="submit"
              data-testid="withdrawal-settings-save"
              disabled={!parsed}
              className={`${buttonStyles.primary} self-start`}
            >
              {t('withdrawals.settings.save')}
            </button>
          </div>
        ) : null}
      </form>
      <Modal
        open={confirming}
        onOpenChange={(open) => (update.isPending ? undefined : setConfirming(open))}
        testId="withdrawal-settings-confirm"
        title={t('withdrawals.settings.confirmTitle')}
        description={t('withdrawals.settings.confirmBody')}
      >
        <ConfirmActions
          done={false}
          pending={update.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={save}
          confirmLabel={t('withdrawals.settings.save')}
          workingLabel={t('states.working')}
          testIdPrefix="withdrawal-settings-propose"
        />
      </Modal>
    </section>
  );
}
