import type { AdminWalletLine, BrandMoney } from '@gaming/contracts/adjustments';
import { PlusIcon, RefreshIcon } from '@gaming/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Figure } from '../../../components/figure';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { formatBrandDateTime, formatUtcOffset } from '../../../lib/brand-time';
import { formatMoney } from '../../../lib/format-money';
import { memberWalletQueryKey, useMemberWallet } from '../api/get-member-wallet';
import { useMemberWalletLines } from '../api/get-member-wallet-lines';
import {
  emptyWalletLinesFilter,
  type WalletLinesFilter,
  walletLineCodes,
  walletRangeProblem,
} from '../lib/wallet-lines-filter';

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
  const apply = () => {
    if (problem) return;
    onFilter({ ...draft, page: 1 });
  };
  const clear = () => {
    setDraft({ from: '', to: '', code: '' });
    onFilter({ from: '', to: '', code: '', page: 1 });
  };
  const day = (key: 'from' | 'to') => (
    <FilterInput
      label={t(`memberWallet.filters.${key}`)}
      type="date"
      testId={`wallet-filter-${key}`}
      value={draft[key]}
      invalid={problem !== null}
      describedBy={problemId}
      onValueChange={(value) => setDraft({ ...draft, [key]: value })}
    />
  );
  return (
    <FilterForm
      testId="wallet-filter-form"
      bare
      noValidate
      layout="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto] lg:items-end"
      onApply={apply}
    >
      {day('from')}
      {day('to')}
      <FilterSelect
        label={t('memberWallet.filters.code')}
        className="sm:col-span-2 lg:col-span-1"
        testId="wallet-filter-code"
        value={draft.code}
        onValueChange={(code) => setDraft({ ...draft, code })}
        anyLabel={t('memberWallet.filters.allCodes')}
        options={walletLineCodes}
        optionLabel={(code) => t(`memberWallet.codes.${code}`, { defaultValue: code })}
      />
      <FilterSubmit testId="wallet-filter-submit" disabled={!!problem}>
        {t('memberWallet.filters.submit')}
      </FilterSubmit>
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
    </FilterForm>
  );
}

function lineColumns(t: TFunction, brand: BrandMoney): DataColumn<AdminWalletLine>[] {
  const incoming = (line: AdminWalletLine) => line.direction === 'credit';
  return [
    {
      header: t('memberWallet.fields.createdAt'),
      cell: (line) => (
        <time
          dateTime={line.createdAt}
          className="whitespace-nowrap tabular-nums"
          data-testid="wallet-line-time"
        >
          {formatBrandDateTime(line.createdAt, brand.gmtOffsetMinutes)}
        </time>
      ),
    },
    {
      header: t('memberWallet.fields.code'),
      cell: (line) => (
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
      ),
    },
    {
      header: t('memberWallet.fields.direction'),
      cell: (line) => (
        <Badge
          tone={incoming(line) ? 'success' : 'neutral'}
          value={line.direction}
          testId="wallet-line-direction"
        >
          {t(`memberWallet.directions.${line.direction}`)}
        </Badge>
      ),
    },
    {
      header: t('memberWallet.fields.amount'),
      kind: 'number',
      testId: 'wallet-line-amount',
      className: (line) => (incoming(line) ? 'text-success' : ''),
      cell: (line) =>
        formatMoney(incoming(line) ? line.amountMinor : `-${line.amountMinor}`, brand, {
          signed: true,
          withCurrency: false,
        }),
    },
    {
      header: t('memberWallet.fields.balanceAfter'),
      kind: 'number',
      testId: 'wallet-line-balance-after',
      cell: (line) => formatMoney(line.balanceAfterMinor, brand, { withCurrency: false }),
    },
    {
      header: t('memberWallet.fields.reference'),
      cell: (line) =>
        line.referenceId ? (
          <code className="font-mono text-xs break-all">
            {line.referenceType ? `${line.referenceType}:` : ''}
            {line.referenceId}
          </code>
        ) : (
          <span className="text-muted">{t('states.none')}</span>
        ),
    },
    {
      header: t('memberWallet.fields.counterpart'),
      cell: (line) => (
        <code className="font-mono text-xs break-all" data-testid="wallet-line-counterpart">
          {line.counterpartAccountCode}
        </code>
      ),
    },
  ];
}

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
          <PagedSection
            label={t('memberWallet.linesTitle')}
            busy={lines.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={update}
          >
            <p className="mb-2 text-xs text-muted">
              {t('memberWallet.timesIn', { offset: formatUtcOffset(data.brand.gmtOffsetMinutes) })}
            </p>
            <DataTable
              testId="wallet-lines"
              caption={t('memberWallet.linesTitle')}
              columns={lineColumns(t, data.brand)}
              rows={data.lines}
              rowKey={(line) => line.id}
              rowTestId="wallet-line"
              rowAttributes={(line) => ({
                'data-code': line.code,
                'data-reference-id': line.referenceId ?? '',
              })}
            />
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
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
