import type {
  AdminLotteryBet,
  AdminLotteryDrawDetail,
  AdminLotteryDrawResponse,
} from '@gaming/contracts/lottery-admin';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Fact, FactList } from '../../../components/fact-list';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney } from '../../../lib/format-money';
import { defaultPageSize } from '../../../lib/paging';
import type { Paging } from '../../../lib/url-filter';
import { useCancelLotteryDraw, useLotteryDraw, useLotteryDrawBets } from '../api/lottery';
import { resultTiers, stakesToRefund } from '../lib/lottery-forms';
import { DrawStatusBadge } from './lottery-draws-list';

type Brand = AdminLotteryDrawResponse['brand'];

function selectionText(t: TFunction, selection: AdminLotteryBet['selection']): string {
  const parts: string[] = [];
  if (selection.position !== undefined)
    parts.push(t('lottery.bets.position', { position: selection.position }));
  if (selection.numbers?.length) parts.push(selection.numbers.join(', '));
  if (selection.pick) parts.push(t(`lottery.picks.${selection.pick}`));
  return parts.join(' · ');
}

function betColumns(t: TFunction, brand: Brand): DataColumn<AdminLotteryBet>[] {
  return [
    { header: t('lottery.bets.placedAt'), cell: (row) => <DateTime value={row.placedAt} /> },
    { header: t('lottery.bets.member'), cell: (row) => row.account },
    { header: t('lottery.bets.betType'), cell: (row) => t(`lottery.betTypes.${row.betType}`) },
    {
      header: t('lottery.bets.selection'),
      cell: (row) => <span className="font-mono">{selectionText(t, row.selection)}</span>,
    },
    { header: t('lottery.bets.stake'), kind: 'number', cell: (row) => formatMoney(row.stakeMinor, brand) },
    {
      header: t('lottery.bets.status'),
      cell: (row) => (
        <Badge
          value={row.status}
          tone={row.status === 'won' ? 'success' : row.status === 'refunded' ? 'warning' : 'neutral'}
        >
          {t(`lottery.betStatuses.${row.status}`)}
        </Badge>
      ),
    },
    { header: t('lottery.bets.payout'), kind: 'number', cell: (row) => formatMoney(row.payoutMinor, brand) },
  ];
}

function DrawBets({ drawId, brand }: { drawId: string; brand: Brand }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: defaultPageSize });
  const bets = useLotteryDrawBets(drawId, paging);
  return (
    <section
      data-testid="lottery-draw-bets"
      aria-label={t('lottery.bets.title')}
      className="flex flex-col gap-2"
    >
      <h2 className="text-sm font-semibold">{t('lottery.bets.title')}</h2>
      <QueryStates
        query={bets}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('lottery.bets.empty') }}
      >
        {(data) => (
          <PagedSection
            label={t('lottery.bets.title')}
            busy={bets.isFetching}
            pageInfo={data}
            onPageChange={(change) => setPaging((now) => ({ ...now, ...change }))}
          >
            <DataTable
              testId="lottery-bets-table"
              caption={t('lottery.bets.title')}
              columns={betColumns(t, brand)}
              rows={data.items}
              rowKey={(row) => row.betId}
              rowTestId="lottery-bet-row"
              rowAttributes={(row) => ({ 'data-bet-id': row.betId, 'data-status': row.status })}
            />
          </PagedSection>
        )}
      </QueryStates>
    </section>
  );
}

