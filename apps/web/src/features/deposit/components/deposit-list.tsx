import {
  type GatewayDepositReason,
  gatewayDepositReasons,
  type MemberDepositStatus,
  memberDepositStatuses,
} from '@gaming/contracts/deposits';
import { ListIcon } from '@gaming/ui/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageNav } from '../../../components/page-nav';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { formatBrandIso } from '../../../lib/brand-time';
import { useDeposits } from '../api/get-deposits';
import { channelName, formatAmount, isSafePayUrl } from '../lib/deposit-amount';
import { DepositStatusBadge } from './deposit-status-badge';

const pageSize = 10;
const isReasonCode = (reason: string): reason is GatewayDepositReason =>
  (gatewayDepositReasons as readonly string[]).includes(reason);

/** The member's own deposits, newest first, with their status; a pending gateway deposit keeps its pay link. */
export function DepositList({
  decimals,
  symbol,
  gmtOffsetMinutes,
}: {
  decimals: number;
  symbol: string;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  const language = useLanguageStore((state) => state.code);
  const reasonText = (reason: string) => (isReasonCode(reason) ? t(`list.reasons.${reason}`) : reason);
  const filterId = useId();
  const [status, setStatus] = useState<MemberDepositStatus | ''>('');
  const [page, setPage] = useState(1);
  const deposits = useDeposits({ status: status || undefined, page, pageSize });
  const money = (minor: string) => `${symbol} ${formatAmount(minor, decimals)}`;
  const total = deposits.data?.pageInfo.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-labelledby={`${filterId}-title`} className="flex flex-col gap-3" data-testid="deposit-list">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${filterId}-title`} className="text-base font-bold">
          {t('list.title')}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-muted">
            {t('list.filterStatus')}
          </label>
          <select
            id={filterId}
            data-testid="deposit-list-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MemberDepositStatus | '');
              setPage(1);
            }}
            className="h-10 rounded-md border border-border bg-surface-2 px-2 text-sm"
          >
            <option value="">{t('list.allStatuses')}</option>
            {memberDepositStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {deposits.isError && !deposits.data ? (
        <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />
      ) : !deposits.data ? (
        <Skeleton className="h-40" />
      ) : deposits.data.deposits.length === 0 ? (
        <EmptyState icon={<ListIcon className="size-6" />} title={t('list.empty')} />
      ) : (
        <ul className="flex flex-col gap-2">
          {deposits.data.deposits.map((deposit) => (
            <li
              key={deposit.id}
              data-testid="deposit-row"
              data-deposit-id={deposit.id}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold">
                  {channelName(
                    { name: deposit.channelName, localizedNames: deposit.channelLocalizedNames },
                    language,
                  )}
                </span>
                <span className="text-xs text-muted tabular-nums">
                  {formatBrandIso(deposit.createdAt, gmtOffsetMinutes)}
                  {' · '}
                  <span data-testid="deposit-row-order-number">
                    {t('list.orderNumber', { number: deposit.orderNumber })}
                  </span>
                </span>
                {deposit.reason && deposit.status !== 'credited' ? (
                  <span className="text-xs text-danger">
                    {t('list.reason', { reason: reasonText(deposit.reason) })}
                  </span>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <div className="flex flex-col items-end">
                  <span className="font-bold tabular-nums" data-testid="deposit-row-amount">
                    {money(deposit.amountMinor)}
                  </span>
                  {deposit.feeMinor !== '0' &&
                  (deposit.status === 'credited' || deposit.status === 'pending') ? (
                    <span className="text-xs text-muted tabular-nums" data-testid="deposit-row-credited">
                      {t(deposit.status === 'credited' ? 'list.credited' : 'list.toBeCredited', {
                        amount: money(deposit.creditedAmountMinor),
                      })}
                    </span>
                  ) : null}
                </div>
                <DepositStatusBadge status={deposit.status} testId="deposit-row-status" />
                {deposit.payUrl && isSafePayUrl(deposit.payUrl) ? (
                  <a
                    href={deposit.payUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                  >
                    {t('list.pay')}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <PageNav
          label={t('list.pages')}
          page={page}
          pageCount={pageCount}
          total={total}
          onPage={setPage}
          testId="deposits"
        />
      ) : null}
    </section>
  );
}
