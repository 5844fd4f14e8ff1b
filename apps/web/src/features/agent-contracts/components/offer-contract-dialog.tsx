import { CheckIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { SubmitButton } from '../../../components/submit-button';
import { ApiError, errorCodeOf } from '../../../lib/api-client';
import { useOfferContract } from '../api/offer-contract';
import type {
  AgentContract,
  AgentContractKind,
  AgentContractTerms,
  WouldTerminateEntry,
} from '../lib/contract-types';
import { draftOf, emptyDraft, termsOf } from '../lib/terms-draft';
import { ContractTermsView, type Money } from './contract-terms-view';
import { TermsEditor } from './terms-editor';

export interface Holder {
  memberId: string;
  account: string;
}

/** The contracts a conflict reply lists (409 contract_conflict): bounded, and only well-formed entries. */
export function wouldTerminateOf(error: unknown): WouldTerminateEntry[] | null {
  if (!(error instanceof ApiError) || error.code !== 'contract_conflict') return null;
  const body = error.body as { wouldTerminate?: unknown } | null;
  const list = Array.isArray(body?.wouldTerminate) ? body.wouldTerminate : [];
  return list.filter(
    (entry): entry is WouldTerminateEntry =>
      typeof entry === 'object' && entry !== null && typeof (entry as WouldTerminateEntry).id === 'string',
  );
}

/**
 * Offer a contract of one kind to a direct downline: terms start from the agent's own (the most it may
 * give; the server refuses more with contract_terms_exceed). When the new contract would end downline
 * contracts with a higher rate, the agent sees how many and whose before it confirms (spec §4).
 */
export function OfferContractDialog({
  kind,
  holder,
  holderPicker,
  ownTerms,
  decimals,
  currencySymbol,
  money,
  onClose,
}: {
  kind: AgentContractKind;
  /** The chosen holder, or null while the agent still picks one with `holderPicker`. */
  holder: Holder | null;
  holderPicker?: ReactNode;
  ownTerms: AgentContractTerms | null;
  decimals: number;
  currencySymbol: string;
  money: Money;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const offer = useOfferContract();
  const [draft, setDraft] = useState(() => (ownTerms ? draftOf(ownTerms, decimals) : emptyDraft(kind)));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState<WouldTerminateEntry[] | null>(null);
  const [offered, setOffered] = useState<AgentContract | null>(null);
  const checked = termsOf(draft, decimals);

  const send = async (confirm: boolean) => {
    if (!holder || !checked.terms || offer.isPending) return;
    setFailure(null);
    try {
      setOffered(await offer.mutateAsync({ holderMemberId: holder.memberId, terms: checked.terms, confirm }));
      setConflict(null);
    } catch (error) {
      const wouldTerminate = wouldTerminateOf(error);
      if (wouldTerminate && !confirm) {
        setConflict(wouldTerminate);
        return;
      }
      setConflict(null);
      setFailure(error);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    void send(false);
  };
  const kindLabel = t(`agentCentre.contracts.kinds.${kind}`);
  return (
    <Modal
      open
      wide
      phoneSheet
      onOpenChange={(next) => {
        if (!next && !offer.isPending) onClose();
      }}
      testId="offer-contract-dialog"
      title={t('agentCentre.contracts.offerTitle', { kind: kindLabel })}
      description={t('agentCentre.contracts.offerIntro')}
    >
      {offered ? (
        <div role="status" data-testid="offer-contract-success" className="mt-4 flex flex-col gap-4">
          <p className="flex items-start gap-2">
            <CheckIcon className="size-6 shrink-0 text-success" />
            {t('agentCentre.contracts.offerSent', { account: offered.holder.account })}
          </p>
          <button
            type="button"
            data-testid="offer-contract-done"
            onClick={onClose}
            className={buttonStyles.primary}
          >
            {t('agentCentre.actions.done')}
          </button>
        </div>
      ) : conflict ? (
        <div data-testid="offer-contract-conflict" className="mt-4 flex flex-col gap-4">
          <p
            role="alert"
            data-testid="offer-contract-conflict-count"
            className="rounded-md border border-border bg-danger-surface p-3 text-sm"
          >
            {t('agentCentre.contracts.conflictBody', { count: conflict.length })}
          </p>
          <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto">
            {conflict.map((entry) => (
              <li
                key={entry.id}
                data-testid="offer-contract-conflict-entry"
                className="rounded-lg border border-border bg-surface p-3"
              >
                <p className="mb-2 text-sm font-semibold">
                  {t('agentCentre.contracts.conflictEntry', {
                    holder: entry.holder.account,
                    agent: entry.offeredBy.account,
                  })}
                </p>
                <ContractTermsView terms={entry.terms} money={money} testId="offer-contract-conflict-terms" />
              </li>
            ))}
          </ul>
          <FormAlert error={failure} testId="offer-contract-error" />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setConflict(null)}
              className={`${buttonStyles.secondary} h-11`}
            >
              {t('agentCentre.actions.back')}
            </button>
            <button
              type="button"
              data-testid="offer-contract-confirm"
              disabled={offer.isPending}
              onClick={() => void send(true)}
              className={`${buttonStyles.primary} h-11`}
            >
              {t('agentCentre.contracts.conflictConfirm', { count: conflict.length })}
            </button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          data-testid="offer-contract-form"
          className="mt-4 flex flex-col gap-4"
        >
          {holder ? (
            <p className="rounded-lg bg-surface-2 px-3 py-2.5 text-sm">
              {t('agentCentre.contracts.offerTo')}{' '}
              <span data-testid="offer-contract-holder" className="font-semibold">
                {holder.account}
              </span>
            </p>
          ) : (
            holderPicker
          )}
          {ownTerms ? (
            <details className="rounded-lg border border-border bg-surface p-3">
              <summary className="cursor-pointer text-sm font-semibold">
                {t('agentCentre.contracts.yourTerms')}
              </summary>
              <div className="mt-2">
                <ContractTermsView terms={ownTerms} money={money} testId="offer-own-terms" />
              </div>
            </details>
          ) : null}
          <TermsEditor
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setFailure(null);
            }}
            problems={checked.problems}
            showProblems={tried}
            currencySymbol={currencySymbol}
          />
          <FormAlert error={failure} testId="offer-contract-error" />
          {errorCodeOf(failure) === 'contract_terms_exceed' ? (
            <p className="text-xs text-muted">{t('agentCentre.contracts.exceedHint')}</p>
          ) : null}
          <SubmitButton pending={offer.isPending} disabled={!holder} testId="offer-contract-submit">
            {t('agentCentre.contracts.offerSubmit')}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
