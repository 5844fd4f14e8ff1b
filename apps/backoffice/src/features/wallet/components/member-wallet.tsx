import type { AdminWalletLine, BrandMoney } from '@gaming/contracts/adjustments';
import { PlusIcon, RefreshIcon, SearchIcon } from '@gaming/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { memberWalletQueryKey, useMemberWallet } from '../api/get-member-wallet';
import { useMemberWalletLines } from '../api/get-member-wallet-lines';
import {
  emptyWalletLinesFilter,
  type WalletLinesFilter,
  walletLineCodes,
  walletRangeProblem,
} from '../lib/wallet-lines-filter';

function Figure({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border bg-surface-2 p-3">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={`tabular-nums break-all ${strong ? 'text-lg font-bold' : 'font-semibold'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function LinesFilterForm({
  filter,
  onFilter,
}: {
  filter: WalletLinesFilter;
  onFilter: (next: Partial<WalletLinesFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from: filter.from, to: filter.to, code: filter.code });
  const problemId = useId();
  const problem = walletRangeProblem(draft);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    onFilter({ ...draft, page: 1 });
  };
  const clear = () => {
    setDraft({ from: '', to: '', code: '' });
    onFilter({ from: '', to: '', code: '', page: 1 });
  };
  return (
    <search>
      <form
        data-testid="wallet-filter-form"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto] lg:items-end"
      >
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('memberWallet.filters.from')}</span>
          <input
            type="date"
            data-testid="wallet-filter-from"
            className={inputStyles}
            value={draft.from}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('memberWallet.filters.to')}</span>
          <input
            type="date"
            data-testid="wallet-filter-to"
            className={inputStyles}
            value={draft.to}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <span className="font-semibold">{t('memberWallet.filters.code')}</span>
          <select
            data-testid="wallet-filter-code"
            className={inputStyles}
            value={draft.code}
            onChange={(event) => setDraft({ ...draft, code: event.target.value })}
          >
            <option value="">{t('memberWallet.filters.allCodes')}</option>
            {walletLineCodes.map((code) => (
              <option key={code} value={code}>
                {t(`memberWallet.codes.${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          data-testid="wallet-filter-submit"
          className={buttonStyles.primary}
          disabled={!!problem}
        >
          <SearchIcon className="size-4" />
          {t('memberWallet.filters.submit')}
        </button>
        <button
          type="button"
          data-testid="wallet-filter-clear"
          className={buttonStyles.secondary}
          onClick={clear}
        >
          {t('memberWallet.filters.clear')}
        </button>
        {problem ? (
          <p id={problemId} role="alert" className="text-xs text-danger sm:col-span-2 lg:col-span-5">
            {t(`memberWallet.filters.problems.${problem}`)}
          </p>
        ) : null}
      </form>
    </search>
  );
}

function LineRow({ line, brand }: { line: AdminWalletLine; brand: BrandMoney }) {
  const { t } = useTranslation();
  const incoming = line.direction === 'credit';
  const signedMinor = incoming ? line.amountMinor : `-${line.amountMinor}`;
  return (
    <tr
      data-testid="wallet-line"
      data-code={line.code}
      data-reference-id={line.referenceId ?? ''}
      className={tableStyles.row}
    >
      <td className={tableStyles.cell} data-label={t('memberWallet.fields.createdAt')}>
        <time
          dateTime={line.createdAt}
          className="whitespace-nowrap tabular-nums"
          data-testid="wallet-line-time"
        >
          {formatDateTime(line.createdAt, brand.gmtOffsetMinutes)}
        </time>
      </td>
      <td className={tableStyles.cell} data-label={t('memberWallet.fields.code')}>
        <span className="flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
          <span className="font-semibold">
            {t(`memberWallet.codes.${line.code}`, { defaultValue: line.code })}
          </span>
          {line.status === 'posted' ? null : (
            <Badge tone="warning" value={line.status}>
              {t(`memberWallet.lineStatus.${line.status}`)}
            </Badge>
          )}
        </span>
      </td>
      <td className={tableStyles.cell} data-label={t('memberWallet.fields.direction')}>
        <Badge tone={incoming ? 'success' : 'neutral'} value={line.direction} testId="wallet-line-direction">
          {t(`memberWallet.directions.${line.direction}`)}
        </Badge>
      </td>
      <td
        className={`${tableStyles.numberCell} ${incoming ? 'text-success' : ''}`}
        data-label={t('memberWallet.fields.amount')}
        data-testid="wallet-line-amount"
      >
        {formatMoney(signedMinor, brand, { signed: true, withCurrency: false })}
      </td>
      <td
        className={tableStyles.numberCell}
        data-label={t('memberWallet.fields.balanceAfter')}
        data-testid="wallet-line-balance-after"
      >
        {formatMoney(line.balanceAfterMinor, brand, { withCurrency: false })}
      </td>
      <td className={tableStyles.cell} data-label={t('memberWallet.fields.reference')}>
        {line.referenceId ? (
          <code className="font-mono text-xs break-all">
            {line.referenceType ? `${line.referenceType}:` : ''}
            {line.referenceId}
          </code>
        ) : (
          <span className="text-muted">{t('states.none')}</span>
        )}
      </td>
      <td className={tableStyles.cell} data-label={t('memberWallet.fields.counterpart')}>
        <code className="font-mono text-xs break-all" data-testid="wallet-line-counterpart">
          {line.counterpartAccountCode}
        </code>
      </td>
    </tr>
  );
}

const columns = [
  'createdAt',
  'code',
  'direction',
  'amount',
  'balanceAfter',
  'reference',
  'counterpart',
] as const;

function WalletLines({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<WalletLinesFilter>(emptyWalletLinesFilter);
  const lines = useMemberWalletLines(memberId, filter);
  const update = (next: Partial<WalletLinesFilter>) => setFilter((current) => ({ ...current, ...next }));
  const filtered = Boolean(filter.from || filter.to || filter.code);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{t('memberWallet.linesTitle')}</h3>
      <LinesFilterForm filter={filter} onFilter={update} />
      <QueryStates
        query={lines}
        loadingRows={4}
        isEmpty={(data) => data.lines.length === 0}
        empty={{
          title: t('memberWallet.empty.title'),
          body: filtered ? t('memberWallet.empty.filtered') : t('memberWallet.empty.none'),
        }}
      >
        {(data) => (
          <section aria-label={t('memberWallet.linesTitle')} aria-busy={lines.isFetching}>
            <p className="mb-2 text-xs text-muted">
              {t('memberWallet.timesIn', { offset: formatOffset(data.brand.gmtOffsetMinutes) })}
            </p>
            <div className={tableStyles.wrapper}>
              <table data-testid="wallet-lines" className={tableStyles.table}>
                <caption className="sr-only">{t('memberWallet.linesTitle')}</caption>
                <thead className={tableStyles.head}>
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className={`${tableStyles.headCell} ${column === 'amount' || column === 'balanceAfter' ? 'md:text-end' : ''}`}
                      >
                        {t(`memberWallet.fields.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={tableStyles.body}>
                  {data.lines.map((line) => (
                    <LineRow key={line.id} line={line} brand={data.brand} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pageInfo={data.pageInfo}
              disabled={lines.isFetching}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
            />
          </section>
        )}
      </QueryStates>
    </div>
  );
}

/** "GMT+05:45" for the brand's offset in minutes. */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/** A member's wallet for staff: posted, held and available money, then every ledger line. */
export function MemberWallet({ memberId, canAdjust }: { memberId: string; canAdjust: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const wallet = useMemberWallet(memberId);
  const queryClient = useQueryClient();
  // Balance and lines together, so the figures and the lines never disagree after a refresh.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...memberWalletQueryKey, memberId] });
  return (
    <section
      data-testid="member-wallet"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold">
          {t('memberWallet.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-testid="wallet-refresh"
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            onClick={refresh}
            disabled={wallet.isFetching}
          >
            <RefreshIcon className="size-4" />
            {t('memberWallet.refresh')}
          </button>
          {canAdjust && wallet.data ? (
            <Link
              to={`/adjustments?new=${encodeURIComponent(wallet.data.account)}`}
              data-testid="wallet-new-adjustment"
              className={`${buttonStyles.primary} ${buttonStyles.small}`}
            >
              <PlusIcon className="size-4" />
              {t('memberWallet.newAdjustment')}
            </Link>
          ) : null}
        </div>
      </div>
      <QueryStates query={wallet} loadingRows={2}>
        {(data) => (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Figure
                label={t('memberWallet.balance')}
                value={formatMoney(data.balanceMinor, data.brand)}
                testId="wallet-balance"
                strong
              />
              <Figure
                label={t('memberWallet.held')}
                value={formatMoney(data.heldMinor, data.brand)}
                testId="wallet-held"
              />
              <Figure
                label={t('memberWallet.available')}
                value={formatMoney(data.availableMinor, data.brand)}
                testId="wallet-available"
              />
            </dl>
            <WalletLines memberId={memberId} />
          </>
        )}
      </QueryStates>
    </section>
  );
}
