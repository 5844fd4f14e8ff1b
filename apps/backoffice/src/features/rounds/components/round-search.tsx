import { roundStatuses } from '@gaming/contracts/betting-record-limits';
import { SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useRoundList } from '../api/rounds';
import {
  isRoundId,
  maximumExternalIdLength,
  maximumMemberLength,
  type RoundFilter,
} from '../lib/round-filter';
import { RoundStatusBadge } from './round-status-badge';

type Draft = Omit<RoundFilter, 'page' | 'pageSize'>;

function draftOf(filter: RoundFilter): Draft {
  const { page: _page, pageSize: _pageSize, ...draft } = filter;
  return draft;
}

function TextInput({
  label,
  value,
  onChange,
  testId,
  maxLength,
  type = 'search',
  invalid = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  maxLength?: number;
  type?: 'search' | 'date';
  invalid?: boolean;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1.5">
      <span className="font-semibold">{label}</span>
      <input
        type={type}
        data-testid={testId}
        className={inputStyles}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function FilterForm({
  filter,
  onFilter,
}: {
  filter: RoundFilter;
  onFilter: (next: Partial<RoundFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const [roundIdInvalid, setRoundIdInvalid] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows the applied filter's fields
  useEffect(() => {
    setDraft(draftOf(filter));
  }, [
    filter.roundId,
    filter.member,
    filter.vendor,
    filter.externalId,
    filter.status,
    filter.from,
    filter.to,
  ]);
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <form
      aria-label={t('rounds.filters.label')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <TextInput
        label={t('rounds.filters.roundId')}
        value={draft.roundId}
        onChange={set('roundId')}
        testId="round-filter-id"
        maxLength={36}
        invalid={roundIdInvalid}
      />
      <TextInput
        label={t('rounds.filters.externalId')}
        value={draft.externalId}
        onChange={set('externalId')}
        testId="round-filter-external"
        maxLength={maximumExternalIdLength}
      />
      <TextInput
        label={t('rounds.filters.member')}
        value={draft.member}
        onChange={set('member')}
        testId="round-filter-member"
        maxLength={maximumMemberLength}
      />
      <TextInput
        label={t('rounds.filters.vendor')}
        value={draft.vendor}
        onChange={set('vendor')}
        testId="round-filter-vendor"
        maxLength={40}
      />
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('rounds.filters.status')}</span>
        <select
          data-testid="round-filter-status"
          className={inputStyles}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as Draft['status'] })}
        >
          <option value="">{t('rounds.filters.allStatuses')}</option>
          {roundStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`rounds.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <TextInput
        label={t('rounds.filters.from')}
        type="date"
        value={draft.from}
        onChange={set('from')}
        testId="round-filter-from"
      />
      <TextInput
        label={t('rounds.filters.to')}
        type="date"
        value={draft.to}
        onChange={set('to')}
        testId="round-filter-to"
      />
      <button type="submit" data-testid="round-filter-submit" className={buttonStyles.primary}>
        <SearchIcon className="size-4" />
        {t('rounds.filters.apply')}
      </button>
      {roundIdInvalid ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2 lg:col-span-4">
          {t('rounds.filters.roundIdInvalid')}
        </p>
      ) : null}
      <p className="text-xs text-muted sm:col-span-2 lg:col-span-4">{t('rounds.filters.hint')}</p>
    </form>
  );
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
      <FilterForm filter={filter} onFilter={onFilter} />
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
              <div className={tableStyles.wrapper}>
                <table data-testid="round-list" className={tableStyles.table}>
                  <caption className="sr-only">{t('rounds.list.caption')}</caption>
                  <thead className={tableStyles.head}>
                    <tr>
                      <th className={tableStyles.headCell}>{t('rounds.fields.openedAt')}</th>
                      <th className={tableStyles.headCell}>{t('rounds.fields.member')}</th>
                      <th className={tableStyles.headCell}>{t('rounds.fields.game')}</th>
                      <th className={`${tableStyles.headCell} md:text-end`}>{t('rounds.fields.stake')}</th>
                      <th className={`${tableStyles.headCell} md:text-end`}>{t('rounds.fields.win')}</th>
                      <th className={tableStyles.headCell}>{t('rounds.fields.status')}</th>
                      <th className={tableStyles.headCell}>
                        <span className="sr-only">{t('rounds.list.open')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className={tableStyles.body}>
                    {data.rounds.map((round) => (
                      <tr
                        key={round.roundId}
                        data-testid="round-row"
                        data-round-id={round.roundId}
                        className={tableStyles.row}
                      >
                        <td className={tableStyles.cell} data-label={t('rounds.fields.openedAt')}>
                          <span className="tabular-nums whitespace-nowrap">
                            {formatDateTime(round.openedAt, data.gmtOffsetMinutes)}
                          </span>
                        </td>
                        <td className={tableStyles.cell} data-label={t('rounds.fields.member')}>
                          {round.memberAccount}
                        </td>
                        <td className={tableStyles.cell} data-label={t('rounds.fields.game')}>
                          <span className="flex min-w-0 flex-col md:max-w-64">
                            <span className="truncate">{round.gameName}</span>
                            <span className="truncate text-xs text-muted">
                              {round.vendorName} · <span className="font-mono">{round.externalRoundId}</span>
                            </span>
                          </span>
                        </td>
                        <td
                          className={`${tableStyles.numberCell} md:text-end`}
                          data-label={t('rounds.fields.stake')}
                        >
                          {formatMoney(round.stakeMinor, data, { withCurrency: false })}
                        </td>
                        <td
                          className={`${tableStyles.numberCell} md:text-end`}
                          data-label={t('rounds.fields.win')}
                        >
                          {formatMoney(round.winMinor, data, { withCurrency: false })}
                        </td>
                        <td className={tableStyles.cell} data-label={t('rounds.fields.status')}>
                          <RoundStatusBadge status={round.status} />
                        </td>
                        <td className={tableStyles.wideCell}>
                          <Link
                            to={`/rounds/${round.roundId}`}
                            data-testid="round-open"
                            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                          >
                            {t('rounds.list.open')}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager
              pageInfo={data.pageInfo}
              disabled={list.isFetching}
              onPageChange={(page) => onFilter({ page })}
              onPageSizeChange={(pageSize) => onFilter({ pageSize, page: 1 })}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
