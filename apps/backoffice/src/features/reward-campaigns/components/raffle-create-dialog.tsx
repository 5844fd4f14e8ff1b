import { rewardCampaignLimits } from '@gaming/contracts/reward-campaigns';
import { PlusIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { SelectField, TextField, useProblemText } from '../../../components/problem-fields';
import { useCreateRaffle } from '../api/raffles';
import { emptyRaffleDraft, raffleFieldOf, raffleRequest, ticketBases } from '../lib/raffle-form';
import { CampaignFormDialog } from './campaign-form-dialog';

/** A raffle's create dialog: title, schedule, ticket rule and prizes in draw order. */
export function RaffleCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <CampaignFormDialog
      testPrefix="raffle"
      textPrefix="rewards.raffles"
      empty={emptyRaffleDraft}
      request={raffleRequest}
      fieldOf={raffleFieldOf}
      useCreate={useCreateRaffle}
      onClose={onClose}
      note={<p className="text-xs text-muted">{t('rewards.raffles.seedHint')}</p>}
    >
      {({ draft, set, shown, brand: { money, zone } }) => {
        const amountHint = t('rewards.forms.amountHint', { currency: money.currency });
        const setPrize = (index: number, value: string) =>
          set({ prizes: draft.prizes.map((prize, at) => (at === index ? value : prize)) });
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                className="sm:col-span-2"
                label={t('rewards.raffles.fields.title')}
                testId="raffle-title"
                maxLength={rewardCampaignLimits.titleLength}
                value={draft.title}
                problem={shown.title}
                onChange={(title) => set({ title })}
              />
              <TextField
                label={`${t('rewards.forms.startsAt')} (${zone})`}
                testId="raffle-starts"
                type="datetime-local"
                value={draft.startsAt}
                problem={shown.startsAt}
                onChange={(startsAt) => set({ startsAt })}
              />
              <TextField
                label={`${t('rewards.raffles.fields.ticketsCloseAt')} (${zone})`}
                testId="raffle-tickets-close"
                type="datetime-local"
                value={draft.ticketsCloseAt}
                problem={shown.ticketsCloseAt}
                onChange={(ticketsCloseAt) => set({ ticketsCloseAt })}
              />
              <TextField
                label={`${t('rewards.raffles.fields.claimEndsAt')} (${zone})`}
                hint={t('rewards.raffles.claimHint')}
                testId="raffle-claim-ends"
                type="datetime-local"
                value={draft.claimEndsAt}
                problem={shown.claimEndsAt}
                onChange={(claimEndsAt) => set({ claimEndsAt })}
              />
              <SelectField
                label={t('rewards.raffles.fields.basis')}
                testId="raffle-basis"
                value={draft.basis}
                options={ticketBases}
                optionLabel={(basis) => t(`rewards.raffles.bases.${basis}`)}
                onChange={(basis) => set({ basis })}
              />
              <TextField
                label={t(`rewards.raffles.perTicket.${draft.basis}`)}
                hint={amountHint}
                testId="raffle-per-ticket"
                inputMode="decimal"
                value={draft.perTicket}
                problem={shown.perTicket}
                onChange={(perTicket) => set({ perTicket })}
              />
              <TextField
                label={t('rewards.raffles.fields.maxTickets')}
                testId="raffle-max-tickets"
                inputMode="numeric"
                value={draft.maxTickets}
                problem={shown.maxTickets}
                onChange={(maxTickets) => set({ maxTickets })}
              />
            </div>
            <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
              <legend className="px-1 font-semibold">{t('rewards.raffles.fields.prizes')}</legend>
              <p className="text-xs text-muted">
                {t('rewards.raffles.prizesHint', { max: rewardCampaignLimits.prizes })}
              </p>
              <ol className="flex flex-col gap-2">
                {draft.prizes.map((prize, index) => (
                  // Prizes are positions in the draw order, so the index is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the prize
                  <li key={index} className="flex items-start gap-2">
                    <TextField
                      className="flex-1"
                      label={t('rewards.raffles.prizeNumber', { number: index + 1 })}
                      testId={`raffle-prize-${index}`}
                      inputMode="decimal"
                      value={prize}
                      problem={shown[`prizes.${index}`]}
                      onChange={(value) => setPrize(index, value)}
                    />
                    {draft.prizes.length > 1 ? (
                      <button
                        type="button"
                        className={`${buttonStyles.ghost} mt-7`}
                        data-testid={`raffle-prize-remove-${index}`}
                        onClick={() => set({ prizes: draft.prizes.filter((_, at) => at !== index) })}
                      >
                        {t('rewards.forms.remove')}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ol>
              {shown.prizes ? <p className="text-xs text-danger">{problemText(shown.prizes)}</p> : null}
              {draft.prizes.length < rewardCampaignLimits.prizes ? (
                <button
                  type="button"
                  className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
                  data-testid="raffle-prize-add"
                  onClick={() => set({ prizes: [...draft.prizes, ''] })}
                >
                  <PlusIcon className="size-4" />
                  {t('rewards.raffles.addPrize')}
                </button>
              ) : null}
            </fieldset>
          </>
        );
      }}
    </CampaignFormDialog>
  );
}
