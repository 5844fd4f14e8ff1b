import { ScrollIcon } from '@gaming/ui/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import type { TimePrecision } from '../../../lib/brand-time';
import { useAgentContracts } from '../api/get-agent-contracts';
import { useHolderContract } from '../api/get-holder-contract';
import { useSettlementWindows } from '../api/get-settlement-windows';
import type { AgentContract, AgentContractDetail, AgentContractKind } from '../lib/contract-types';
import { ContractHistoryDialog } from './contract-history-dialog';
import { ContractTermsView, type Money } from './contract-terms-view';
import { type Holder, OfferContractDialog } from './offer-contract-dialog';
import { RespondButtons } from './respond-buttons';
import { SettlementWindowTable } from './settlement-window-table';
import { TerminateContractDialog } from './terminate-contract-dialog';

const pageSize = 10;

export interface ContractBrand {
  decimals: number;
  symbol: string;
  money: Money;
  time: (iso: string, precision?: TimePrecision) => string;
}

function Section({
  title,
  testId,
  children,
  action,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section data-testid={testId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function OfferedBy({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation('agent');
  return (
    <>{contract.offeredBy.type === 'house' ? t('agentCentre.contracts.house') : contract.offeredBy.account}</>
  );
}

/** The agent's own contract of the kind: an offer waiting for its answer, the active one with its windows. */
function OwnContract({
  kind,
  brand,
  data,
}: {
  kind: AgentContractKind;
  brand: ContractBrand;
  data: { offer: AgentContractDetail | null; active: AgentContractDetail | null };
}) {
  const { t } = useTranslation('agent');
  return (
    <div className="flex flex-col gap-3">
      {data.offer ? (
        <div
          data-testid="own-contract-offer"
          className="flex flex-col gap-3 rounded-xl border border-accent bg-surface p-4"
        >
          <p className="font-semibold">
            {t('agentCentre.contracts.offerWaiting', {
              agent:
                data.offer.offeredBy.type === 'house'
                  ? t('agentCentre.contracts.house')
                  : data.offer.offeredBy.account,
            })}
          </p>
          <ContractTermsView terms={data.offer.terms} money={brand.money} testId="own-contract-offer-terms" />
          <RespondButtons contractId={data.offer.id} />
        </div>
      ) : null}
      {data.active ? (
        <div
          data-testid="own-contract-active"
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <p>
              {t('agentCentre.contracts.offeredBy')}{' '}
              <span className="font-semibold">
                <OfferedBy contract={data.active} />
              </span>
            </p>
            {data.active.activatedAt ? (
              <p className="text-muted tabular-nums">
                {t('agentCentre.contracts.activeSince', { time: brand.time(data.active.activatedAt) })}
              </p>
            ) : null}
          </div>
          <ContractTermsView terms={data.active.terms} money={brand.money} testId="own-contract-terms" />
          {data.active.windows.length > 0 ? (
            <SettlementWindowTable
              windows={data.active.windows}
              money={brand.money}
              time={brand.time}
              party="payer"
              testId="own-contract-windows"
              label={t('agentCentre.contracts.recentWindows')}
            />
          ) : (
            <p className="text-sm text-muted">{t(`agentCentre.contracts.noWindows.${kind}`)}</p>
          )}
        </div>
      ) : data.offer ? null : (
        <p
          data-testid="own-contract-none"
          className="rounded-xl border border-dashed border-border bg-surface p-4 text-sm text-muted"
        >
          {t('agentCentre.contracts.noOwn', { kind: t(`agentCentre.contracts.kinds.${kind}`) })}
        </p>
      )}
    </div>
  );
}

/**
 * A contract page of the agent centre (dividend bonus, daily, hourly, real-time salary): the agent's own
 * contract of that kind, the contracts it gave its direct downline (offer, history, terminate), and the
 * payments it owes them, pending ones included.
 */
export function ContractPage({
  kind,
  brand,
  holderPicker,
}: {
  kind: AgentContractKind;
  brand: ContractBrand;
  /** Picks a direct downline for a new offer (the app composes the team's list). */
  holderPicker: (holder: Holder | null, onPick: (holder: Holder | null) => void) => ReactNode;
}) {
  const { t } = useTranslation('agent');
  const own = useHolderContract(kind);
  const [page, setPage] = useState(1);
  const given = useAgentContracts({ kind, page, pageSize });
  const [paymentsPage, setPaymentsPage] = useState(1);
  const payments = useSettlementWindows('payments', { kind, page: paymentsPage, pageSize });
  const [offering, setOffering] = useState(false);
  const [holder, setHolder] = useState<Holder | null>(null);
  const [terminating, setTerminating] = useState<AgentContract | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const ownTerms = own.data?.active?.terms ?? null;
  const kindLabel = t(`agentCentre.contracts.kinds.${kind}`);
  return (
    <div data-testid="contract-page" data-kind={kind} className="flex flex-col gap-6">
      <Section title={t('agentCentre.contracts.ownTitle')} testId="own-contract">
        {own.isError && !own.data ? (
          <ErrorState error={own.error} onRetry={() => void own.refetch()} />
        ) : own.data ? (
          <OwnContract kind={kind} brand={brand} data={own.data} />
        ) : (
          <Skeleton className="h-40" />
        )}
      </Section>
      <Section
        title={t('agentCentre.contracts.givenTitle')}
        testId="given-contracts"
        action={
          <button
            type="button"
            data-testid="offer-contract-open"
            disabled={!ownTerms}
            onClick={() => {
              setHolder(null);
              setOffering(true);
            }}
            className={buttonStyles.primary}
          >
            {t('agentCentre.contracts.offerOpen')}
          </button>
        }
      >
        {own.data && !ownTerms ? (
          <p data-testid="offer-needs-own" className="text-sm text-muted">
            {t('agentCentre.contracts.offerNeedsOwn', { kind: kindLabel })}
          </p>
        ) : null}
        <ReportStates
          query={given}
          rangeProblem={null}
          testIdPrefix="given-contracts"
          placeholder={<ListSkeleton testId="given-contracts-loading" />}
        >
          {(data) =>
            data.contracts.length === 0 ? (
              <div data-testid="given-contracts-empty">
                <EmptyState
                  icon={<ScrollIcon className="size-6" />}
                  title={t('agentCentre.contracts.givenEmpty')}
                />
              </div>
            ) : (
              <>
                <ul className="flex flex-col gap-3">
                  {data.contracts.map((contract) => (
                    <li
                      key={contract.id}
                      data-testid="given-contract"
                      data-status={contract.status}
                      data-holder={contract.holder.account}
                      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-semibold">{contract.holder.account}</p>
                        <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
                          {t(`agentCentre.contracts.status.${contract.status}`)}
                        </span>
                      </div>
                      <p className="text-xs text-muted tabular-nums">
                        {t('agentCentre.contracts.offeredAt', { time: brand.time(contract.createdAt) })}
                      </p>
                      <ContractTermsView
                        terms={contract.terms}
                        money={brand.money}
                        testId="given-contract-terms"
                      />
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          data-testid="given-contract-history"
                          onClick={() => setHistory(contract.id)}
                          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                        >
                          {t('agentCentre.contracts.history')}
                        </button>
                        {contract.status === 'active' || contract.status === 'offered' ? (
                          <button
                            type="button"
                            data-testid="given-contract-terminate"
                            onClick={() => setTerminating(contract)}
                            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                          >
                            {t('agentCentre.contracts.terminate')}
                          </button>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
                <PageNav
                  label={t('agentCentre.paging', { report: t('agentCentre.contracts.givenTitle') })}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.pageInfo.total / pageSize))}
                  total={data.pageInfo.total}
                  onPage={setPage}
                  testId="given-contracts-pages"
                />
              </>
            )
          }
        </ReportStates>
      </Section>
      <Section title={t('agentCentre.contracts.paymentsTitle')} testId="contract-payments">
        <ReportStates
          query={payments}
          rangeProblem={null}
          testIdPrefix="contract-payments"
          placeholder={<ListSkeleton testId="contract-payments-loading" />}
        >
          {(data) =>
            data.windows.length === 0 ? (
              <p data-testid="contract-payments-empty" className="text-sm text-muted">
                {t('agentCentre.contracts.paymentsEmpty')}
              </p>
            ) : (
              <>
                <p data-testid="contract-payments-totals" className="text-sm">
                  {t('agentCentre.windows.totals', {
                    paid: brand.money(data.totals.paidMinor),
                    paidCount: data.totals.paidCount,
                    pending: brand.money(data.totals.pendingMinor),
                    pendingCount: data.totals.pendingCount,
                  })}
                </p>
                {data.totals.pendingCount > 0 ? (
                  <p
                    role="alert"
                    data-testid="contract-payments-pending"
                    className="rounded-md border border-border bg-warning-surface p-3 text-sm"
                  >
                    {t('agentCentre.windows.pendingNotice')}
                  </p>
                ) : null}
                <SettlementWindowTable
                  windows={data.windows}
                  money={brand.money}
                  time={brand.time}
                  party="holder"
                  testId="contract-payments-table"
                  label={t('agentCentre.contracts.paymentsTitle')}
                />
                <PageNav
                  label={t('agentCentre.paging', { report: t('agentCentre.contracts.paymentsTitle') })}
                  page={paymentsPage}
                  pageCount={Math.max(1, Math.ceil(data.pageInfo.total / pageSize))}
                  total={data.pageInfo.total}
                  onPage={setPaymentsPage}
                  testId="contract-payments-pages"
                />
              </>
            )
          }
        </ReportStates>
      </Section>
      {offering ? (
        <OfferContractDialog
          kind={kind}
          holder={holder}
          holderPicker={holderPicker(holder, setHolder)}
          ownTerms={ownTerms}
          decimals={brand.decimals}
          currencySymbol={brand.symbol}
          money={brand.money}
          onClose={() => setOffering(false)}
        />
      ) : null}
      {terminating ? (
        <TerminateContractDialog contract={terminating} onClose={() => setTerminating(null)} />
      ) : null}
      {history ? (
        <ContractHistoryDialog contractId={history} brand={brand} onClose={() => setHistory(null)} />
      ) : null}
    </div>
  );
}
