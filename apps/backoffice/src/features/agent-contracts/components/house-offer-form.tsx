import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { QueryStates } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useHouseOffer, useTopAgents } from '../api/contracts';
import {
  type AgentContractKind,
  type AgentContractTerms,
  type ContractConflictResponse,
  contractKinds,
  dividendPeriodCodes,
  type WouldTerminateEntry,
} from '../lib/contract-types';
import { buildTerms, emptyTerms, type TermsDraft, type TermsProblems } from '../lib/terms-draft';
import { TermsSummary } from './terms-summary';
import { TiersEditor } from './tiers-editor';

type Holder = { memberId: string; account: string };

/** Picks the holder among the tops of chains (agents whose upline is no agent), by account or id. */
function HolderPicker({
  initialQuery,
  holder,
  onPick,
}: {
  initialQuery: string;
  holder: Holder | null;
  onPick: (holder: Holder) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const tops = useTopAgents(query, true);
  // A holder named in the address (its member id) is taken as soon as the search finds it.
  const named = tops.data?.agents.find((agent) => agent.memberId === initialQuery);
  const preselect = initialQuery && !holder ? named : undefined;
  useEffect(() => {
    if (preselect) onPick({ memberId: preselect.memberId, account: preselect.account });
  }, [preselect, onPick]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('agents.contracts.offer.holder')}</legend>
      <p className="text-xs text-muted">{t('agents.contracts.offer.holderHint')}</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-query`} className="sr-only">
          {t('agents.contracts.offer.holderSearch')}
        </label>
        <input
          id={`${id}-query`}
          type="search"
          data-testid="offer-holder-query"
          className={inputStyles}
          maxLength={64}
          placeholder={t('agents.contracts.offer.holderSearch')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setQuery(draft.trim());
            }
          }}
        />
        <button
          type="button"
          data-testid="offer-holder-search"
          className={buttonStyles.secondary}
          onClick={() => setQuery(draft.trim())}
        >
          {t('agents.contracts.offer.find')}
        </button>
      </div>
      <QueryStates
        query={tops}
        loadingRows={2}
        isEmpty={(data) => data.agents.length === 0}
        empty={{ title: t('agents.contracts.offer.noTops') }}
      >
        {(data) => (
          <ul className="flex flex-col gap-1" data-testid="offer-holder-results">
            {data.agents.map((agent) => (
              <li key={agent.memberId}>
                <label className="flex items-center gap-2 rounded-md border border-border bg-surface-2 p-2">
                  <input
                    type="radio"
                    name={`${id}-holder`}
                    data-testid="offer-holder-option"
                    data-account={agent.account}
                    checked={holder?.memberId === agent.memberId}
                    onChange={() => onPick({ memberId: agent.memberId, account: agent.account })}
                  />
                  <span className="font-semibold break-all">{agent.account}</span>
                  <span className="text-xs text-muted">
                    {t('agents.contracts.offer.teamSize', { count: agent.teamSize })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </fieldset>
  );
}

function DividendSettings({
  draft,
  onChange,
}: {
  draft: TermsDraft;
  onChange: (next: Partial<TermsDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('agents.contracts.offer.period')}</span>
        <select
          data-testid="offer-period"
          className={inputStyles}
          value={draft.period}
          onChange={(event) => onChange({ period: event.target.value as TermsDraft['period'] })}
        >
          {dividendPeriodCodes.map((period) => (
            <option key={period} value={period}>
              {t(`agents.contracts.periods.${period}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('agents.contracts.offer.basis')}</span>
        <select
          data-testid="offer-basis"
          className={inputStyles}
          value={draft.basis}
          onChange={(event) => onChange({ basis: event.target.value as TermsDraft['basis'] })}
        >
          <option value="netLoss">{t('agents.contracts.bases.netLoss')}</option>
          <option value="validBet">{t('agents.contracts.bases.validBet')}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('agents.contracts.offer.negativePeriod')}</span>
        <select
          data-testid="offer-negative-period"
          className={inputStyles}
          value={draft.negativePeriod}
          onChange={(event) =>
            onChange({ negativePeriod: event.target.value as TermsDraft['negativePeriod'] })
          }
        >
          <option value="discard">{t('agents.contracts.negativePeriods.discard')}</option>
          <option value="carry">{t('agents.contracts.negativePeriods.carry')}</option>
        </select>
      </label>
    </div>
  );
}

/** The downline contracts the offer would end (their terms are above the new ones), to confirm first. */
function ConflictList({
  entries,
  currency,
  decimals,
}: {
  entries: WouldTerminateEntry[];
  currency: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="offer-conflict"
      className="flex flex-col gap-2 rounded-md border border-warning/50 bg-warning-surface p-3"
    >
      <p className="font-semibold">{t('agents.contracts.offer.conflictTitle', { count: entries.length })}</p>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-1 rounded-md border border-border bg-surface p-2 text-sm"
          >
            <span>
              {t('agents.contracts.offer.conflictEntry', {
                holder: entry.holder.account,
                offeredBy: entry.offeredBy.account,
                kind: t(`agents.contracts.kinds.${entry.kind}`),
              })}
            </span>
            <TermsSummary terms={entry.terms} money={{ currency, decimals }} compact />
          </li>
        ))}
      </ul>
    </div>
  );
}

