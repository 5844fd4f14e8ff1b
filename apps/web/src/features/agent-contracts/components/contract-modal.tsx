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

/** The member's answer to an offer, said back to it once the server has it. */
type Answer = { kind: AgentContractKind; decision: 'accept' | 'reject'; agent: string };

/** One waiting offer: who offers it and its terms, read with the spec call of its kind. */
function PendingOffer({
  kind,
  money,
  onAnswered,
}: {
  kind: AgentContractKind;
  money: Money;
  onAnswered: (answer: Answer) => void;
}) {
  const { t } = useTranslation('agent');
  const contract = useHolderContract(kind);
  const offer = contract.data?.offer ?? null;
  if (contract.isError && !contract.data) {
    return <ErrorState compact error={contract.error} onRetry={() => void contract.refetch()} />;
  }
  if (!contract.data) return <Skeleton className="h-40" />;
  if (!offer) return <p className="text-sm text-muted">{t('agentCentre.contractModal.gone')}</p>;
  const agent = offer.offeredBy.type === 'house' ? t('agentCentre.contracts.house') : offer.offeredBy.account;
  return (
    <div
      data-testid="contract-modal-offer"
      data-contract-id={offer.id}
      data-kind={kind}
      className="flex flex-col gap-4"
    >
      <p className="text-sm">
        {t('agentCentre.contractModal.body', { agent, kind: t(`agentCentre.contracts.kinds.${kind}`) })}
      </p>
      <ContractTermsView terms={offer.terms} money={money} testId="contract-modal-terms" />
      <RespondButtons
        contractId={offer.id}
        onAnswered={(decision) => onAnswered({ kind, decision, agent })}
      />
    </div>
  );
}

/** After an answer: what was done, in words, until the member closes it (then the next offer, if any). */
function AnsweredOffer({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const kind = t(`agentCentre.contracts.kinds.${answer.kind}`);
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      testId="contract-modal"
      title={t(`agentCentre.contractModal.answered.${answer.decision}Title`, { kind })}
    >
      <div className="mt-4 flex flex-col gap-4">
        <p
          role="status"
          data-testid="contract-modal-answered"
          data-decision={answer.decision}
          className={`rounded-md border p-3 text-sm ${
            answer.decision === 'accept' ? 'border-success/50 bg-success/10' : 'border-border bg-surface-2'
          }`}
        >
          {t(`agentCentre.contractModal.answered.${answer.decision}`, { kind, agent: answer.agent })}
        </p>
        <button
          type="button"
          data-testid="contract-modal-close"
          onClick={onClose}
          className={`${buttonStyles.primary} h-11 self-stretch sm:self-end`}
        >
          {t('agentCentre.contractModal.answered.close')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The contract modal of the player site (spec §2, §4; logged in only): when `consolidated` says an offer
 * waits for this member's answer, it shows the offer with accept and reject, and after an answer says
 * what was done. "Later" puts it away for this visit; the agent centre's contract page still holds it.
 */
export default function ContractModal({ enabled, money }: { enabled: boolean; money: Money }) {
  const { t } = useTranslation('agent');
  const consolidated = useConsolidated({ enabled });
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [answer, setAnswer] = useState<Answer | null>(null);
  const pending = (consolidated.data?.pending ?? []).filter((entry) => !dismissed.has(entry.id));
  const current = pending[0];
  if (!enabled) return null;
  if (answer) return <AnsweredOffer answer={answer} onClose={() => setAnswer(null)} />;
  if (!current) return null;
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
          onAnswered={(answered) => {
            setAnswer(answered);
            void consolidated.refetch();
          }}
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
