import { type LotteryGameCode, lotteryGameCodes } from '@gaming/contracts/lottery/lottery-games';
import type { AdminLotteryDrawSummary, AdminLotteryDrawsResponse } from '@gaming/contracts/lottery-admin';
import { type LotteryDrawStatus, lotteryDrawStatuses } from '@gaming/contracts/lottery-api';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format-money';
import { defaultPageSize } from '../../../lib/paging';
import { useDraft } from '../../../lib/use-draft';
import { type LotteryDrawFilter, useLotteryDraws } from '../api/lottery';

const statusTones: Record<LotteryDrawStatus, BadgeTone> = {
  open: 'info',
  closed: 'warning',
  drawn: 'warning',
  settled: 'success',
  cancelled: 'danger',
};

export function DrawStatusBadge({ status }: { status: LotteryDrawStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={statusTones[status]} value={status} testId="lottery-draw-status">
      {t(`lottery.statuses.${status}`)}
    </Badge>
  );
}

function columns(
  t: TFunction,
  brand: AdminLotteryDrawsResponse['brand'],
): DataColumn<AdminLotteryDrawSummary>[] {
  return [
    { header: t('lottery.draws.drawAt'), cell: (row) => <DateTime value={row.drawAt} /> },
    { header: t('lottery.draws.game'), cell: (row) => t(`lottery.gameNames.${row.gameCode}`) },
    { header: t('lottery.draws.drawNo'), cell: (row) => <span className="tabular-nums">{row.drawNo}</span> },
    { header: t('lottery.draws.status'), cell: (row) => <DrawStatusBadge status={row.status} /> },
    {
      header: t('lottery.draws.results'),
      className: 'max-w-[16rem] break-words',
      cell: (row) =>
        row.results ? (
          <span className="line-clamp-2 font-mono text-xs">{row.results.join(' ')}</span>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      header: t('lottery.draws.bets'),
      kind: 'number',
      cell: (row) =>
        t('lottery.draws.betsValue', { count: row.betCount, staked: formatMoney(row.stakedMinor, brand) }),
    },
    {
      header: t('lottery.draws.seedHash'),
      className: 'max-w-[10rem]',
      cell: (row) => (
        <span className="font-mono text-xs" title={row.seedHash}>
          {`${row.seedHash.slice(0, 12)}…`}
        </span>
      ),
    },
    {
      header: t('lottery.draws.open'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) => (
        <Link
          to={`/lottery/draws/${row.drawId}`}
          className="font-semibold text-accent-text underline-offset-2 hover:underline"
          data-testid="lottery-draw-open"
        >
          {t('lottery.draws.open')}
        </Link>
      ),
    },
  ];
}

/** Draws newest first, by game, status and brand days; a draw opens its page. */
export function LotteryDrawsList() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LotteryDrawFilter>({
    gameCode: '',
    status: '',
    from: '',
    to: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const [draft, setDraft] = useDraft({
    gameCode: filter.gameCode,
    status: filter.status,
    from: filter.from,
    to: filter.to,
  });
  const draws = useLotteryDraws(filter);
  const onFilter = (next: Partial<LotteryDrawFilter>) => setFilter((now) => ({ ...now, ...next }));
  return (
    <section
      data-testid="lottery-draws"
      aria-label={t('lottery.draws.title')}
      className="flex flex-col gap-3"
    >
      <FilterForm
        label={t('lottery.draws.filters')}
        layout="sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,12rem))_max-content] lg:items-end"
        onApply={() => onFilter({ ...draft, page: 1 })}
      >
        <FilterSelect<LotteryGameCode>
          label={t('lottery.draws.game')}
          testId="lottery-filter-game"
          value={draft.gameCode}
          onValueChange={(gameCode) => setDraft({ gameCode })}
          anyLabel={t('lottery.draws.allGames')}
          options={lotteryGameCodes}
          optionLabel={(code) => t(`lottery.gameNames.${code}`)}
        />
        <FilterSelect<LotteryDrawStatus>
          label={t('lottery.draws.status')}
          testId="lottery-filter-status"
          value={draft.status}
          onValueChange={(status) => setDraft({ status })}
          anyLabel={t('lottery.draws.allStatuses')}
          options={lotteryDrawStatuses}
          optionLabel={(status) => t(`lottery.statuses.${status}`)}
        />
        <FilterInput
          type="date"
          label={t('lottery.draws.from')}
          testId="lottery-filter-from"
          value={draft.from}
          onValueChange={(from) => setDraft({ from })}
        />
        <FilterInput
          type="date"
          label={t('lottery.draws.to')}
          testId="lottery-filter-to"
          value={draft.to}
          onValueChange={(to) => setDraft({ to })}
        />
        <FilterSubmit testId="lottery-filter-submit">{t('lottery.draws.apply')}</FilterSubmit>
      </FilterForm>
      <QueryStates
        query={draws}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('lottery.draws.empty') }}
      >
        {(data) => (
          <PagedSection
            label={t('lottery.draws.title')}
            busy={draws.isFetching}
            pageInfo={data}
            onPageChange={onFilter}
          >
            <DataTable
              testId="lottery-draws-table"
              caption={t('lottery.draws.title')}
              columns={columns(t, data.brand)}
              rows={data.items}
              rowKey={(row) => row.drawId}
              rowTestId="lottery-draw-row"
              rowAttributes={(row) => ({ 'data-draw-id': row.drawId, 'data-status': row.status })}
            />
          </PagedSection>
        )}
      </QueryStates>
    </section>
  );
}
