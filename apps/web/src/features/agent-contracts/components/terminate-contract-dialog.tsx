import { agentContractLimits } from '@gaming/contracts/agent-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { SubmitButton } from '../../../components/submit-button';
import { useTerminationPreview } from '../api/get-termination-preview';
import { useTerminateContract } from '../api/terminate-contract';
import type { AgentContract } from '../lib/contract-types';

/**
 * The offering agent ends a contract it gave (spec §4). The reason is kept in the contract's history;
 * windows already paid stay paid, no window after the termination is paid.
 */
export function TerminateContractDialog({
  contract,
  onClose,
}: {
  contract: AgentContract;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const terminate = useTerminateContract();
  const preview = useTerminationPreview(contract.id, contract.status === 'active');
  // The cascade (its holder's own given contracts, down the tree) is said before it happens; 0 says nothing.
  const cascade = preview.data?.downlineContracts ?? 0;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const reasonProblem = reason.trim().length < 3 ? t('agentCentre.contracts.reasonRequired') : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonProblem || terminate.isPending) return;
    setFailure(null);
    try {
      await terminate.mutateAsync({ id: contract.id, request: { reason: reason.trim() } });
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !terminate.isPending) onClose();
      }}
      testId="terminate-contract-dialog"
      title={t('agentCentre.contracts.terminateTitle', { account: contract.holder.account })}
      description={t('agentCentre.contracts.terminateBody')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
        {cascade > 0 ? (
          <p role="status" data-testid="terminate-contract-cascade" className="font-semibold text-danger">
            {t('agentCentre.contracts.terminateCascade', { count: cascade })}
          </p>
        ) : null}
        <TextField
          label={t('agentCentre.contracts.reason')}
          value={reason}
          onChange={setReason}
          error={tried ? reasonProblem : null}
          testId="terminate-contract-reason"
          maxLength={agentContractLimits.reasonLength}
          required
        />
        <FormAlert error={failure} testId="terminate-contract-error" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={`${buttonStyles.secondary} h-11`}>
            {t('agentCentre.actions.cancel')}
          </button>
          <SubmitButton pending={terminate.isPending} testId="terminate-contract-confirm">
            {t('agentCentre.contracts.terminate')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
