import { rewardCampaignLimits } from '@gaming/contracts/reward-campaigns';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/problem-fields';
import { useCreateRedEnvelope } from '../api/red-envelopes';
import {
  audienceKinds,
  emptyRedEnvelopeDraft,
  redEnvelopeFieldOf,
  redEnvelopeRequest,
} from '../lib/red-envelope-form';
import { CampaignFormDialog } from './campaign-form-dialog';

/** A red-envelope drop's create dialog: title, split (total, count, floor), schedule and who may grab. */
export function RedEnvelopeCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CampaignFormDialog
      testPrefix="red-envelope"
      textPrefix="rewards.redEnvelopes"
      empty={emptyRedEnvelopeDraft}
      request={redEnvelopeRequest}
      fieldOf={redEnvelopeFieldOf}
      useCreate={useCreateRedEnvelope}
      onClose={onClose}
    >
      {({ draft, set, shown, brand: { money, zone } }) => {
        const amountHint = t('rewards.forms.amountHint', { currency: money.currency });
        return (
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
        );
      }}
    </CampaignFormDialog>
  );
}
