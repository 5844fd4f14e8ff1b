import type { AgentHasContractsResponse } from '@gaming/contracts/agents';
import { AlertIcon } from '@gaming/ui/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/button-styles';
import { useErrorText } from '../../../components/error-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError } from '../../../lib/api-client';
import { useChangeAgentType } from '../api/agents';
import { type AdminAgentDetail, agentTypes } from '../lib/agent-types';

export type TypeAction = 'promote' | 'change' | 'demote';
type AgentTypeValue = 0 | 1 | 2 | 41 | 42;

/**
 * The type a promotion starts from: under an agent a member becomes a sub-agent (2), at the top of a
 * chain an agent (1). Staff may pick another; the server checks the choice against the upline.
 */
function suggestedType(detail: AdminAgentDetail): AgentTypeValue {
  const upline = detail.uplines.at(-1);
  const uplineIsAgent = upline !== undefined && [1, 2, 41, 42].includes(upline.type);
  if (detail.isAgent) return detail.type === 1 ? 2 : 1;
  return uplineIsAgent ? 2 : 1;
}

/** How many live contracts a refused demotion says the agent gave (agent_has_contracts), else null. */
export function liveContractsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'agent_has_contracts') return null;
  // ApiError keeps the whole reply as `body`: the count is beside the error shape (AgentHasContracts).
  const body = error.body as Partial<AgentHasContractsResponse> | null | undefined;
  return typeof body?.liveContracts === 'number' ? body.liveContracts : null;
}

/** The refused demotion with its count, where the dialog's error goes (same test id and shape). */
export function LiveContractsError({ error, count }: { error: unknown; count: number }) {
  const { t } = useTranslation();
  const { code, detail } = useErrorText(error);
  return (
    <div
      role="alert"
      data-testid="agent-type-dialog-error"
      data-error-code={code}
      className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger-surface p-3"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-danger" />
      <div>
        <p>{t('agents.typeChange.demote.liveContracts', { count })}</p>
        {detail ? <p className="mt-1 text-xs text-muted">{detail}</p> : null}
      </div>
    </div>
  );
}

/** Promote a member, change an agent's type, or demote an agent to a member: always with a reason. */
export function AgentTypeDialog({
  detail,
  action,
  onClose,
}: {
  detail: AdminAgentDetail;
  action: TypeAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangeAgentType(detail.memberId);
  const [type, setType] = useState<AgentTypeValue>(() => suggestedType(detail));
  const liveContracts = change.isError ? liveContractsOf(change.error) : null;
  const choices = agentTypes.filter((candidate) => action !== 'change' || Number(candidate) !== detail.type);
  return (
    <ReasonDialog
      testId="agent-type-dialog"
      title={t(`agents.typeChange.${action}.title`)}
      description={t(`agents.typeChange.${action}.description`, { account: detail.account })}
      confirmLabel={t(`agents.typeChange.${action}.confirm`)}
      danger={action === 'demote'}
      pending={change.isPending}
      error={change.isError && liveContracts === null ? change.error : null}
      onClose={onClose}
      onConfirm={(reason) =>
        change.mutate({ type: action === 'demote' ? 0 : type, reason }, { onSuccess: onClose })
      }
    >
      {action === 'demote' ? (
        <>
          <p className="rounded-md border border-border bg-warning-surface p-3 text-sm">
            {t('agents.typeChange.demote.teamStays')}
          </p>
          {liveContracts !== null ? <LiveContractsError error={change.error} count={liveContracts} /> : null}
        </>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className="font-semibold">
            {t('agents.typeChange.newType')}
          </label>
          <select
            id={`${id}-type`}
            data-testid="agent-type-select"
            className={inputStyles}
            value={String(type)}
            onChange={(event) => setType(Number(event.target.value) as AgentTypeValue)}
          >
            {choices.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`agents.types.${candidate}`)}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted">{t(`agents.typeHelp.${type}`)}</p>
        </div>
      )}
    </ReasonDialog>
  );
}
