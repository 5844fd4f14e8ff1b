import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useContractDetail, useTerminateContract, useTerminationPreview } from '../api/contracts';
import type { AgentContractDetail } from '../lib/contract-types';
import { ContractStatusBadge, WindowStatusBadge } from './contract-status-badge';
import { TermsSummary } from './terms-summary';

const terminationReasonLength = 300;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${testId}-heading`}
      data-testid={testId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={`${testId}-heading`} className="font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function History({ contract }: { contract: AgentContractDetail }) {
  const { t } = useTranslation();
  return (
    <ol data-testid="contract-history" className="flex flex-col gap-2">
      {contract.history.map((entry, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and ordered
          key={index}
          className="flex flex-col gap-1 rounded-md border border-border bg-surface-2 p-3 sm:flex-row sm:items-center sm:gap-3"
        >
          <DateTime value={entry.at} />
          <span className="font-semibold">{t(`agents.contracts.historyActions.${entry.action}`)}</span>
          <span className="text-sm text-muted">
            {t(`agents.contracts.actors.${entry.actor.type}`)}
            {entry.actor.name ? ` · ${entry.actor.name}` : ''}
          </span>
          {entry.reason ? <span className="text-sm break-words">{entry.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Windows({ contract, money }: { contract: AgentContractDetail; money: MoneyFormat }) {
  const { t } = useTranslation();
  if (contract.windows.length === 0)
    return <p className="text-muted">{t('agents.contracts.detail.noWindows')}</p>;
  return (
    <ul data-testid="contract-windows" className="flex flex-col gap-2">
      {contract.windows.map((window) => (
        <li
          key={window.windowStart}
          className="grid gap-1 rounded-md border border-border bg-surface-2 p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-center"
        >
          <span className="text-sm">
            <DateTime value={window.windowStart} /> → <DateTime value={window.windowEnd} />
          </span>
          <span className="text-sm tabular-nums">
            {t('agents.contracts.windows.validBet', {
              amount: formatMoney(window.figures.validBetMinor, money),
            })}
          </span>
          <span className="font-semibold tabular-nums">{formatMoney(window.amountMinor, money)}</span>
          <WindowStatusBadge status={window.status} />
        </li>
      ))}
    </ul>
  );
}

/** What a termination also ends down the tree (its holder's own given contracts); nothing when 0. */
export function TerminationCascade({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <p role="status" data-testid="contract-terminate-cascade" className="font-semibold text-danger">
      {/* Two keys rather than i18next plurals: the back office's texts carry no plural forms. */}
      {count === 1
        ? t('agents.contracts.terminate.cascadeOne', { count })
        : t('agents.contracts.terminate.cascadeMany', { count })}
    </p>
  );
}

/** One contract: its parties and terms, its history, its newest windows, and termination for staff. */
export function ContractDetail({ id, canTerminate }: { id: string; canTerminate: boolean }) {
  const { t } = useTranslation();
  const query = useContractDetail(id);
  const money = useBrandMoney();
  const terminate = useTerminateContract(id);
  const [terminating, setTerminating] = useState(false);
  const preview = useTerminationPreview(id, terminating && query.data?.status === 'active');
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || !money) return <LoadingState />;
  const contract = query.data;
  const open = contract.status === 'offered' || contract.status === 'active';
  return (
    <div data-testid="contract-detail" data-contract-id={contract.id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">{t(`agents.contracts.kinds.${contract.kind}`)}</h2>
        <ContractStatusBadge status={contract.status} />
        {canTerminate && open ? (
          <button
            type="button"
            data-testid="contract-terminate"
            className={`${buttonStyles.danger} ms-auto`}
            onClick={() => setTerminating(true)}
          >
            {t('agents.contracts.terminate.button')}
          </button>
        ) : null}
      </div>
      <dl className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('agents.contracts.fields.holder')}>
          <Link
            to={`/agents/${contract.holder.memberId}`}
            className="font-semibold text-accent-text underline-offset-2 hover:underline"
          >
            {contract.holder.account}
          </Link>
        </Field>
        <Field label={t('agents.contracts.fields.offeredBy')}>
          {contract.offeredBy.type === 'house' ? (
            t('agents.contracts.offerers.house')
          ) : (
            <Link
              to={`/agents/${contract.offeredBy.memberId}`}
              className="font-semibold text-accent-text underline-offset-2 hover:underline"
            >
              {contract.offeredBy.account}
            </Link>
          )}
        </Field>
        <Field label={t('agents.contracts.fields.createdAt')}>
          <DateTime value={contract.createdAt} />
        </Field>
        <Field label={t('agents.contracts.fields.activatedAt')}>
          <DateTime value={contract.activatedAt} />
        </Field>
        <Field label={t('agents.contracts.fields.endedAt')}>
          <DateTime value={contract.endedAt} />
        </Field>
        {contract.endReason ? (
          <Field label={t('agents.contracts.fields.endReason')}>{contract.endReason}</Field>
        ) : null}
      </dl>
      <Section title={t('agents.contracts.fields.terms')} testId="contract-terms">
        <TermsSummary terms={contract.terms} money={money} />
      </Section>
      <Section title={t('agents.contracts.detail.history')} testId="contract-history-section">
        <History contract={contract} />
      </Section>
      <Section title={t('agents.contracts.detail.windows')} testId="contract-windows-section">
        <Windows contract={contract} money={money} />
      </Section>
      {terminating ? (
        <ReasonDialog
          testId="contract-terminate-dialog"
          title={t('agents.contracts.terminate.title')}
          description={t('agents.contracts.terminate.description', { account: contract.holder.account })}
          confirmLabel={t('agents.contracts.terminate.confirm')}
          danger
          maxLength={terminationReasonLength}
          pending={terminate.isPending}
          error={terminate.isError ? terminate.error : null}
          onClose={() => setTerminating(false)}
          onConfirm={(reason) => terminate.mutate(reason, { onSuccess: () => setTerminating(false) })}
        >
          <TerminationCascade count={preview.data?.downlineContracts ?? 0} />
        </ReasonDialog>
      ) : null}
    </div>
  );
}
