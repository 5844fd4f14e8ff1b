import {
  type AdminMallItem,
  type MallItemKind,
  type MallItemStatus,
  mallItemKinds,
  mallItemStatuses,
} from '@gaming/contracts/points-mall';
import { PlusIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../../components/data-table';
import { FilterForm, FilterSelect, FilterSubmit } from '../../../../components/filter-form';
import { PagedSection } from '../../../../components/paged-section';
import { QueryStates } from '../../../../components/query-states';
import { formatMoney, type MoneyFormat } from '../../../../lib/format-money';
import { defaultPageSize } from '../../../../lib/paging';
import { useBrandMoney } from '../../../../lib/use-brand-money';
import { useDraft } from '../../../../lib/use-draft';
import { type MallItemFilter, useMallItems } from '../../api/mall';
import { formatPoints } from '../../lib/points-values';
import { LoyaltyStatusBadge } from '../status-badge';
import { MallStatusDialog, MallStockDialog } from './mall-item-actions';
import { MallItemDialog } from './mall-item-dialog';

type Open =
  | { kind: 'edit'; item: AdminMallItem | null }
  | { kind: 'status'; item: AdminMallItem; status: MallItemStatus }
  | { kind: 'stock'; item: AdminMallItem };

/** Where an item can go from its status: a draft or hidden item is published, a published one hidden. */
function nextStatuses(status: MallItemStatus): MallItemStatus[] {
  if (status === 'published') return ['hidden'];
  if (status === 'hidden') return ['published', 'draft'];
  return ['published'];
}

function columns(
  t: TFunction,
  money: MoneyFormat,
  canWrite: boolean,
  onOpen: (open: Open) => void,
): DataColumn<AdminMallItem>[] {
  const small = `${buttonStyles.secondary} ${buttonStyles.small}`;
  return [
    {
      header: t('loyalty.mall.fields.image'),
      cell: (row) =>
        row.images[0] ? (
          <img src={row.images[0].url} alt="" className="h-10 w-14 rounded object-cover" />
        ) : (
          <span className="text-muted">{t('states.none')}</span>
        ),
    },
    {
      header: t('loyalty.forms.title'),
      className: 'font-semibold break-words',
      cell: (row) => (
        <span className="flex flex-col items-end md:items-start">
          <span>{row.title.EN}</span>
          {row.category ? <span className="text-xs font-normal text-muted">{row.category}</span> : null}
        </span>
      ),
    },
    { header: t('loyalty.mall.fields.kind'), cell: (row) => t(`loyalty.mall.kinds.${row.kind}`) },
    {
      header: t('loyalty.mall.fields.pointsPrice'),
      kind: 'number',
      cell: (row) => formatPoints(row.pointsPrice),
    },
    {
      header: t('loyalty.mall.fields.amount'),
      kind: 'number',
      cell: (row) => (row.amountMinor ? formatMoney(row.amountMinor, money) : t('states.none')),
    },
    {
      header: t('loyalty.mall.fields.stock'),
      kind: 'number',
      testId: 'mall-item-stock-cell',
      cell: (row) => (row.stock === null ? t('loyalty.mall.unlimited') : row.stock),
    },
    { header: t('loyalty.mall.fields.redeemed'), kind: 'number', cell: (row) => row.redeemedQuantity },
    {
      header: t('loyalty.forms.status'),
      cell: (row) => <LoyaltyStatusBadge status={row.status} testId="mall-item-status" />,
    },
    {
      header: t('loyalty.forms.actions'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) => (
        <span className="flex flex-wrap gap-2 md:justify-end">
          <button
            type="button"
            data-testid="mall-item-edit"
            className={small}
            onClick={() => onOpen({ kind: 'edit', item: row })}
          >
            {canWrite ? t('loyalty.forms.edit') : t('loyalty.forms.view')}
          </button>
          {canWrite
            ? nextStatuses(row.status).map((status) => (
                <button
                  key={status}
                  type="button"
                  data-testid={`mall-item-${status}`}
                  className={small}
                  onClick={() => onOpen({ kind: 'status', item: row, status })}
                >
                  {t(`loyalty.mall.statusActions.${status}.button`)}
                </button>
              ))
            : null}
          {canWrite && row.kind === 'goods' ? (
            <button
              type="button"
              data-testid="mall-item-stock"
              className={small}
              onClick={() => onOpen({ kind: 'stock', item: row })}
            >
              {t('loyalty.mall.stock.button')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
}

/** The mall's items by sort order: price, money, stock and status; staff with writeLoyalty edit them. */
export function MallItemList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const [filter, setFilter] = useState<MallItemFilter>({
    status: '',
    kind: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const [draft, setDraft] = useDraft({ status: filter.status, kind: filter.kind });
  const [open, setOpen] = useState<Open | null>(null);
  const items = useMallItems(filter);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-full sm:basis-0">
          <FilterForm
            label={t('loyalty.forms.filters')}
            layout="sm:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_max-content] sm:items-end"
            onApply={() => setFilter((now) => ({ ...now, ...draft, page: 1 }))}
          >
            <FilterSelect<MallItemStatus>
              label={t('loyalty.forms.status')}
              testId="mall-filter-status"
              value={draft.status}
              onValueChange={(status) => setDraft({ status })}
              anyLabel={t('loyalty.forms.allStatuses')}
              options={mallItemStatuses}
              optionLabel={(status) => t(`loyalty.statuses.${status}`)}
            />
            <FilterSelect<MallItemKind>
              label={t('loyalty.mall.fields.kind')}
              testId="mall-filter-kind"
              value={draft.kind}
              onValueChange={(kind) => setDraft({ kind })}
              anyLabel={t('loyalty.mall.allKinds')}
              options={mallItemKinds}
              optionLabel={(kind) => t(`loyalty.mall.kinds.${kind}`)}
            />
            <FilterSubmit testId="mall-filter-submit">{t('loyalty.forms.apply')}</FilterSubmit>
          </FilterForm>
        </div>
        {canWrite ? (
          <button
            type="button"
            data-testid="mall-item-create"
            className={buttonStyles.primary}
            onClick={() => setOpen({ kind: 'edit', item: null })}
          >
            <PlusIcon className="size-4" />
            {t('loyalty.mall.create')}
          </button>
        ) : null}
      </div>
      <QueryStates
        query={items}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('loyalty.mall.empty') }}
      >
        {(data) =>
          money ? (
            <PagedSection
              label={t('loyalty.mall.caption')}
              busy={items.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={(change) => setFilter((now) => ({ ...now, ...change }))}
            >
              <DataTable
                testId="mall-item-table"
                caption={t('loyalty.mall.caption')}
                columns={columns(t, money, canWrite, setOpen)}
                rows={data.items}
                rowKey={(row) => row.id}
                rowTestId="mall-item-row"
                rowAttributes={(row) => ({ 'data-item-id': row.id, 'data-title': row.title.EN })}
              />
            </PagedSection>
          ) : null
        }
      </QueryStates>
      {open?.kind === 'edit' && money ? (
        <MallItemDialog item={open.item} money={money} canWrite={canWrite} onClose={close} />
      ) : null}
      {open?.kind === 'status' ? (
        <MallStatusDialog item={open.item} status={open.status} onClose={close} />
      ) : null}
      {open?.kind === 'stock' ? <MallStockDialog item={open.item} onClose={close} /> : null}
    </div>
  );
}