function CancelDraw({ draw }: { draw: AdminLotteryDrawDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelLotteryDraw(draw.drawId);
  const count = stakesToRefund(draw.settlement);
  return (
    <>
      <button
        type="button"
        data-testid="lottery-draw-cancel"
        className={buttonStyles.danger}
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        {t('lottery.cancel.action')}
      </button>
      {open ? (
        <ReasonDialog
          testId="lottery-cancel-dialog"
          title={t('lottery.cancel.title', { drawNo: draw.drawNo })}
          description={t('lottery.cancel.description', { count })}
          confirmLabel={t('lottery.cancel.confirm', { count })}
          danger
          pending={cancel.isPending}
          error={cancel.error}
          onConfirm={(reason) => cancel.mutate(reason, { onSuccess: () => setOpen(false) })}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** One draw: when, seed hash, the seed once drawn, its numbers by prize, settlement totals and its bets. */
export function LotteryDrawDetail({ drawId, canCancel }: { drawId: string; canCancel: boolean }) {
  const { t } = useTranslation();
  const draw = useLotteryDraw(drawId);
  return (
    <QueryStates query={draw}>
      {({ draw: detail, brand }) => {
        const money = (minor: string) => formatMoney(minor, brand);
        const cancellable = detail.status === 'open' || detail.status === 'closed';
        return (
          <div className="flex flex-col gap-4" data-testid="lottery-draw" data-status={detail.status}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <h2 className="font-semibold">
                  {t(`lottery.gameNames.${detail.gameCode}`)} · {detail.drawNo}
                </h2>
                <DrawStatusBadge status={detail.status} />
              </div>
              {canCancel && cancellable ? <CancelDraw draw={detail} /> : null}
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <FactList>
                <Fact label={t('lottery.draws.drawAt')}>
                  <DateTime value={detail.drawAt} />
                </Fact>
                <Fact label={t('lottery.draws.salesCloseAt')}>
                  <DateTime value={detail.salesCloseAt} />
                </Fact>
                <Fact label={t('lottery.draws.drawnAt')}>
                  <DateTime value={detail.drawnAt} />
                </Fact>
                <Fact label={t('lottery.draws.seedHash')}>
                  <span className="font-mono text-xs break-all" data-testid="lottery-seed-hash">
                    {detail.seedHash}
                  </span>
                </Fact>
                <Fact label={t('lottery.draws.serverSeed')}>
                  <span className="font-mono text-xs break-all" data-testid="lottery-server-seed">
                    {detail.serverSeed ?? t('lottery.draws.seedHidden')}
                  </span>
                </Fact>
                {detail.cancelledAt ? (
                  <Fact label={t('lottery.draws.cancelled')}>
                    <span data-testid="lottery-cancel-reason">
                      <DateTime value={detail.cancelledAt} /> · {detail.cancelReason}
                    </span>
                  </Fact>
                ) : null}
              </FactList>
              <FactList>
                <Fact label={t('lottery.settlement.bets')}>{detail.settlement.betCount}</Fact>
                <Fact label={t('lottery.settlement.settled')}>{detail.settlement.settledCount}</Fact>
                <Fact label={t('lottery.settlement.refunded')}>{detail.settlement.refundedCount}</Fact>
                <Fact label={t('lottery.settlement.staked')}>
                  <span data-testid="lottery-total-staked">{money(detail.settlement.stakedMinor)}</span>
                </Fact>
                <Fact label={t('lottery.settlement.paid')}>
                  <span data-testid="lottery-total-paid">{money(detail.settlement.paidMinor)}</span>
                </Fact>
                <Fact label={t('lottery.settlement.refundedAmount')}>
                  <span data-testid="lottery-total-refunded">{money(detail.settlement.refundedMinor)}</span>
                </Fact>
              </FactList>
            </div>
            <section
              aria-label={t('lottery.draws.results')}
              className="flex flex-col gap-2"
              data-testid="lottery-results"
            >
              <h2 className="text-sm font-semibold">{t('lottery.draws.results')}</h2>
              {detail.results ? (
                <dl className="grid gap-1 rounded-md border border-border bg-surface p-3 text-sm">
                  {resultTiers(detail.gameCode, detail.results).map((tier) => (
                    <div key={tier.tier} className="flex flex-wrap gap-x-3">
                      <dt className="w-28 text-muted">{t(`lottery.tiers.${tier.tier}`)}</dt>
                      <dd className="font-mono">{tier.numbers.join(' ')}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="text-sm text-muted">{t('lottery.draws.notDrawn')}</p>
              )}
            </section>
            <DrawBets drawId={detail.drawId} brand={brand} />
          </div>
        );
      }}
    </QueryStates>
  );
}
