import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { LoadingState } from '../../../components/loading-state';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import type { MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useDraft } from '../../../lib/use-draft';
import { useContractList } from '../api/contracts';
import type { ContractFilter } from '../lib/contract-filter';
import { type AgentContract, contractKinds, contractStatuses } from '../lib/contract-types';
import { ContractStatusBadge } from './contract-status-badge';
import { TermsSummary } from './terms-summary';

type OnFilter = (next: Partial<ContractFilter>) => void;
const offerers = ['house', 'agent'] as const;

function ContractFilterForm({ filter, onFilter }: { filter: ContractFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({
    holder: filter.holder,
    kind: filter.kind,
    status: filter.status,
    offeredBy: filter.offeredBy,
  });
  return (
    <FilterForm
      label={t('agents.contracts.list.filters')}
      layout="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      onApply={() => onFilter({ ...draft, holder: draft.holder.trim(), page: 1 })}
    >
      <FilterInput
        label={t('agents.contracts.list.holder')}
        testId="contract-filter-holder"
        maxLength={64}
        value={draft.holder}
        onValueChange={(holder) => setDraft({ holder })}
      />
      <FilterSelect
        label={t('agents.contracts.fields.kind')}
        testId="contract-filter-kind"
        value={draft.kind}
        onValueChange={(kind) => setDraft({ kind })}
        anyLabel={t('agents.contracts.list.anyKind')}
        options={contractKinds}
        optionLabel={(kind) => t(`agents.contracts.kinds.${kind}`)}
      />
      <FilterSelect
        label={t('agents.contracts.fields.status')}
        testId="contract-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('agents.contracts.list.anyStatus')}
        options={contractStatuses}
        optionLabel={(status) => t(`agents.contracts.statuses.${status}`)}
      />
      <FilterSelect
        label={t('agents.contracts.fields.offeredBy')}
        testId="contract-filter-offered-by"
        value={draft.offeredBy}
        onValueChange={(offeredBy) => setDraft({ offeredBy })}
        anyLabel={t('agents.contracts.list.anyOfferer')}
        options={offerers}
        optionLabel={(offerer) => t(`agents.contracts.offerers.${offerer}`)}
      />
      <FilterSubmit testId="contract-filter-submit">{t('agents.contracts.list.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function contractColumns(t: TFunction, money: MoneyFormat): DataColumn<AgentContract>[] {
  return [
    { header: t('agents.contracts.fields.kind'), cell: (row) => t(`agents.contracts.kinds.${row.kind}`) },
    {
      header: t('agents.contracts.fields.status'),
      cell: (row) => <ContractStatusBadge status={row.status} />,
    },
    {
      header: t('agents.contracts.fields.holder'),
      cell: (row) => (
        <Link
          to={`/agents/${row.holder.memberId}`}
          className="font-semibold break-all text-accent-text underline-offset-2 hover:underline"
        >
          {row.holder.account}
        </Link>
      ),
    },
    {
      header: t('agents.contracts.fields.offeredBy'),
      cell: (row) =>
        row.offeredBy.type === 'house' ? t('agents.contracts.offerers.house') : row.offeredBy.account,
    },
    {
      header: t('agents.contracts.fields.terms'),
      className: 'min-w-56',
      cell: (row) => <TermsSummary terms={row.terms} money={money} compact />,
    },
    { header: t('agents.contracts.fields.createdAt'), cell: (row) => <DateTime value={row.createdAt} /> },
    {
      header: t('agents.contracts.list.open'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) => (
        <Link
          to={`/agent-contracts/${row.id}`}
          data-testid="contract-open"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        >
          {t('agents.contracts.list.open')}
        </Link>
      ),
    },
  ];
}

/** Contracts of any agent: by holder, kind, status and who offered them; newest first, paged. */
export function ContractList({ filter, onFilter }: { filter: ContractFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const result = useContractList(filter);
  const money = useBrandMoney();
  return (
    <div className="flex flex-col gap-3">
      <ContractFilterForm filter={filter} onFilter={onFilter} />
      {filter.member ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="contract-filter-member">
          {t('agents.contracts.list.ofMember', { memberId: filter.member })}
          <button
            type="button"
            className={`${buttonStyles.ghost} h-8 px-2 text-xs`}
            onClick={() => onFilter({ member: '', page: 1 })}
          >
            {t('agents.contracts.list.clearMember')}
          </button>
        </p>
      ) : null}
      {/* Amounts need the brand's currency and decimals from the site settings. */}
      {!money ? <LoadingState /> : null}
      {money ? (
        <QueryStates
          query={result}
          isEmpty={(data) => data.contracts.length === 0}
          empty={{ title: t('agents.contracts.list.emptyTitle'), body: t('agents.contracts.list.emptyBody') }}
        >
          {(data) => (
            <PagedSection
              label={t('agents.contracts.list.caption')}
              busy={result.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={onFilter}
            >
              <DataTable
                testId="contracts-table"
                caption={t('agents.contracts.list.caption')}
                columns={contractColumns(t, money)}
                rows={data.contracts}
                rowKey={(row) => row.id}
                rowTestId="contract-row"
                rowAttributes={(row) => ({
                  'data-contract-id': row.id,
                  'data-kind': row.kind,
                  'data-holder': row.holder.account,
                })}
              />
            </PagedSection>
          )}
        </QueryStates>
      ) : null}
    </div>
  );
}
