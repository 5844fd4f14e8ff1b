import { ScrollIcon } from '@gaming/ui/icons';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import type { TimePrecision } from '../../../lib/brand-time';
import { useSessionStore } from '../../../lib/session';
import { getHolderContract, holderContractQueryKey } from '../api/get-holder-contract';
import { hasContract, holderKinds } from '../hooks/use-member-contracts';
import type { AgentContract, AgentContractDetail, HolderContractResponse } from '../lib/contract-types';
import { ContractTermsView, type Money } from './contract-terms-view';
import { RespondButtons } from './respond-buttons';
import { SettlementWindowTable } from './settlement-window-table';

export interface MemberContractsBrand {
  money: Money;
  time: (iso: string, precision?: TimePrecision) => string;
}

function offererName(contract: AgentContract, house: string): string {
  return contract.offeredBy.type === 'house' ? house : contract.offeredBy.account;
}

function History({ detail, brand }: { detail: AgentContractDetail; brand: MemberContractsBrand }) {
  const { t } = useTranslation('agent');
  if (detail.history.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{t('agentCentre.memberContracts.historyTitle')}</h4>
      <ol data-testid="my-contract-history" className="flex flex-col gap-1.5">
        {detail.history.map((entry) => (
          <li
            key={`${entry.at}-${entry.action}`}
            data-testid="my-contract-history-entry"
            className="flex flex-wrap items-baseline gap-x-2 text-sm"
          >
            <span className="font-medium">{t(`agentCentre.contracts.actions.${entry.action}`)}</span>
            <span className="text-xs text-muted tabular-nums">{brand.time(entry.at)}</span>
            <span className="text-xs text-muted">
              {entry.actor.type === 'system'
                ? t('agentCentre.contracts.bySystem')
                : entry.actor.type === 'staff'
                  ? t('agentCentre.contracts.byStaff')
                  : (entry.actor.name ?? '')}
              {entry.reason ? ` · ${entry.reason}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One kind: the offer waiting for an answer, the active contract with its paid windows, earlier ones. */
function KindContracts({ answer, brand }: { answer: HolderContractResponse; brand: MemberContractsBrand }) {
  const { t } = useTranslation('agent');
  const [answered, setAnswered] = useState<'accept' | 'reject' | null>(null);
  const house = t('agentCentre.contracts.house');
  const { kind, offer, active, past } = answer;
  return (
    <section
      data-testid="my-contract-kind"
      data-kind={kind}
      aria-labelledby={`my-contract-${kind}`}
      className="flex flex-col gap-3"
    >
      <h3 id={`my-contract-${kind}`} className="text-base font-bold">
        {t(`agentCentre.contracts.kinds.${kind}`)}
      </h3>
      {answered ? (
        <p
          role="status"
          data-testid="my-contract-answered"
          data-decision={answered}
          className="rounded-md border border-border bg-surface-2 p-3 text-sm"
        >
          {answered === 'accept'
            ? t('agentCentre.memberContracts.accepted')
            : t('agentCentre.memberContracts.rejected')}
        </p>
      ) : null}
      {offer ? (
        <div
          data-testid="my-contract-offer"
          className="flex flex-col gap-3 rounded-xl border border-accent bg-surface p-4"
        >
          <p className="font-semibold">
            {t('agentCentre.contracts.offerWaiting', { agent: offererName(offer, house) })}
          </p>
          <p className="text-xs text-muted tabular-nums">
            {t('agentCentre.contracts.offeredAt', { time: brand.time(offer.createdAt) })}
          </p>
          <ContractTermsView terms={offer.terms} money={brand.money} testId="my-contract-offer-terms" />
          {active ? (
            <p className="text-sm text-muted">{t('agentCentre.memberContracts.replacesActive')}</p>
          ) : null}
          <RespondButtons contractId={offer.id} onAnswered={setAnswered} />
        </div>
      ) : null}
      {active ? (
        <div
          data-testid="my-contract-active"
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <p>
              {t('agentCentre.contracts.offeredBy')}{' '}
              <span className="font-semibold">{offererName(active, house)}</span>
            </p>
            {active.activatedAt ? (
              <p className="text-muted tabular-nums">
                {t('agentCentre.contracts.activeSince', { time: brand.time(active.activatedAt) })}
              </p>
            ) : null}
          </div>
          <ContractTermsView terms={active.terms} money={brand.money} testId="my-contract-terms" />
          {active.windows.length > 0 ? (
            <SettlementWindowTable
              windows={active.windows}
              money={brand.money}
              time={brand.time}
              party="payer"
              testId="my-contract-windows"
              label={t('agentCentre.contracts.recentWindows')}
            />
          ) : (
            <p data-testid="my-contract-no-windows" className="text-sm text-muted">
              {t(`agentCentre.contracts.noWindows.${kind}`)}
            </p>
          )}
          <p className="text-xs text-muted">{t('agentCentre.memberContracts.paidNote')}</p>
          <History detail={active} brand={brand} />
        </div>
      ) : null}
      {past.length > 0 ? (
        <details data-testid="my-contract-past" className="rounded-xl border border-border bg-surface">
          <summary className="cursor-pointer rounded-xl p-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
            {t('agentCentre.memberContracts.pastTitle', { count: past.length })}
          </summary>
          <ul className="flex flex-col gap-3 px-4 pb-4">
            {past.map((contract) => (
              <li
                key={contract.id}
                data-testid="my-contract-past-entry"
                data-status={contract.status}
                className="flex flex-col gap-2 border-t border-border pt-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    {t('agentCentre.contracts.offeredBy')}{' '}
                    <span className="font-semibold">{offererName(contract, house)}</span>
                  </span>
                  <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
                    {t(`agentCentre.contracts.status.${contract.status}`)}
                  </span>
                </div>
                <p className="text-xs text-muted tabular-nums">
                  {t('agentCentre.contracts.offeredAt', { time: brand.time(contract.createdAt) })}
                  {contract.endedAt
                    ? ` · ${t('agentCentre.memberContracts.endedAt', { time: brand.time(contract.endedAt) })}`
                    : ''}
                  {contract.endReason ? ` · ${contract.endReason}` : ''}
                </p>
                <ContractTermsView
                  terms={contract.terms}
                  money={brand.money}
                  testId="my-contract-past-terms"
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/**
 * My contracts (member centre, issue 15): the salary contracts a member's upline agent offered or gave
 * it, each kind read through its own spec call (dailySalaryContract, hourlySalaryContract,
 * realtimeSalaryContract; dividendProcess for agents only). The paid windows are the active contract's,
 * as the holder's call returns them; nothing is computed here.
 */
export function MemberContracts({ brand, isAgent }: { brand: MemberContractsBrand; isAgent: boolean }) {
  const { t } = useTranslation('agent');
  const token = useSessionStore((state) => state.token);
  const kinds = holderKinds(isAgent);
  const answers = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: holderContractQueryKey(kind, token),
      queryFn: ({ signal }: { signal: AbortSignal }) => getHolderContract(kind, signal),
      enabled: token !== null,
      // A settlement may have paid a window since: the page reads each kind afresh.
      staleTime: 0,
    })),
  });
  const failed = answers.find((answer) => answer.isError && !answer.data);
  if (failed) {
    return (
      <div data-testid="my-contracts-error">
        <ErrorState
          error={failed.error}
          onRetry={() => {
            for (const answer of answers) if (answer.isError) void answer.refetch();
          }}
        />
      </div>
    );
  }
  const loaded = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  if (loaded.length < kinds.length) {
    return (
      <div data-testid="my-contracts-loading" className="flex flex-col gap-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const shown = loaded.filter((answer) => hasContract(answer));
  return (
    <div data-testid="my-contracts" className="flex flex-col gap-6">
      <p className="text-sm text-muted">{t('agentCentre.memberContracts.intro')}</p>
      {shown.length === 0 ? (
        <div data-testid="my-contracts-empty">
          <EmptyState
            icon={<ScrollIcon className="size-6" />}
            title={t('agentCentre.memberContracts.emptyTitle')}
            body={t('agentCentre.memberContracts.emptyBody')}
          />
        </div>
      ) : (
        shown.map((answer) => <KindContracts key={answer.kind} answer={answer} brand={brand} />)
      )}
    </div>
  );
}
