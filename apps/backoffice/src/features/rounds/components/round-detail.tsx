import type { AdminRoundDetail, RoundCallback } from '@gaming/contracts/betting-records';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { CopyButton } from '../../../components/copy-button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { formatMoney } from '../../../lib/format-money';
import { useRoundDetail } from '../api/rounds';
import { RoundStatusBadge } from './round-status-badge';

const stateTones: Record<RoundCallback['state'], BadgeTone> = {
  applied: 'success',
  refused: 'danger',
  rolled_back: 'warning',
  rolled_back_unknown: 'warning',
};

function Field({
  label,
  children,
  testId,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Long values (ids) take the whole row on a phone. */
  wide?: boolean;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${wide ? 'col-span-2 lg:col-span-1' : ''}`}>
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd data-testid={testId} className="min-w-0 break-words">
        {children}
      </dd>
    </div>
  );
}

function Identifier({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="min-w-0 font-mono text-sm break-all">{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}

function Summary({ detail }: { detail: AdminRoundDetail }) {
  const { t } = useTranslation();
  const round = detail.round;
  const money = (minor: string) => formatMoney(minor, detail);
  const time = (value: string | null) =>
    formatBrandDateTime(value, detail.gmtOffsetMinutes) ?? t('states.none');
  return (
    <dl
      data-testid="round-summary"
      className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-surface p-4 lg:grid-cols-4"
    >
      <Field label={t('rounds.fields.status')}>
        <RoundStatusBadge status={round.status} />
      </Field>
      <Field label={t('rounds.fields.member')} testId="round-detail-member">
        <Link to={`/members/${round.memberId}`} className="font-semibold text-accent-text underline">
          {round.memberAccount}
        </Link>
      </Field>
      <Field label={t('rounds.fields.game')} testId="round-detail-game" wide>
        {round.gameName} <span className="text-muted">({round.gameCode})</span>
      </Field>
      <Field label={t('rounds.fields.vendor')}>
        {round.vendorName} <span className="text-muted">· {round.category}</span>
      </Field>
      <Field label={t('rounds.fields.stake')} testId="round-detail-stake">
        {money(round.stakeMinor)}
      </Field>
      <Field label={t('rounds.fields.validBet')}>{money(round.validBetMinor)}</Field>
      <Field label={t('rounds.fields.win')} testId="round-detail-win">
        {money(round.winMinor)}
      </Field>
      <Field label={t('rounds.fields.net')} testId="round-detail-net">
        <span className="font-semibold">{formatMoney(round.netMinor, detail, { signed: true })}</span>
      </Field>
      <Field label={t('rounds.fields.openedAt')}>{time(round.openedAt)}</Field>
      <Field label={t('rounds.fields.settledAt')}>{time(round.settledAt)}</Field>
      <Field label={t('rounds.fields.roundId')} testId="round-detail-id" wide>
        <Identifier value={round.roundId} label={t('rounds.detail.copyRoundId')} />
      </Field>
      <Field label={t('rounds.fields.externalRoundId')} testId="round-detail-external" wide>
        <Identifier value={round.externalRoundId} label={t('rounds.detail.copyExternalId')} />
      </Field>
    </dl>
  );
}

function Callbacks({ detail }: { detail: AdminRoundDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="round-callbacks" className="flex flex-col gap-2">
      <h2 id="round-callbacks" className="font-bold">
        {t('rounds.detail.callbacks', { count: detail.callbacks.length })}
      </h2>
      {detail.callbacks.length === 0 ? (
        <EmptyState title={t('rounds.detail.noCallbacksTitle')} body={t('rounds.detail.noCallbacksBody')} />
      ) : (
        <ol data-testid="round-callbacks" className="flex flex-col gap-2">
          {detail.callbacks.map((callback, index) => (
            <li
              key={callback.transactionId}
              data-testid="round-callback"
              data-action={callback.action}
              className="grid gap-2 rounded-md border border-border bg-surface p-3 md:grid-cols-[2rem_10rem_1fr_auto] md:items-start"
            >
              <span className="grid size-7 place-items-center rounded-full bg-surface-2 text-xs font-bold tabular-nums">
                {index + 1}
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-semibold" data-testid="callback-action">
                  {t(`rounds.actions.${callback.action}`)}
                </span>
                <span className="text-xs text-muted tabular-nums">
                  {formatBrandDateTime(callback.createdAt, detail.gmtOffsetMinutes)}
                </span>
              </span>
              <span className="flex min-w-0 flex-col gap-1 text-sm">
                <span className="min-w-0">
                  <span className="text-xs font-semibold text-muted">
                    {t('rounds.detail.transactionId')}{' '}
                  </span>
                  <span data-testid="callback-transaction" className="font-mono break-all">
                    {callback.transactionId}
                  </span>
                </span>
                <span className="min-w-0">
                  <span className="text-xs font-semibold text-muted">{t('rounds.detail.transfers')} </span>
                  {callback.transferIds.length === 0 ? (
                    <span className="text-muted">{t('rounds.detail.noTransfer')}</span>
                  ) : (
                    callback.transferIds.map((id) => (
                      <span
                        key={id}
                        data-testid="callback-transfer"
                        className="me-2 font-mono text-xs break-all"
                      >
                        {id}
                      </span>
                    ))
                  )}
                </span>
                <span className="text-xs text-muted">
                  {t('rounds.detail.answer')}{' '}
                  <span data-testid="callback-answer" className="font-mono">
                    {callback.answer}
                  </span>
                </span>
              </span>
              <span className="flex items-center gap-2 md:flex-col md:items-end">
                <span className="font-semibold tabular-nums" data-testid="callback-amount">
                  {callback.amountMinor === null ? '—' : formatMoney(callback.amountMinor, detail)}
                </span>
                <Badge tone={stateTones[callback.state]} value={callback.state} testId="callback-state">
                  {t(`rounds.callbackStates.${callback.state}`)}
                </Badge>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type Transfer = AdminRoundDetail['transfers'][number];

function transferColumns(t: TFunction, detail: AdminRoundDetail): DataColumn<Transfer>[] {
  return [
    {
      header: t('rounds.fields.time'),
      cell: (transfer) => (
        <span className="tabular-nums whitespace-nowrap">
          {formatBrandDateTime(transfer.createdAt, detail.gmtOffsetMinutes)}
        </span>
      ),
    },
    { header: t('rounds.fields.code'), cell: (transfer) => transfer.code },
    {
      header: t('rounds.fields.transferId'),
      cell: (transfer) => (
        <span data-testid="transfer-id" className="font-mono text-xs break-all">
          {transfer.id}
        </span>
      ),
    },
    {
      header: t('rounds.fields.memberAmount'),
      kind: 'number',
      className: (transfer) =>
        `font-semibold ${transfer.memberAmountMinor.startsWith('-') ? 'text-danger' : 'text-success'}`,
      cell: (transfer) => formatMoney(transfer.memberAmountMinor, detail, { signed: true }),
    },
  ];
}

function Transfers({ detail }: { detail: AdminRoundDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="round-transfers" className="flex flex-col gap-2">
      <h2 id="round-transfers" className="font-bold">
        {t('rounds.detail.ledger', { count: detail.transfers.length })}
      </h2>
      {detail.transfers.length === 0 ? (
        <EmptyState title={t('rounds.detail.noLedgerTitle')} body={t('rounds.detail.noLedgerBody')} />
      ) : (
        <DataTable
          testId="round-transfers"
          caption={t('rounds.detail.ledgerCaption')}
          columns={transferColumns(t, detail)}
          rows={detail.transfers}
          rowKey={(transfer) => transfer.id}
          rowTestId="round-transfer"
        />
      )}
    </section>
  );
}

/** One round for staff: what was staked and won, every vendor callback in order, and the money it moved. */
export function RoundDetail({ id }: { id: string }) {
  const query = useRoundDetail(id);
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return (
    <div data-testid="round-detail" className="flex flex-col gap-5">
      <Summary detail={query.data} />
      <Callbacks detail={query.data} />
      <Transfers detail={query.data} />
    </div>
  );
}
