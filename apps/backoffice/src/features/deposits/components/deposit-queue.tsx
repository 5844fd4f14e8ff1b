import { type AdminDeposit, type DepositStatus, depositStatuses } from '@gaming/contracts/deposits';
import { formatMinorUnits } from '@gaming/contracts/money';
import { SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { useDepositChannels } from '../api/deposit-channels';
import { useDeposits } from '../api/get-deposits';
import { type DepositFilter, depositFilterParams, parseDepositFilter } from '../lib/deposit-params';

export const depositStatusTones: Record<DepositStatus, BadgeTone> = {
  pending: 'warning',
  crediting: 'info',
  credited: 'success',
  rejected: 'danger',
  failed: 'danger',
};

export function depositMoney(deposit: Pick<AdminDeposit, 'decimals' | 'currency'>, minor: string): string {
  return `${deposit.currency} ${formatMinorUnits(BigInt(minor), deposit.decimals)}`;
}

function FilterForm({
  filter,
  onFilter,
}: {
  filter: DepositFilter;
  onFilter: (next: Partial<DepositFilter>) => void;
}) {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const [draft, setDraft] = useState(filter);
  useEffect(() => setDraft(filter), [filter]);
  const set = (next: Partial<DepositFilter>) => setDraft((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...draft, member: draft.member.trim(), page: 1 });
  };
  return (
    <search>
      <form
        data-testid="deposits-filter-form"
        onSubmit={submit}
        className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2 lg:grid-cols-[10rem_12rem_1fr_9.5rem_9.5rem_auto] lg:items-end"
      >
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t('deposits.filters.status')}</span>
          <select
            data-testid="deposits-filter-status"
            className={inputStyles}
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as DepositStatus | '' })}
          >
            <option value="">{t('deposits.filters.anyStatus')}</option>
            {depositStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`deposits.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t('deposits.filters.channel')}</span>
          <select
            data-testid="deposits-filter-channel"
            className={inputStyles}
            value={draft.channelId}
            onChange={(event) => set({ channelId: event.target.value })}
          >
            <option value="">{t('deposits.filters.anyChannel')}</option>
            {(channels.data?.channels ?? []).map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('deposits.filters.member')}</span>
          <input
            type="search"
            data-testid="deposits-filter-member"
            className={inputStyles}
            maxLength={64}
            autoCapitalize="none"
            spellCheck={false}
            value={draft.member}
            onChange={(event) => set({ member: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t('deposits.filters.from')}</span>
          <input
            type="date"
            className={inputStyles}
            value={draft.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t('deposits.filters.to')}</span>
          <input
            type="date"
            className={inputStyles}
            value={draft.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        </label>
        <button type="submit" data-testid="deposits-filter-submit" className={buttonStyles.primary}>
          <SearchIcon className="size-4" />
          {t('deposits.filters.submit')}
        </button>
      </form>
    </search>
  );
}

function DepositRow({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="deposit-row"
      data-deposit-id={deposit.id}
      data-member={deposit.memberUsername}
      className="grid gap-2 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all">{deposit.memberUsername}</span>
          <Badge tone={depositStatusTones[deposit.status]} value={deposit.status} testId="deposit-row-status">
            {t(`deposits.statuses.${deposit.status}`)}
          </Badge>
          <Badge tone="neutral">{t(`deposits.types.${deposit.type}`)}</Badge>
        </div>
        <span className="text-muted">
          {deposit.channelName} ·{' '}
          <DateTime value={deposit.createdAt} utcOffsetMinutes={deposit.gmtOffsetMinutes} />
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="text-lg font-bold tabular-nums">{depositMoney(deposit, deposit.amountMinor)}</span>
        <Link
          to={`/deposits/${deposit.id}`}
          data-testid="deposit-row-open"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        >
          {deposit.status === 'pending' && deposit.type === 'manual_bank'
            ? t('deposits.review')
            : t('deposits.open')}
        </Link>
      </div>
    </li>
  );
}

/** The deposits queue: pending first by default, filterable by status, channel, member and dates. */
export function DepositQueue() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Parsed once per address change, so the form's draft is reset only when the filter really changes.
  const filter = useMemo(() => parseDepositFilter(params), [params]);
  const result = useDeposits(filter);
  const update = (next: Partial<DepositFilter>) => setParams(depositFilterParams({ ...filter, ...next }));
  return (
    <div className="flex flex-col gap-4">
      <FilterForm filter={filter} onFilter={update} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.deposits.length === 0}
        empty={{ title: t('deposits.empty') }}
      >
        {(data) => (
          <section aria-label={t('deposits.results')} aria-busy={result.isFetching}>
            <ul data-testid="deposit-list" className="flex flex-col gap-2">
              {data.deposits.map((deposit) => (
                <DepositRow key={deposit.id} deposit={deposit} />
              ))}
            </ul>
            <Pager
              pageInfo={data.pageInfo}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
              disabled={result.isFetching}
            />
          </section>
        )}
      </QueryStates>
    </div>
  );
}
