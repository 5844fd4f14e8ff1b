import type { AgentFlags } from '@gaming/contracts/agents';
import { agentReasonMaxLength } from '@gaming/contracts/agents';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { reasonBounds } from '../../../components/reason-dialog';
import { useSetAgentFlags } from '../api/agents';
import { type AdminAgentDetail, agentFlagNames } from '../lib/agent-types';

const sameFlags = (left: AgentFlags, right: AgentFlags) =>
  agentFlagNames.every((name) => left[name] === right[name]);

/**
 * The four contract flags (spec §3, §6): each opens one contract menu of the agent centre and lets the
 * agent hold and offer that kind. Staff switch them with a reason, which the audit log keeps.
 */
export function AgentFlagsForm({ detail, canWrite }: { detail: AdminAgentDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetAgentFlags(detail.memberId);
  const [flags, setFlags] = useState<AgentFlags>(detail.flags);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const editable = canWrite && detail.isAgent;
  const unchanged = sameFlags(flags, detail.flags);
  const reasonBad = reason.trim().length < reasonBounds.min;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!editable || unchanged || reasonBad || save.isPending) return;
    save.mutate(
      { ...flags, reason: reason.trim() },
      {
        onSuccess: (next) => {
          setFlags(next.flags);
          setReason('');
          setSubmitted(false);
          setSaved(true);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} data-testid="agent-flags" className="flex flex-col gap-3">
      {!detail.isAgent ? <p className="text-sm text-muted">{t('agents.flags.memberOnly')}</p> : null}
      <fieldset className="grid gap-2 sm:grid-cols-2" disabled={!editable}>
        <legend className="sr-only">{t('agents.flags.title')}</legend>
        {agentFlagNames.map((name) => (
          <label
            key={name}
            className="flex items-start gap-3 rounded-md border border-border bg-surface-2 p-3"
          >
            <input
              type="checkbox"
              className="mt-1"
              data-testid={`agent-flag-${name}`}
              checked={flags[name]}
              onChange={(event) => {
                setSaved(false);
                setFlags({ ...flags, [name]: event.target.checked });
              }}
            />
            <span className="flex flex-col">
              <span className="font-semibold">{t(`agents.flags.names.${name}`)}</span>
              <span className="text-xs text-muted">{t(`agents.flags.help.${name}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {editable ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reason`} className="font-semibold">
              {t('agents.reason.label')}
            </label>
            <input
              id={`${id}-reason`}
              data-testid="agent-flags-reason"
              className={inputStyles}
              maxLength={agentReasonMaxLength}
              value={reason}
              aria-invalid={submitted && reasonBad ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <p
              id={`${id}-hint`}
              className={`text-xs ${submitted && reasonBad ? 'text-danger' : 'text-muted'}`}
            >
              {t('agents.reason.hint', { min: reasonBounds.min, max: agentReasonMaxLength })}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {saved ? (
              <p role="status" data-testid="agent-flags-saved" className="text-sm text-success">
                {t('agents.flags.saved')}
              </p>
            ) : null}
            <button
              type="submit"
              data-testid="agent-flags-save"
              className={buttonStyles.primary}
              disabled={save.isPending || unchanged}
            >
              {save.isPending ? t('states.saving') : t('agents.flags.save')}
            </button>
          </div>
        </>
      ) : null}
      {save.isError ? <FormError error={save.error} testId="agent-flags-error" /> : null}
    </form>
  );
}
