import { rewardCampaignLimits } from '@gaming/contracts/reward-campaigns';
import { PlusIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import type { MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useBrandTime } from '../../../lib/use-brand-time';
import { SelectField, TextField, useProblemText } from '../../promotions/components/reward-fields';
import { type Problems, serverFieldProblems } from '../../promotions/lib/form-values';
import { useCreateRaffle } from '../api/raffles';
import {
  emptyRaffleDraft,
  type RaffleDraft,
  raffleFieldOf,
  raffleRequest,
  ticketBases,
} from '../lib/raffle-form';

export function RaffleCreateDialog({ onClose }: { onClose: () => void }) {
  const money = useBrandMoney();
  const brandTime = useBrandTime();
  if (!money || brandTime.offsetMinutes === undefined) return null;
  return (
    <RaffleForm
      money={money}
      offsetMinutes={brandTime.offsetMinutes}
      zone={brandTime.label}
      onClose={onClose}
    />
  );
}

function RaffleForm({
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
  const problemText = useProblemText();
  const create = useCreateRaffle();
  const [draft, setDraft] = useState<RaffleDraft>(emptyRaffleDraft);
  const [problems, setProblems] = useState<Problems>({});
  const set = (next: Partial<RaffleDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setPrize = (index: number, value: string) =>
    setDraft((current) => ({
      ...current,
      prizes: current.prizes.map((prize, at) => (at === index ? value : prize)),
    }));
  const shown: Problems = { ...serverFieldProblems(create.error, raffleFieldOf), ...problems };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = raffleRequest(draft, money.decimals, offsetMinutes);
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
      testId="raffle-dialog"
      title={t('rewards.raffles.create.title')}
      description={t('rewards.raffles.create.description')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
        <p className="text-xs text-muted">{t('rewards.raffles.seedHint')}</p>
        {create.isError ? <FormError error={create.error} testId="raffle-error" /> : null}
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
            data-testid="raffle-save"
          >
            {create.isPending ? t('states.working') : t('rewards.raffles.create.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
