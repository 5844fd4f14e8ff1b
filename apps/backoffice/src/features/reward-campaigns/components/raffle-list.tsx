import { type AdminRaffle, raffleStatuses } from '@gaming/contracts/reward-campaigns';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Fact, FactList } from '../../../components/fact-list';
import { Modal } from '../../../components/modal';
import { QueryStates } from '../../../components/query-states';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useRaffleResults, useRaffles } from '../api/raffles';
import { CampaignList, resultsColumn } from './campaign-list';
import { CampaignStatusBadge } from './campaign-status-badge';
import { RaffleCreateDialog } from './raffle-create-dialog';

/** The prizes' sum, exact. */
function prizeTotal(raffle: AdminRaffle): string {
  return raffle.prizes.reduce((sum, prize) => sum + BigInt(prize.amountMinor), 0n).toString();
}

function ticketRuleText(t: TFunction, raffle: AdminRaffle, money: MoneyFormat): string {
  return t(`rewards.raffles.ruleText.${raffle.ticketRule.basis}`, {
    amount: formatMoney(raffle.ticketRule.perTicketMinor, money),
    max: raffle.ticketRule.maxTicketsPerMember,
  });
}

/** A hash shown short (the whole of it on hover, and copyable in the results). */
/** "1 member · 3 tickets": each count with its own plural. */
function entrySummary(t: TFunction, members: number, tickets: number): string {
  return t('rewards.raffles.entrySummary', {
    members: t('rewards.raffles.entryMembers', { count: members }),
    tickets: t('rewards.raffles.entryTickets', { count: tickets }),
  });
}

function SeedHash({ value }: { value: string }) {
  return (
    <span className="flex items-center gap-1">
      <code className="font-mono text-xs" title={value} data-testid="raffle-seed-hash">
        {`${value.slice(0, 12)}…`}
      </code>
    </span>
  );
}

function columns(t: TFunction, money: MoneyFormat, onResults: (raffle: AdminRaffle) => void) {
  const list: DataColumn<AdminRaffle>[] = [
    {
      header: t('rewards.raffles.fields.title'),
      cell: (row) => (
        <span className="flex flex-col items-end gap-1 md:min-w-48 md:items-start">
          <span className="font-semibold break-words">{row.title}</span>
          <span className="text-xs text-muted">{ticketRuleText(t, row, money)}</span>
        </span>
      ),
    },
    {
      header: t('rewards.raffles.fields.window'),
      cell: (row) => (
        <span className="flex flex-col text-xs">
          <DateTime value={row.startsAt} />
          <DateTime value={row.ticketsCloseAt} />
        </span>
      ),
    },
    {
      header: t('rewards.raffles.fields.prizesEntries'),
      kind: 'number',
      cell: (row) => (
        <span className="flex flex-col items-end">
          {t('rewards.raffles.prizeSummary', {
            count: row.prizes.length,
            total: formatMoney(prizeTotal(row), money),
          })}
          <span className="text-xs text-muted" data-testid="raffle-entries">
            {entrySummary(t, row.entryCount, row.totalTickets)}
          </span>
        </span>
      ),
    },
    { header: t('rewards.raffles.fields.seedHash'), cell: (row) => <SeedHash value={row.seedHash} /> },
    { header: t('rewards.forms.status'), cell: (row) => <CampaignStatusBadge status={row.status} /> },
    resultsColumn(t('rewards.forms.results'), 'raffle-results', onResults),
  ];
  return list;
}

