import type { AdminVendorMove, AdminVendorMoveListResponse } from '@gaming/contracts/vendor-wallet-moves';
import { RefreshIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { formatMoney } from '../../../lib/format-money';
import { useDraft } from '../../../lib/use-draft';
import { useVendorMoveList } from '../api/list-vendor-moves';
import {
  isVendorInput,
  maximumVendorLength,
  normalizeVendor,
  recoveryFilters,
  type VendorMoveFilter,
} from '../lib/vendor-move-filter';
import { CheckVendorMoveDialog } from './check-vendor-move-dialog';
import { VendorMoveStateBadge } from './vendor-move-state-badge';

function MoveFilterForm({
  filter,
  onFilter,
}: {
  filter: VendorMoveFilter;
  onFilter: (next: Partial<VendorMoveFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ vendor: filter.vendor, recovery: filter.recovery });
  const [vendorInvalid, setVendorInvalid] = useState(false);
  const apply = () => {
    if (!isVendorInput(draft.vendor)) {
      setVendorInvalid(true);
      return;
    }
    setVendorInvalid(false);
    onFilter({ vendor: normalizeVendor(draft.vendor), recovery: draft.recovery, page: 1 });
  };
  return (
    <FilterForm label={t('vendorMoves.filters.label')} layout="sm:grid-cols-3 sm:items-end" onApply={apply}>
      <FilterInput
        label={t('vendorMoves.filters.vendor')}
        testId="vendor-move-filter-vendor"
        maxLength={maximumVendorLength}
        invalid={vendorInvalid}
        value={draft.vendor}
        onValueChange={(vendor) => setDraft({ vendor })}
      />
      <FilterSelect
        label={t('vendorMoves.filters.recovery')}
        testId="vendor-move-filter-recovery"
        value={draft.recovery}
        onValueChange={(recovery) => setDraft({ recovery })}
        anyLabel={t('vendorMoves.filters.allRecovery')}
        options={recoveryFilters}
        optionLabel={(recovery) => t(`vendorMoves.recovery.${recovery}`)}
      />
      <FilterSubmit testId="vendor-move-filter-submit">{t('vendorMoves.filters.apply')}</FilterSubmit>
      {vendorInvalid ? (
        <p role="alert" className="text-sm text-danger sm:col-span-3">
          {t('vendorMoves.filters.vendorInvalid')}
        </p>
      ) : null}
    </FilterForm>
  );
}

/** How far the recovery job got with a move: its attempts against the limit, and its next check. */
function RecoveryCell({
  move,
  attemptLimit,
  gmtOffsetMinutes,
}: {
  move: AdminVendorMove;
  attemptLimit: number;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-col items-end gap-0.5 md:items-start">
      <span className="tabular-nums whitespace-nowrap">
        {t('vendorMoves.list.attempts', { count: move.attempts, limit: attemptLimit })}
      </span>
      {move.isGivenUp ? (
        <Badge tone="danger" value="given_up" testId="vendor-move-given-up">
          {t('vendorMoves.recovery.given_up')}
        </Badge>
      ) : (
        <span className="text-xs text-muted tabular-nums whitespace-nowrap">
          {t('vendorMoves.list.nextCheck', { at: formatBrandDateTime(move.nextCheckAt, gmtOffsetMinutes) })}
        </span>
      )}
    </span>
  );
}

function moveColumns(
  t: TFunction,
  data: AdminVendorMoveListResponse,
  onCheck: ((move: AdminVendorMove) => void) | null,
): DataColumn<AdminVendorMove>[] {
  const columns: DataColumn<AdminVendorMove>[] = [
    {
      header: t('vendorMoves.fields.createdAt'),
      cell: (move) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="tabular-nums whitespace-nowrap">
            {formatBrandDateTime(move.createdAt, data.gmtOffsetMinutes)}
          </span>
          <span className="text-xs text-muted tabular-nums whitespace-nowrap">
            {t('vendorMoves.list.updated', {
              at: formatBrandDateTime(move.updatedAt, data.gmtOffsetMinutes),
            })}
          </span>
        </span>
      ),
    },
    {
      header: t('vendorMoves.fields.member'),
      cell: (move) => <span className="break-all">{move.memberAccount}</span>,
    },
    {
      header: t('vendorMoves.fields.vendor'),
      cell: (move) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="font-mono">{move.vendorCode}</span>
          <span className="text-xs text-muted">{t(`vendorMoves.directions.${move.direction}`)}</span>
        </span>
      ),
    },
    {
      header: t('vendorMoves.fields.amount'),
      kind: 'number',
      className: 'font-semibold',
      cell: (move) => formatMoney(move.amountMinor, data),
    },
    {
      header: t('vendorMoves.fields.state'),
      cell: (move) => <VendorMoveStateBadge state={move.state} />,
    },
    {
      header: t('vendorMoves.fields.recovery'),
      cell: (move) => (
        <RecoveryCell move={move} attemptLimit={data.attemptLimit} gmtOffsetMinutes={data.gmtOffsetMinutes} />
      ),
    },
    {
      header: t('vendorMoves.fields.lastError'),
      cell: (move) => (
        <span
          className="line-clamp-2 min-w-0 text-xs break-words md:max-w-56"
          title={move.lastError ?? undefined}
        >
          {move.lastError ?? t('states.none')}
        </span>
      ),
    },
  ];
  if (!onCheck) return columns;
  return [
    ...columns,
    {
      header: t('vendorMoves.list.check'),
      hideHeader: true,
      kind: 'wide',
      cell: (move) => (
        <button
          type="button"
          data-testid="vendor-move-check"
          className={`${buttonStyles.secondary} ${buttonStyles.small} w-full md:w-auto`}
          onClick={() => onCheck(move)}
        >
          <RefreshIcon className="size-4" />
          {t('vendorMoves.list.check')}
        </button>
      ),
    },
  ];
}

/**
 * Transfer-wallet moves whose outcome is not settled, oldest first: what the recovery job is still asking
 * vendors about, and what it gave up on. Deciders can run the job's check of one move at once.
 */
export function VendorMoveList({
  filter,
  onFilter,
  canCheck,
}: {
  filter: VendorMoveFilter;
  onFilter: (next: Partial<VendorMoveFilter>) => void;
  canCheck: boolean;
}) {
  const { t } = useTranslation();
  const list = useVendorMoveList(filter);
  const [checking, setChecking] = useState<AdminVendorMove | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <MoveFilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={list}
        isEmpty={(data) => data.moves.length === 0}
        empty={{ title: t('vendorMoves.list.emptyTitle'), body: t('vendorMoves.list.emptyBody') }}
      >
        {(data) => (
          <DataTable
            testId="vendor-move-list"
            caption={t('vendorMoves.list.caption')}
            columns={moveColumns(t, data, canCheck ? setChecking : null)}
            rows={data.moves}
            rowKey={(move) => move.id}
            rowTestId="vendor-move-row"
            rowAttributes={(move) => ({ 'data-move-id': move.id })}
          />
        )}
      </QueryStates>
      {/* The pager stays under an empty page too, so a page past the end can be left. */}
      {list.data ? (
        <Pager pageInfo={list.data.pageInfo} disabled={list.isFetching} onChange={onFilter} />
      ) : null}
      {checking && list.data ? (
        <CheckVendorMoveDialog move={checking} money={list.data} onClose={() => setChecking(null)} />
      ) : null}
    </div>
  );
}
