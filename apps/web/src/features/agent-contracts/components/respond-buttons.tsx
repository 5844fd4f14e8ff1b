import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { useRespondContract } from '../api/respond-contract';

/** The holder's answer to an offer: accept or reject; the flags and pages are read again either way. */
export function RespondButtons({
  contractId,
  onAnswered,
}: {
  contractId: string;
  onAnswered?: (decision: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation('agent');
  const respond = useRespondContract();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<'accept' | 'reject' | null>(null);
  const answer = async (decision: 'accept' | 'reject') => {
    if (respond.isPending) return;
    setFailure(null);
    setPending(decision);
    try {
      await respond.mutateAsync({ id: contractId, request: { decision } });
      onAnswered?.(decision);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <FormAlert error={failure} testId="contract-respond-error" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-testid="contract-reject"
          disabled={respond.isPending}
          onClick={() => void answer('reject')}
          className={`${buttonStyles.secondary} h-11`}
        >
          {pending === 'reject' ? <Spinner /> : null}
          {t('agentCentre.contracts.reject')}
        </button>
        <button
          type="button"
          data-testid="contract-accept"
          disabled={respond.isPending}
          onClick={() => void answer('accept')}
          className={`${buttonStyles.primary} h-11`}
        >
          {pending === 'accept' ? <Spinner /> : null}
          {t('agentCentre.contracts.accept')}
        </button>
      </div>
    </div>
  );
}