function ResultsDialog({
  raffle,
  money,
  onClose,
}: {
  raffle: AdminRaffle;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const results = useRaffleResults(raffle.id);
  const current = results.data?.raffle ?? raffle;
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="raffle-results-dialog"
      title={current.title}
      description={t('rewards.raffles.results.description')}
    >
      <div className="flex flex-col gap-3">
        <FactList>
          <Fact label={t('rewards.forms.status')}>
            <CampaignStatusBadge status={current.status} />
          </Fact>
          <Fact label={t('rewards.raffles.fields.rule')}>{ticketRuleText(t, current, money)}</Fact>
          <Fact label={t('rewards.raffles.fields.ticketsCloseAt')}>
            <DateTime value={current.ticketsCloseAt} />
          </Fact>
          <Fact label={t('rewards.raffles.fields.claimEndsAt')}>
            <DateTime value={current.claimEndsAt} />
          </Fact>
          <Fact label={t('rewards.raffles.fields.entries')}>
            {entrySummary(t, current.entryCount, current.totalTickets)}
          </Fact>
          <Fact label={t('rewards.raffles.fields.drawnAt')}>
            <DateTime value={current.drawnAt} emptyText={t('rewards.raffles.notDrawn')} />
          </Fact>
          <Fact label={t('rewards.raffles.fields.claimed')}>
            {t('rewards.forms.usedOf', { used: current.claimedCount, total: current.prizes.length })}
          </Fact>
          <Fact label={t('rewards.raffles.fields.seedHash')}>
            <span className="flex flex-col items-end gap-1">
              <code className="font-mono text-xs break-all" data-testid="raffle-results-hash">
                {current.seedHash}
              </code>
              <CopyButton
                value={current.seedHash}
                label={t('rewards.raffles.copyHash')}
                testId="raffle-seed-copy"
              />
            </span>
          </Fact>
        </FactList>
        <p className="text-xs text-muted">{t('rewards.raffles.verifyHint')}</p>
        <QueryStates
          query={results}
          isEmpty={(data) => data.winners.length === 0}
          empty={{
            title:
              current.status === 'drawn'
                ? t('rewards.raffles.results.noWinners')
                : t('rewards.raffles.results.notYet'),
          }}
        >
          {(data) => (
            <DataTable
              testId="raffle-winners"
              caption={t('rewards.raffles.results.caption')}
              rows={data.winners}
              rowKey={(row) => String(row.prizeIndex)}
              rowTestId="raffle-winner"
              columns={[
                {
                  header: t('rewards.raffles.results.prize'),
                  cell: (row) => t('rewards.raffles.prizeNumber', { number: row.prizeIndex + 1 }),
                },
                {
                  header: t('rewards.forms.amount'),
                  kind: 'number',
                  cell: (row) => formatMoney(row.amountMinor, money),
                },
                {
                  header: t('rewards.forms.member'),
                  className: 'break-words',
                  cell: (row) =>
                    row.account ?? <span className="text-muted">{t('rewards.raffles.results.unwon')}</span>,
                },
                {
                  header: t('rewards.raffles.results.ticket'),
                  kind: 'number',
                  cell: (row) => (row.ticket === null ? t('states.none') : `#${row.ticket}`),
                },
                { header: t('rewards.raffles.results.tickets'), kind: 'number', cell: (row) => row.tickets },
                {
                  header: t('rewards.raffles.results.claimedAt'),
                  cell: (row) => (
                    <DateTime value={row.claimedAt} emptyText={t('rewards.raffles.results.unclaimed')} />
                  ),
                },
              ]}
            />
          )}
        </QueryStates>
      </div>
    </Modal>
  );
}

/** Raffles, newest first: their ticket rule, the committed seed hash, entries, and the draw's winners and claims. */
export function RaffleList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <CampaignList
      canManage={canManage}
      testPrefix="raffle"
      textPrefix="rewards.raffles"
      statuses={raffleStatuses}
      useRows={useRaffles}
      rowsOf={(data) => data.raffles}
      columns={(money, onResults) => columns(t, money, onResults)}
      rowAttributes={(row) => ({ 'data-raffle-id': row.id })}
      createDialog={(onClose) => <RaffleCreateDialog onClose={onClose} />}
      resultsDialog={(raffle, money, onClose) => (
        <ResultsDialog raffle={raffle} money={money} onClose={onClose} />
      )}
    />
  );
}
