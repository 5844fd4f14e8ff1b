import { roundStatuses } from '@gaming/contracts/betting-record-limits';
import type { AdminRound, AdminRoundListResponse } from '@gaming/contracts/betting-records';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { formatMoney } from '../../../lib/format-money';
import { useDraft } from '../../../lib/use-draft';
import { useRoundList } from '../api/rounds';
import {
  isRoundId,
  maximumExternalIdLength,
  maximumMemberLength,
  type RoundFilter,
} from '../lib/round-filter';
import { RoundStatusBadge } from './round-status-badge';

function draftOf(filter: RoundFilter): Omit<RoundFilter, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...draft } = filter;
  return draft;
}

function RoundFilterForm({
  filter,
  onFilter,
}: {
  filter: RoundFilter;
  onFilter: (next: Partial<RoundFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(draftOf(filter));
  const [roundIdInvalid, setRoundIdInvalid] = useState(false);
  const apply = () => {
    const roundId = draft.roundId.trim();
    if (roundId && !isRoundId(roundId)) {
      setRoundIdInvalid(true);
      return;
    }
    setRoundIdInvalid(false);
    onFilter({
      ...draft,
      roundId: roundId.toLowerCase(),
      member: draft.member.trim(),
      vendor: draft.vendor.trim().toUpperCase(),
      externalId: draft.externalId.trim(),
      page: 1,
    });
  };
  return (
    <FilterForm
      label={t('rounds.filters.label')}
      layout="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onApply={apply}
    >
      <FilterInput
        label={t('rounds.filters.roundId')}
        value={draft.roundId}
        onValueChange={(roundId) => setDraft({ roundId })}
        testId="round-filter-id"
        maxLength={36}
        invalid={roundIdInvalid}
      />
      <FilterInput
        label={t('rounds.filters.externalId')}
        value={draft.externalId}
        onValueChange={(externalId) => setDraft({ externalId })}
        testId="round-filter-external"
        maxLength={maximumExternalIdLength}
      />
      <FilterInput
        label={t('rounds.filters.member')}
        value={draft.member}
        onValueChange={(member) => setDraft({ member })}
        testId="round-filter-member"
        maxLength={maximumMemberLength}
      />
      <FilterInput
        label={t('rounds.filters.vendor')}
        value={draft.vendor}
        onValueChange={(vendor) => setDraft({ vendor })}
        testId="round-filter-vendor"
        maxLength={40}
      />
      <FilterSelect
        label={t('rounds.filters.status')}
        testId="round-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('rounds.filters.allStatuses')}
        options={roundStatuses}
        optionLabel={(status) => t(`rounds.statuses.${status}`)}
      />
      <FilterInput
        label={t('rounds.filters.from')}
        type="date"
        value={draft.from}
        onValueChange={(from) => setDraft({ from })}
        testId="round-filter-from"
      />
      <FilterInput
        label={t('rounds.filters.to')}
        type="date"
        value={draft.to}
        onValueChange={(to) => setDraft({ to })}
        testId="round-filter-to"
      />
      <FilterSubmit testId="round-filter-submit">{t('rounds.filters.apply')}</FilterSubmit>
      {roundIdInvalid ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2 lg:col-span-4">
          {t('rounds.filters.roundIdInvalid')}
        </p>
      ) : null}
      <p className="text-xs text-muted sm:col-span-2 lg:col-span-4">{t('rounds.filters.hint')}</p>
    </FilterForm>
  );
}

function roundColumns(t: TFunction, data: AdminRoundListResponse): DataColumn<AdminRound>[] {
  return [
    {
      header: t('rounds.fields.openedAt'),
      cell: (round) => (
        <span className="tabular-nums whitespace-nowrap">
          {formatBrandDateTime(round.openedAt, data.gmtOffsetMinutes)}
        </span>
      ),
    },
    { header: t('rounds.fields.member'), cell: (round) => round.memberAccount },
    {
      header: t('rounds.fields.game'),
      cell: (round) => (
        <span className="flex min-w-0 flex-col md:max-w-64">
          <span className="truncate">{round.gameName}</span>
          <span className="truncate text-xs text-muted">
            {round.vendorName} · <span className="font-mono">{round.externalRoundId}</span>
          </span>
        </span>
      ),
    },
    {
      header: t('rounds.fields.stake'),
      kind: 'number',
      cell: (round) => formatMoney(round.stakeMinor, data, { withCurrency: false }),
    },
    {
      header: t('rounds.fields.win'),
      kind: 'number',
      cell: (round) => formatMoney(round.winMinor, data, { withCurrency: false }),
    },
    { header: t('rounds.fields.status'), cell: (round) => <RoundStatusBadge status={round.status} /> },
    {
      header: t('rounds.list.open'),
      hideHeader: true,
      kind: 'wide',
      cell: (round) => (
        <Link
          to={`/rounds/${round.roundId}`}
          data-testid="round-open"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        >
          {t('rounds.list.open')}
        </Link>
      ),
    },
  ];
}

/** Staff find rounds across members; an id finds its round on any day, otherwise the days bound the search. */
export function RoundSearch({
  filter,
  onFilter,
}: {
  filter: RoundFilter;
  onFilter: (next: Partial<RoundFilter>) => void;
}) {
  const { t } = useTranslation();
  const list = useRoundList(filter);
  return (
    <div className="flex flex-col gap-3">
      <RoundFilterForm filter={filter} onFilter={onFilter} />
      {/* No isEmpty here: the range and totals line stands above the empty state as well as above the table. */}
      <QueryStates query={list}>
        {(data) => (
          <>
            <p data-testid="round-search-range" className="text-sm text-muted">
              {data.from && data.to
                ? t('rounds.list.range', { from: data.from, to: data.to, count: data.totals.count })
                : t('rounds.list.anyDay', { count: data.totals.count })}
              {data.totals.count > 0
                ? ` · ${t('rounds.list.totals', {
                    stake: formatMoney(data.totals.stakeMinor, data),
                    win: formatMoney(data.totals.winMinor, data),
                  })}`
                : ''}
            </p>
            {data.rounds.length === 0 ? (
              <EmptyState title={t('rounds.list.emptyTitle')} body={t('rounds.list.emptyBody')} />
            ) : (
              <DataTable
                testId="round-list"
                caption={t('rounds.list.caption')}
                columns={roundColumns(t, data)}
                rows={data.rounds}
                rowKey={(round) => round.roundId}
                rowTestId="round-row"
                rowAttributes={(round) => ({ 'data-round-id': round.roundId })}
              />
            )}
            <Pager pageInfo={data.pageInfo} disabled={list.isFetching} onChange={onFilter} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
