import type { AdminVendorMove } from '@gaming/contracts/vendor-wallet-moves';
import { RefreshIcon, SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
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

function FilterForm({
  filter,
  onFilter,
}: {
  filter: VendorMoveFilter;
  onFilter: (next: Partial<VendorMoveFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ vendor: filter.vendor, recovery: filter.recovery });
  const [vendorInvalid, setVendorInvalid] = useState(false);
  useEffect(() => {
    setDraft({ vendor: filter.vendor, recovery: filter.recovery });
  }, [filter.vendor, filter.recovery]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isVendorInput(draft.vendor)) {
      setVendorInvalid(true);
      return;
    }
    setVendorInvalid(false);
    onFilter({ vendor: normalizeVendor(draft.vendor), recovery: draft.recovery, page: 1 });
  };
  return (
    <form
      aria-label={t('vendorMoves.filters.label')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-3 sm:items-end"
    >
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('vendorMoves.filters.vendor')}</span>
        <input
          type="search"
          data-testid="vendor-move-filter-vendor"
          className={inputStyles}
          maxLength={maximumVendorLength}
          aria-invalid={vendorInvalid || undefined}
          value={draft.vendor}
          onChange={(event) => setDraft({ ...draft, vendor: event.target.value })}
        />
      </label>
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('vendorMoves.filters.recovery')}</span>
        <select
          data-testid="vendor-move-filter-recovery"
          className={inputStyles}
          value={draft.recovery}
          onChange={(event) =>
            setDraft({ ...draft, recovery: event.target.value as VendorMoveFilter['recovery'] })
          }
        >
          <option value="">{t('vendorMoves.filters.allRecovery')}</option>
          {recoveryFilters.map((recovery) => (
            <option key={recovery} value={recovery}>
              {t(`vendorMoves.recovery.${recovery}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" data-testid="vendor-move-filter-submit" className={buttonStyles.primary}>
        <SearchIcon className="size-4" />
        {t('vendorMoves.filters.apply')}
      </button>
      {vendorInvalid ? (
        <p role="alert" className="text-sm text-danger sm:col-span-3">
          {t('vendorMoves.filters.vendorInvalid')}
        </p>
      ) : null}
    </form>
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
          {t('vendorMoves.list.nextCheck', { at: formatDateTime(move.nextCheckAt, gmtOffsetMinutes) })}
        </span>
      )}
    </span>
  );
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
      <FilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={list}
        isEmpty={(data) => data.moves.length === 0}
        empty={{ title: t('vendorMoves.list.emptyTitle'), body: t('vendorMoves.list.emptyBody') }}
      >
        {(data) => (
          <div className={tableStyles.wrapper}>
            <table data-testid="vendor-move-list" className={tableStyles.table}>
              <caption className="sr-only">{t('vendorMoves.list.caption')}</caption>
              <thead className={tableStyles.head}>
                <tr>
                  <th className={tableStyles.headCell}>{t('vendorMoves.fields.createdAt')}</th>
                  <th className={tableStyles.headCell}>{t('vendorMoves.fields.member')}</th>
                  <th className={tableStyles.headCell}>{t('vendorMoves.fields.vendor')}</th>
                  <th className={`${tableStyles.headCell} md:text-end`}>{t('vendorMoves.fields.amount')}</th>
                  <th className={tableStyles.headCell}>{t('vendorMoves.fields.state')}</th>
                  <th className={tableStyles.headCell}>{t('vendorMoves.fields.recovery')}</th>
                  <th className={tableStyles.headCell}>{t('vendorMoves.fields.lastError')}</th>
                  {canCheck ? (
                    <th className={tableStyles.headCell}>
                      <span className="sr-only">{t('vendorMoves.list.check')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className={tableStyles.body}>
                {data.moves.map((move) => (
                  <tr
                    key={move.id}
                    data-testid="vendor-move-row"
                    data-move-id={move.id}
                    className={tableStyles.row}
                  >
                    <td className={tableStyles.cell} data-label={t('vendorMoves.fields.createdAt')}>
                      <span className="flex flex-col items-end md:items-start">
                        <span className="tabular-nums whitespace-nowrap">
                          {formatDateTime(move.createdAt, data.gmtOffsetMinutes)}
                        </span>
                        <span className="text-xs text-muted tabular-nums whitespace-nowrap">
                          {t('vendorMoves.list.updated', {
                            at: formatDateTime(move.updatedAt, data.gmtOffsetMinutes),
                          })}
                        </span>
                      </span>
                    </td>
                    <td className={tableStyles.cell} data-label={t('vendorMoves.fields.member')}>
                      <span className="break-all">{move.memberAccount}</span>
                    </td>
                    <td className={tableStyles.cell} data-label={t('vendorMoves.fields.vendor')}>
                      <span className="flex flex-col items-end md:items-start">
                        <span className="font-mono">{move.vendorCode}</span>
                        <span className="text-xs text-muted">
                          {t(`vendorMoves.directions.${move.direction}`)}
                        </span>
                      </span>
                    </td>
                    <td
                      className={`${tableStyles.numberCell} font-semibold md:text-end`}
                      data-label={t('vendorMoves.fields.amount')}
                    >
                      {formatMoney(move.amountMinor, data)}
                    </td>
                    <td className={tableStyles.cell} data-label={t('vendorMoves.fields.state')}>
                      <VendorMoveStateBadge state={move.state} />
                    </td>
                    <td className={tableStyles.cell} data-label={t('vendorMoves.fields.recovery')}>
                      <RecoveryCell
                        move={move}
                        attemptLimit={data.attemptLimit}
                        gmtOffsetMinutes={data.gmtOffsetMinutes}
                      />
                    </td>
                    <td className={tableStyles.cell} data-label={t('vendorMoves.fields.lastError')}>
                      <span
                        className="line-clamp-2 min-w-0 text-xs break-words md:max-w-56"
                        title={move.lastError ?? undefined}
                      >
                        {move.lastError ?? t('states.none')}
                      </span>
                    </td>
                    {canCheck ? (
                      <td className={tableStyles.wideCell}>
                        <button
                          type="button"
                          data-testid="vendor-move-check"
                          className={`${buttonStyles.secondary} ${buttonStyles.small} w-full md:w-auto`}
                          onClick={() => setChecking(move)}
                        >
                          <RefreshIcon className="size-4" />
                          {t('vendorMoves.list.check')}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
      {/* The pager stays under an empty page too, so a page past the end can be left. */}
      {list.data ? (
        <Pager
          pageInfo={list.data.pageInfo}
          disabled={list.isFetching}
          onPageChange={(page) => onFilter({ page })}
          onPageSizeChange={(pageSize) => onFilter({ pageSize, page: 1 })}
        />
      ) : null}
      {checking && list.data ? (
        <CheckVendorMoveDialog move={checking} money={list.data} onClose={() => setChecking(null)} />
      ) : null}
    </div>
  );
}
