import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { useAgentContracts } from '../api/get-agent-contracts';
import { useHolderContract } from '../api/get-holder-contract';
import type { AgentContract, AgentContractKind } from '../lib/contract-types';
import type { ContractBrand } from './contract-page';
import { ContractTermsView } from './contract-terms-view';
import { type Holder, OfferContractDialog } from './offer-contract-dialog';
import { TerminateContractDialog } from './terminate-contract-dialog';

/** Bounded: a member holds at most one live contract per kind, and a few past ones. */
const contractsShown = 20;

/** Reads the agent's own terms of the kind (the most it may give), then opens the offer. */
function OfferOfKind({
  kind,
  holder,
  brand,
  onClose,
}: {
  kind: AgentContractKind;
  holder: Holder;
  brand: ContractBrand;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const own = useHolderContract(kind);
  if (own.data) {
    if (!own.data.active) {
      return (
        <Modal
          open
          onOpenChange={(next) => (next ? undefined : onClose())}
          testId="offer-needs-own-dialog"
          title={t(`agentCentre.contracts.kinds.${kind}`)}
        >
          <p className="mt-4 text-sm">
            {t('agentCentre.contracts.offerNeedsOwn', { kind: t(`agentCentre.contracts.kinds.${kind}`) })}
          </p>
          <button type="button" onClick={onClose} className={`${buttonStyles.primary} mt-4`}>
            {t('agentCentre.actions.done')}
          </button>
        </Modal>
      );
    }
    return (
      <OfferContractDialog
        kind={kind}
        holder={holder}
        ownTerms={own.data.active.terms}
        decimals={brand.decimals}
        currencySymbol={brand.symbol}
        money={brand.money}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      testId="offer-loading-dialog"
      title={t(`agentCentre.contracts.kinds.${kind}`)}
    >
      {own.isError ? (
        <ErrorState error={own.error} onRetry={() => void own.refetch()} />
      ) : (
        <Skeleton className="mt-4 h-40" />
      )}
    </Modal>
  );
}

/**
 * A direct downline's contracts with this agent (team management): the ones it holds from the agent, to
 * terminate; and an offer of each kind the agent's flags allow.
 */
export function MemberContractActions({
  holder,
  kinds,
  brand,
}: {
  holder: Holder;
  kinds: readonly AgentContractKind[];
  brand: ContractBrand;
}) {
  const { t } = useTranslation('agent');
  const contracts = useAgentContracts({ holder: holder.account, page: 1, pageSize: contractsShown });
  const [offering, setOffering] = useState<AgentContractKind | null>(null);
  const [terminating, setTerminating] = useState<AgentContract | null>(null);
  const live = (contracts.data?.contracts ?? []).filter(
    (contract) => contract.status === 'active' || contract.status === 'offered',
  );
  return (
    <div data-testid="member-contracts" className="flex flex-col gap-3">
      {kinds.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <button
              key={kind}
              type="button"
              data-testid={`member-offer-${kind}`}
              onClick={() => setOffering(kind)}
              className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            >
              {t('agentCentre.contracts.offerKind', { kind: t(`agentCentre.contracts.kinds.${kind}`) })}
            </button>
          ))}
        </div>
      ) : null}
      {contracts.isError && !contracts.data ? (
        <ErrorState compact error={contracts.error} onRetry={() => void contracts.refetch()} />
      ) : !contracts.data ? (
        <Skeleton className="h-20" />
      ) : live.length === 0 ? (
        <p data-testid="member-contracts-none" className="text-sm text-muted">
          {t('agentCentre.contracts.memberNone')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {live.map((contract) => (
            <li
              key={contract.id}
              data-testid="member-contract"
              data-kind={contract.kind}
              data-status={contract.status}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold">
                  {t(`agentCentre.contracts.kinds.${contract.kind}`)} ·{' '}
                  {t(`agentCentre.contracts.status.${contract.status}`)}
                </p>
                <button
                  type="button"
                  data-testid="member-contract-terminate"
                  onClick={() => setTerminating(contract)}
                  className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                >
                  {t('agentCentre.contracts.terminate')}
                </button>
              </div>
              <ContractTermsView terms={contract.terms} money={brand.money} testId="member-contract-terms" />
            </li>
          ))}
        </ul>
      )}
      {offering ? (
        <OfferOfKind kind={offering} holder={holder} brand={brand} onClose={() => setOffering(null)} />
      ) : null}
      {terminating ? (
        <TerminateContractDialog contract={terminating} onClose={() => setTerminating(null)} />
      ) : null}
    </div>
  );
}