function conflictOf(error: unknown): WouldTerminateEntry[] | null {
  if (!(error instanceof ApiError) || error.code !== 'contract_conflict') return null;
  // The reply's list of contracts the offer would end (ApiError keeps the whole reply as `body`).
  const body = (error as { body?: unknown }).body as Partial<ContractConflictResponse> | null | undefined;
  return Array.isArray(body?.wouldTerminate) ? body.wouldTerminate : [];
}

/**
 * The house offers a contract to the top of a chain: the holder, the kind and its terms (tiers in
 * the brand's currency, rates as percentages). The holder accepts or rejects it in the player site's
 * contract modal; the house pays its windows.
 */
export function HouseOfferForm({ initialHolder }: { initialHolder: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useBrandMoney();
  const offer = useHouseOffer();
  const [holder, setHolder] = useState<Holder | null>(null);
  const [draft, setDraft] = useState<TermsDraft>(() => emptyTerms('daily'));
  const [problems, setProblems] = useState<TermsProblems | null>(null);
  const [pendingTerms, setPendingTerms] = useState<AgentContractTerms | null>(null);
  const [submitted, setSubmitted] = useState(false);
  if (!money) return <LoadingState />;
  const conflict = conflictOf(offer.error);
  const change = (next: Partial<TermsDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setPendingTerms(null);
    offer.reset();
  };
  const send = (terms: AgentContractTerms, confirm: boolean) => {
    if (!holder || offer.isPending) return;
    setPendingTerms(terms);
    offer.mutate(
      { holderMemberId: holder.memberId, terms, confirm },
      { onSuccess: (contract) => navigate(`/agent-contracts/${contract.id}`) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const built = buildTerms(draft, money.decimals);
    setProblems(built.problems);
    if (built.terms && holder) send(built.terms, false);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="house-offer-form"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <HolderPicker initialQuery={initialHolder} holder={holder} onPick={setHolder} />
      {submitted && !holder ? (
        <p className="text-sm text-danger" role="alert">
          {t('agents.contracts.offer.pickHolder')}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 sm:max-w-xs">
        <span className="font-semibold">{t('agents.contracts.fields.kind')}</span>
        <select
          data-testid="offer-kind"
          className={inputStyles}
          value={draft.kind}
          onChange={(event) => {
            setProblems(null);
            change({ ...emptyTerms(event.target.value as AgentContractKind) });
          }}
        >
          {contractKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`agents.contracts.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <span className="text-xs text-muted">{t(`agents.contracts.kindHelp.${draft.kind}`)}</span>
      </label>
      {draft.kind === 'realtime' ? (
        <label className="flex flex-col gap-1 sm:max-w-xs">
          <span className="font-semibold">{t('agents.contracts.offer.ratePercent')}</span>
          <input
            data-testid="offer-rate"
            className={inputStyles}
            inputMode="decimal"
            maxLength={10}
            value={draft.rate}
            aria-invalid={problems?.has('rate') || undefined}
            onChange={(event) => change({ rate: event.target.value })}
          />
          <span className={`text-xs ${problems?.has('rate') ? 'text-danger' : 'text-muted'}`}>
            {t('agents.contracts.offer.rateHint')}
          </span>
        </label>
      ) : (
        <>
          {draft.kind === 'dividend' ? <DividendSettings draft={draft} onChange={change} /> : null}
          <TiersEditor
            kind={draft.kind}
            basis={draft.basis}
            tiers={draft.tiers}
            currency={money.currency}
            problems={problems}
            onChange={(tiers) => change({ tiers })}
          />
        </>
      )}
      {problems && problems.size > 0 ? (
        <p role="alert" data-testid="offer-problems" className="text-sm text-danger">
          {problems.size === 1 && problems.has('tiers')
            ? t('agents.contracts.offer.orderProblem')
            : t('agents.contracts.offer.fixFields')}
        </p>
      ) : null}
      {conflict && pendingTerms ? (
        <>
          <ConflictList entries={conflict} currency={money.currency} decimals={money.decimals} />
          <button
            type="button"
            data-testid="offer-confirm-conflict"
            className={`${buttonStyles.danger} self-end`}
            disabled={offer.isPending}
            onClick={() => send(pendingTerms, true)}
          >
            {t('agents.contracts.offer.confirmConflict')}
          </button>
        </>
      ) : offer.isError ? (
        <FormError error={offer.error} testId="offer-error" />
      ) : null}
      <p className="text-xs text-muted">
        {t('agents.contracts.offer.fixedNote', { example: formatMoney('100', money) })}
      </p>
      <div className="flex justify-end">
        <button
          type="submit"
          data-testid="offer-submit"
          className={buttonStyles.primary}
          disabled={offer.isPending}
        >
          {offer.isPending ? t('states.working') : t('agents.contracts.offer.submit')}
        </button>
      </div>
    </form>
  );
}
