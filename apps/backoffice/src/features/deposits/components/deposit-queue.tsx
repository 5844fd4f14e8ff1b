import { type AdminDeposit, type DepositStatus, depositStatuses } from '@gaming/contracts/deposits';
import { formatMinorUnits } from '@gaming/contracts/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { useDraft } from '../../../lib/use-draft';
import { useUrlFilter } from '../../../lib/use-url-filter';
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

function DepositFilterForm({
  filter,
  onFilter,
}: {
  filter: DepositFilter;
  onFilter: (next: Partial<DepositFilter>) => void;
}) {
  const { t } = useTranslation();
  const channels = useDepositChannels().data?.channels ?? [];
  const [draft, setDraft] = useDraft(filter);
  return (
    <FilterForm
      testId="deposits-filter-form"
      layout="sm:grid-cols-2 lg:grid-cols-[10rem_12rem_1fr_9.5rem_9.5rem_auto] lg:items-end"
      onApply={() => onFilter({ ...draft, member: draft.member.trim(), page: 1 })}
    >
      <FilterSelect
        label={t('deposits.filters.status')}
        testId="deposits-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('deposits.filters.anyStatus')}
        options={depositStatuses}
        optionLabel={(status) => t(`deposits.statuses.${status}`)}
      />
      <FilterSelect
        label={t('deposits.filters.channel')}
        testId="deposits-filter-channel"
        value={draft.channelId}
        onValueChange={(channelId) => setDraft({ channelId })}
        anyLabel={t('deposits.filters.anyChannel')}
        options={channels.map((channel) => channel.id)}
        optionLabel={(id) => channels.find((channel) => channel.id === id)?.name ?? id}
      />
      <FilterInput
        label={t('deposits.filters.member')}
        testId="deposits-filter-member"
        maxLength={64}
        value={draft.member}
        onValueChange={(member) => setDraft({ member })}
      />
      <FilterInput
        label={t('deposits.filters.from')}
        type="date"
        value={draft.from}
        onValueChange={(from) => setDraft({ from })}
      />
      <FilterInput
        label={t('deposits.filters.to')}
        type="date"
        value={draft.to}
        onValueChange={(to) => setDraft({ to })}
      />
      <FilterSubmit testId="deposits-filter-submit">{t('deposits.filters.submit')}</FilterSubmit>
    </FilterForm>
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
  const [filter, update] = useUrlFilter(parseDepositFilter, depositFilterParams);
  const result = useDeposits(filter);
  return (
    <div className="flex flex-col gap-4">
      <DepositFilterForm filter={filter} onFilter={update} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.deposits.length === 0}
        empty={{ title: t('deposits.empty') }}
      >
        {(data) => (
          <PagedSection
            label={t('deposits.results')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={update}
          >
            <ul data-testid="deposit-list" className="flex flex-col gap-2">
              {data.deposits.map((deposit) => (
                <DepositRow key={deposit.id} deposit={deposit} />
              ))}
            </ul>
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
}
