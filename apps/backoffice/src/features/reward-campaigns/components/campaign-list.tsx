import { PlusIcon } from '@gaming/ui/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable, type RowAttributes } from '../../../components/data-table';
import { FilterForm, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import type { MoneyFormat } from '../../../lib/format-money';
import type { PageInfo } from '../../../lib/paging';
import { defaultPageSize } from '../../../lib/paging';
import type { Paging } from '../../../lib/url-filter';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useDraft } from '../../../lib/use-draft';

export type CampaignFilter<Status extends string> = Paging & { status: Status | '' };

/**
 * A list of campaigns (red-envelope drops, raffles), newest first: a status filter, the create button for
 * staff who may manage them, the paged table, the create dialog and one campaign's results dialog.
 * `testPrefix` names the test ids (`${testPrefix}-filter-status`, `-create`, `-table`, `-row`) and
 * `textPrefix` the texts (`${textPrefix}.create.open`, `.empty`, `.caption`).
 */
export function CampaignList<
  Row extends { id: string },
  Status extends string,
  Data extends { pageInfo: PageInfo },
>({
  canManage,
  testPrefix,
  textPrefix,
  statuses,
  useRows,
  rowsOf,
  columns,
  rowAttributes,
  createDialog,
  resultsDialog,
}: {
  canManage: boolean;
  testPrefix: string;
  textPrefix: string;
  statuses: readonly Status[];
  /** The list's query hook (the same one on every render). */
  useRows: (filter: CampaignFilter<Status>) => UseQueryResult<Data>;
  rowsOf: (data: Data) => readonly Row[];
  columns: (money: MoneyFormat, onResults: (row: Row) => void) => DataColumn<Row>[];
  rowAttributes: (row: Row) => RowAttributes;
  createDialog: (onClose: () => void) => ReactNode;
  resultsDialog: (row: Row, money: MoneyFormat, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const [filter, setFilter] = useState<CampaignFilter<Status>>({
    status: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const [draft, setDraft] = useDraft({ status: filter.status });
  const [creating, setCreating] = useState(false);
  const [results, setResults] = useState<Row | null>(null);
  const rows = useRows(filter);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <FilterForm
            label={t('rewards.forms.filters')}
            layout="sm:grid-cols-[minmax(0,16rem)_max-content] sm:items-end"
            onApply={() => setFilter((now) => ({ ...now, ...draft, page: 1 }))}
          >
            <FilterSelect<Status>
              label={t('rewards.forms.status')}
              testId={`${testPrefix}-filter-status`}
              value={draft.status}
              onValueChange={(status) => setDraft({ status })}
              anyLabel={t('rewards.forms.allStatuses')}
              options={statuses}
              optionLabel={(status) => t(`rewards.campaignStatuses.${status}`)}
            />
            <FilterSubmit testId={`${testPrefix}-filter-submit`}>{t('rewards.forms.apply')}</FilterSubmit>
          </FilterForm>
        </div>
        {canManage ? (
          <button
            type="button"
            data-testid={`${testPrefix}-create`}
            className={buttonStyles.primary}
            onClick={() => setCreating(true)}
          >
            <PlusIcon className="size-4" />
            {t(`${textPrefix}.create.open`)}
          </button>
        ) : null}
      </div>
      <QueryStates
        query={rows}
        isEmpty={(data) => rowsOf(data).length === 0}
        empty={{ title: t(`${textPrefix}.empty`) }}
      >
        {(data) =>
          money ? (
            <PagedSection
              label={t(`${textPrefix}.caption`)}
              busy={rows.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={(change) => setFilter((now) => ({ ...now, ...change }))}
            >
              <DataTable
                testId={`${testPrefix}-table`}
                caption={t(`${textPrefix}.caption`)}
                columns={columns(money, setResults)}
                rows={rowsOf(data)}
                rowKey={(row) => row.id}
                rowTestId={`${testPrefix}-row`}
                rowAttributes={rowAttributes}
              />
            </PagedSection>
          ) : null
        }
      </QueryStates>
      {creating ? createDialog(() => setCreating(false)) : null}
      {results && money ? resultsDialog(results, money, () => setResults(null)) : null}
    </div>
  );
}

/** The last column of a campaign list: the button that opens a campaign's results. */
export function resultsColumn<Row>(
  label: string,
  testId: string,
  onResults: (row: Row) => void,
): DataColumn<Row> {
  return {
    header: label,
    hideHeader: true,
    kind: 'wide',
    cell: (row) => (
      <button
        type="button"
        data-testid={testId}
        className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        onClick={() => onResults(row)}
      >
        {label}
      </button>
    ),
  };
}
