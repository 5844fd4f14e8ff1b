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
import { defaultPageSize, type PageInfo } from '../../../lib/paging';
import type { Paging } from '../../../lib/url-filter';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useDraft } from '../../../lib/use-draft';

export type ConfigFilter<Status extends string> = Paging & { status: Status | '' };

/** What a row's buttons open: the editor (a row, or null for a new one) or its results. */
export type ConfigOpen<Row> = { kind: 'edit'; row: Row | null } | { kind: 'results'; row: Row };

/**
 * A list of things staff configure (missions, ranking boards): a status filter, the create button for staff
 * who may write, the paged table with each row's edit and results buttons, the editor dialog and one row's
 * results dialog. `testPrefix` names `${testPrefix}-filter-status`, `-create`, `-table`, `-row`, `-edit`,
 * `-results`; `textPrefix` the texts `.create`, `.empty`, `.caption`, `.resultsButton`.
 */
export function ConfigList<
  Row extends { id: string },
  Status extends string,
  Data extends { pageInfo: PageInfo },
>({
  canWrite,
  testPrefix,
  textPrefix,
  statuses,
  statusLabel,
  useRows,
  rowsOf,
  columns,
  rowAttributes,
  editor,
  results,
}: {
  canWrite: boolean;
  testPrefix: string;
  textPrefix: string;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  useRows: (filter: ConfigFilter<Status>) => UseQueryResult<Data>;
  rowsOf: (data: Data) => readonly Row[];
  columns: (money: MoneyFormat) => DataColumn<Row>[];
  rowAttributes: (row: Row) => RowAttributes;
  editor: (row: Row | null, money: MoneyFormat, onClose: () => void) => ReactNode;
  results: (row: Row, money: MoneyFormat, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const [filter, setFilter] = useState<ConfigFilter<Status>>({
    status: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const [draft, setDraft] = useDraft({ status: filter.status });
  const [open, setOpen] = useState<ConfigOpen<Row> | null>(null);
  const rows = useRows(filter);
  const close = () => setOpen(null);
  const actions: DataColumn<Row> = {
    header: t('loyalty.forms.actions'),
    hideHeader: true,
    kind: 'wide',
    cell: (row) => (
      <span className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
        <button
          type="button"
          data-testid={`${testPrefix}-edit`}
          className={`${buttonStyles.secondary} ${buttonStyles.small} whitespace-nowrap`}
          onClick={() => setOpen({ kind: 'edit', row })}
        >
          {canWrite ? t('loyalty.forms.edit') : t('loyalty.forms.view')}
        </button>
        <button
          type="button"
          data-testid={`${testPrefix}-results`}
          className={`${buttonStyles.secondary} ${buttonStyles.small} whitespace-nowrap`}
          onClick={() => setOpen({ kind: 'results', row })}
        >
          {t(`${textPrefix}.resultsButton`)}
        </button>
      </span>
    ),
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-full sm:basis-0">
          <FilterForm
            label={t('loyalty.forms.filters')}
            layout="sm:grid-cols-[minmax(0,16rem)_max-content] sm:items-end"
            onApply={() => setFilter((now) => ({ ...now, ...draft, page: 1 }))}
          >
            <FilterSelect<Status>
              label={t('loyalty.forms.status')}
              testId={`${testPrefix}-filter-status`}
              value={draft.status}
              onValueChange={(status) => setDraft({ status })}
              anyLabel={t('loyalty.forms.allStatuses')}
              options={statuses}
              optionLabel={statusLabel}
            />
            <FilterSubmit testId={`${testPrefix}-filter-submit`}>{t('loyalty.forms.apply')}</FilterSubmit>
          </FilterForm>
        </div>
        {canWrite ? (
          <button
            type="button"
            data-testid={`${testPrefix}-create`}
            className={buttonStyles.primary}
            onClick={() => setOpen({ kind: 'edit', row: null })}
          >
            <PlusIcon className="size-4" />
            {t(`${textPrefix}.create`)}
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
                columns={[...columns(money), actions]}
                rows={rowsOf(data)}
                rowKey={(row) => row.id}
                rowTestId={`${testPrefix}-row`}
                rowAttributes={rowAttributes}
              />
            </PagedSection>
          ) : null
        }
      </QueryStates>
      {open && money && open.kind === 'edit' ? editor(open.row, money, close) : null}
      {open && money && open.kind === 'results' ? results(open.row, money, close) : null}
    </div>
  );
}
