import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { useConsolidated } from '../api/get-consolidated';
import { useHolderContract } from '../api/get-holder-contract';
import type { AgentContractKind } from '../lib/contract-types';
import { ContractTermsView, type Money } from './contract-terms-view';
import { RespondButtons } from './respond-buttons';

/** One waiting offer: who offers it and its terms, read with the spec call of its kind. */
function PendingOffer({
  kind,
  money,
  onAnswered,
}: {
  kind: AgentContractKind;
  money: Money;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('agent');
  const contract = useHolderContract(kind);
  const offer = contract.data?.offer ?? null;
  if (contract.isError && !contract.data) {
    return <ErrorState compact error={contract.error} onRetry={() => void contract.refetch()} />;
  }
  if (!contract.data) return <Skeleton className="h-40" />;
  if (!offer) return <p className="text-sm text-muted">{t('agentCentre.contractModal.gone')}</p>;
  return (
    <div
      data-testid="contract-modal-offer"
      data-contract-id={offer.id}
      data-kind={kind}
      className="flex flex-col gap-4"
    >
      <p className="text-sm">
        {t('agentCentre.contractModal.body', {
          agent:
            offer.offeredBy.type === 'house' ? t('agentCentre.contracts.house') : offer.offeredBy.account,
          kind: t(`agentCentre.contracts.kinds.${kind}`),
        })}
      </p>
      <ContractTermsView terms={offer.terms} money={money} testId="contract-modal-terms" />
      <RespondButtons contractId={offer.id} onAnswered={onAnswered} />
    </div>
  );
}

/**
 * The contract modal of the player site (spec §2, §4; logged in only): when `consolidated` says an offer
 * waits for this member's answer, it shows the offer with accept and reject. "Later" puts it away for
 * this visit; the agent centre's contract page still holds it.
 */
export default function ContractModal({ enabled, money }: { enabled: boolean; money: Money }) {
  const { t } = useTranslation('agent');
  const consolidated = useConsolidated({ enabled });
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const pending = (consolidated.data?.pending ?? []).filter((entry) => !dismissed.has(entry.id));
  const current = pending[0];
  if (!enabled || !current) return null;
  const dismiss = () => setDismissed((before) => new Set([...before, current.id]));
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
      testId="contract-modal"
      title={t('agentCentre.contractModal.title', { kind: t(`agentCentre.contracts.kinds.${current.kind}`) })}
    >
      <div className="mt-4 flex flex-col gap-4">
        <PendingOffer
          key={current.id}
          kind={current.kind}
          money={money}
          onAnswered={() => void consolidated.refetch()}
        />
        <button
          type="button"
          data-testid="contract-modal-later"
          onClick={dismiss}
          className={`${buttonStyles.ghost} self-center`}
        >
          {t('agentCentre.contractModal.later')}
        </button>
      </div>
    </Modal>
  );
}
