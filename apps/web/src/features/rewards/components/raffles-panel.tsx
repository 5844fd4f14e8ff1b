import type { MemberRaffle } from '@gaming/contracts/reward-campaigns';
import { TicketIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { useClaimRaffle } from '../api/claim-raffle';
import { useRaffles } from '../api/get-raffles';
import type { BrandFormat } from '../lib/brand-format';
import { RaffleVerifyDialog } from './raffle-verify-dialog';

const statusClass: Record<MemberRaffle['status'], string> = {
  scheduled: 'bg-surface-2 text-muted',
  open: 'bg-success/15 text-success',
  closed: 'bg-warning-surface text-warning',
  drawn: 'bg-accent/15 text-accent-text',
};

/**
 * Raffles (issue 16): each raffle's tickets rule, prizes and the member's tickets; after the draw its
 * prizes with a claim button (raffleClaim, spec §7) and a check of the draw anyone can run. Nothing shows
 * when there is no raffle.
 */
export function RafflesPanel({ format }: { format: BrandFormat }) {
  const { t } = useTranslation(['rewards', 'common']);
  const raffles = useRaffles();
  const claim = useClaimRaffle();
  const [verifying, setVerifying] = useState<MemberRaffle | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);
  const list = raffles.data?.raffles ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="raffles-title" className="flex flex-col gap-3" data-testid="raffles">
      <h2 id="raffles-title" className="flex items-center gap-2 text-lg font-bold">
        <TicketIcon className="size-5 text-accent-text" />
        {t('raffle.title')}
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {list.map((raffle) => (
          <li
            key={raffle.id}
            data-testid="raffle"
            data-raffle-id={raffle.id}
            data-status={raffle.status}
            className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4"
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="min-w-0 font-bold break-words">{raffle.title}</h3>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ${statusClass[raffle.status]}`}
              >
                {t(`raffle.status.${raffle.status}`)}
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-muted">{t('raffle.ticketsClose')}</dt>
                <dd className="font-semibold tabular-nums">{format.time(raffle.ticketsCloseAt, 'minute')}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('raffle.claimEnds')}</dt>
                <dd className="font-semibold tabular-nums">{format.time(raffle.claimEndsAt, 'minute')}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted">{t('raffle.rule')}</dt>
                <dd className="font-semibold">
                  {t(`raffle.ruleValue.${raffle.ticketRule.basis}`, {
                    amount: format.money(raffle.ticketRule.perTicketMinor),
                    max: raffle.ticketRule.maxTicketsPerMember,
                  })}
                </dd>
              </div>
            </dl>
            <div className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2">
              <span className="text-sm text-muted">{t('raffle.myTickets')}</span>
              <span className="text-xl font-extrabold tabular-nums" data-testid="raffle-my-tickets">
                {raffle.myTickets}
              </span>
            </div>
            <div>
              <p className="mb-1 text-xs text-muted">{t('raffle.prizes')}</p>
              <ol className="flex flex-wrap gap-1.5 text-xs">
                {raffle.prizes.map((prize) => (
                  <li key={prize.index} className="rounded-md border border-border px-2 py-0.5 tabular-nums">
                    {t('raffle.prize', { place: prize.index + 1, amount: format.money(prize.amountMinor) })}
                  </li>
                ))}
              </ol>
            </div>
            {raffle.myPrizes.length > 0 ? (
              <ul className="flex flex-col gap-2" data-testid="raffle-my-prizes">
                {raffle.myPrizes.map((prize) => (
                  <li
                    key={prize.prizeIndex}
                    className="flex flex-col gap-2 rounded-lg border border-accent/40 bg-accent/10 p-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="text-sm font-semibold">
                      {t('raffle.won', {
                        place: prize.prizeIndex + 1,
                        amount: format.money(prize.amountMinor),
                      })}
                    </span>
                    {prize.claimedAt ? (
                      <span className="text-xs text-success" data-testid="raffle-claimed">
                        {t('raffle.claimedAt', { time: format.time(prize.claimedAt, 'minute') })}
                      </span>
                    ) : prize.claimable ? (
                      <button
                        type="button"
                        data-testid="raffle-claim"
                        disabled={claim.isPending}
                        aria-busy={claim.isPending}
                        onClick={() => claim.mutate(raffle.id, { onSuccess: () => setClaimed(raffle.id) })}
                        className={`${buttonStyles.primary} ${buttonStyles.small}`}
                      >
                        {claim.isPending && claim.variables === raffle.id ? (
                          <Spinner className="size-3.5" />
                        ) : null}
                        {t('raffle.claim')}
                      </button>
                    ) : (
                      <span className="text-xs text-muted">{t('raffle.claimExpired')}</span>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            {claimed === raffle.id ? (
              <FormAlert success={t('raffle.claimedNow')} testId="raffle-claim-result" />
            ) : null}
            {claim.error && claim.variables === raffle.id ? (
              <FormAlert error={claim.error} testId="raffle-claim-error" />
            ) : null}
            <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2">
              <p className="min-w-0 truncate font-mono text-[0.65rem] text-muted" title={raffle.seedHash}>
                {t('raffle.commitment', { hash: `${raffle.seedHash.slice(0, 16)}…` })}
              </p>
              {raffle.status === 'drawn' ? (
                <button
                  type="button"
                  data-testid="raffle-verify"
                  onClick={() => setVerifying(raffle)}
                  className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                >
                  {t('raffle.verify')}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <RaffleVerifyDialog raffle={verifying} format={format} onClose={() => setVerifying(null)} />
    </section>
  );
}
