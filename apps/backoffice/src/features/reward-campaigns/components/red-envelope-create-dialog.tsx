import { rewardCampaignLimits } from '@gaming/contracts/reward-campaigns';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import type { MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useBrandTime } from '../../../lib/use-brand-time';
import { SelectField, TextField } from '../../promotions/components/reward-fields';
import { type Problems, serverFieldProblems } from '../../promotions/lib/form-values';
import { useCreateRedEnvelope } from '../api/red-envelopes';
import {
  audienceKinds,
  emptyRedEnvelopeDraft,
  type RedEnvelopeDraft,
  redEnvelopeFieldOf,
  redEnvelopeRequest,
} from '../lib/red-envelope-form';

/** The form once the brand's money and time zone are known (amounts and times are read in them). */
export function RedEnvelopeCreateDialog({ onClose }: { onClose: () => void }) {
  const money = useBrandMoney();
  const brandTime = useBrandTime();
  if (!money || brandTime.offsetMinutes === undefined) return null;
  return (
    <RedEnvelopeForm
      money={money}
      offsetMinutes={brandTime.offsetMinutes}
      zone={brandTime.label}
      onClose={onClose}
    />
  );
}

function RedEnvelopeForm({
  money,
  offsetMinutes,
  zone,
  onClose,
}: {
  money: MoneyFormat;
  offsetMinutes: number;
  zone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRedEnvelope();
  const [draft, setDraft] = useState<RedEnvelopeDraft>(emptyRedEnvelopeDraft);
  const [problems, setProblems] = useState<Problems>({});
  const set = (next: Partial<RedEnvelopeDraft>) => setDraft((current) => ({ ...current, ...next }));
  const shown: Problems = { ...serverFieldProblems(create.error, redEnvelopeFieldOf), ...problems };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = redEnvelopeRequest(draft, money.decimals, offsetMinutes);
    setProblems(result.problems ?? {});
    if (result.body) create.mutate(result.body, { onSuccess: onClose });
  };
  const amountHint = t('rewards.forms.amountHint', { currency: money.currency });
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !create.isPending) onClose();
      }}
      testId="red-envelope-dialog"
      title={t('rewards.redEnvelopes.create.title')}
      description={t('rewards.redEnvelopes.create.description')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={t('rewards.redEnvelopes.fields.title')}
            testId="red-envelope-title"
            maxLength={rewardCampaignLimits.titleLength}
            value={draft.title}
            problem={shown.title}
            onChange={(title) => set({ title })}
          />
          <TextField
            label={t('rewards.redEnvelopes.fields.total')}
            hint={amountHint}
            testId="red-envelope-total"
            inputMode="decimal"
            value={draft.total}
            problem={shown.total}
            onChange={(total) => set({ total })}
          />
          <TextField
            label={t('rewards.redEnvelopes.fields.count')}
            hint={t('rewards.redEnvelopes.countHint', { max: rewardCampaignLimits.envelopes })}
            testId="red-envelope-count"
            inputMode="numeric"
            value={draft.count}
            problem={shown.count}
            onChange={(count) => set({ count })}
          />
          <TextField
            className="sm:col-span-2"
            label={t('rewards.redEnvelopes.fields.floor')}
            hint={t('rewards.redEnvelopes.floorHint')}
            testId="red-envelope-floor"
            inputMode="decimal"
            value={draft.floor}
            problem={shown.floor}
            onChange={(floor) => set({ floor })}
          />
          <TextField
            label={`${t('rewards.forms.startsAt')} (${zone})`}
            testId="red-envelope-starts"
            type="datetime-local"
            value={draft.startsAt}
            problem={shown.startsAt}
            onChange={(startsAt) => set({ startsAt })}
          />
          <TextField
            label={`${t('rewards.forms.endsAt')} (${zone})`}
            testId="red-envelope-ends"
            type="datetime-local"
            value={draft.endsAt}
            problem={shown.endsAt}
            onChange={(endsAt) => set({ endsAt })}
          />
          <SelectField
            className="sm:col-span-2"
            label={t('rewards.redEnvelopes.fields.audience')}
            testId="red-envelope-audience"
            value={draft.audience}
            options={audienceKinds}
            optionLabel={(kind) => t(`rewards.redEnvelopes.audiences.${kind}`)}
            onChange={(audience) => set({ audience })}
          />
          {draft.audience !== 'everyone' ? (
            <TextField
              label={t('rewards.redEnvelopes.fields.days')}
              testId="red-envelope-days"
              inputMode="numeric"
              suffix={t('rewards.forms.days')}
              value={draft.days}
              problem={shown.days}
              onChange={(days) => set({ days })}
            />
          ) : null}
          {draft.audience === 'validBet' ? (
            <TextField
              label={t('rewards.redEnvelopes.fields.minValidBet')}
              hint={amountHint}
              testId="red-envelope-min-valid-bet"
              inputMode="decimal"
              value={draft.minValidBet}
              problem={shown.minValidBet}
              onChange={(minValidBet) => set({ minValidBet })}
            />
          ) : null}
        </div>
        {create.isError ? <FormError error={create.error} testId="red-envelope-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onClose}
            disabled={create.isPending}
          >
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={create.isPending}
            data-testid="red-envelope-save"
          >
            {create.isPending ? t('states.working') : t('rewards.redEnvelopes.create.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
