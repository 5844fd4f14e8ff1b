import { type MemberFlag, type MemberRiskResponse, memberFlags } from '@gaming/contracts/member-risk';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { FormError } from '../../../components/form-error';
import { useAddMemberNote, useSetMemberFlag } from '../api/member-risk';
import { RiskSection } from './risk-section';

const maximumNoteLength = 1000;
const minimumReasonLength = 3;

function NoteForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const add = useAddMemberNote(memberId);
  const [body, setBody] = useState('');
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || add.isPending) return;
    add.mutate(body.trim(), { onSuccess: () => setBody('') });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {t('memberRisk.notes.add')}
      </label>
      <textarea
        id={id}
        data-testid="risk-note-input"
        className={`${inputStyles} h-20 py-2`}
        maxLength={maximumNoteLength}
        value={body}
        aria-describedby={`${id}-count`}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className="text-xs text-muted tabular-nums">
          {t('memberRisk.notes.count', { count: body.length, maximum: maximumNoteLength })}
        </span>
        <button
          type="submit"
          data-testid="risk-note-save"
          className={buttonStyles.secondary}
          disabled={add.isPending || !body.trim()}
        >
          {add.isPending ? t('states.working') : t('memberRisk.notes.save')}
        </button>
      </div>
      {add.isError ? <FormError error={add.error} testId="risk-note-error" /> : null}
    </form>
  );
}

/** Staff notes, newest first; anyone with the permission adds one (they are never edited). */
export function RiskNotes({ view, canWrite }: { view: MemberRiskResponse; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <RiskSection title={t('memberRisk.notes.title', { count: view.notes.length })} testId="risk-notes">
      {view.notes.length === 0 ? <p className="text-muted">{t('memberRisk.notes.none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {view.notes.map((note) => (
          <li
            key={note.id}
            data-testid="risk-note"
            className="rounded-md border border-border bg-surface-2 p-3"
          >
            <p className="whitespace-pre-wrap break-words">{note.body}</p>
            <p className="mt-1 text-xs text-muted">
              {note.staffName} · <DateTime value={note.createdAt} utcOffsetMinutes={view.gmtOffsetMinutes} />
            </p>
          </li>
        ))}
      </ul>
      {canWrite ? <NoteForm memberId={view.memberId} /> : null}
    </RiskSection>
  );
}

function FlagForm({ view }: { view: MemberRiskResponse }) {
  const { t } = useTranslation();
  const change = useSetMemberFlag(view.memberId);
  const raised = new Set(view.flags.map((flag) => flag.flag));
  const [flag, setFlag] = useState<MemberFlag>(
    memberFlags.find((name) => !raised.has(name)) ?? memberFlags[0],
  );
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  const isRaised = raised.has(flag);
  const tooShort = reason.trim().length < minimumReasonLength;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (tooShort || change.isPending) return;
    change.mutate(
      { flag, raised: !isRaised, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          setSubmitted(false);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
        <label className="flex flex-col gap-1 font-semibold">
          {t('memberRisk.flags.flag')}
          <select
            data-testid="risk-flag-select"
            className={inputStyles}
            value={flag}
            onChange={(event) => setFlag(event.target.value as MemberFlag)}
          >
            {memberFlags.map((name) => (
              <option key={name} value={name}>
                {t(`memberRisk.flags.names.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={id} className="flex flex-col gap-1 font-semibold">
          {t('memberRisk.flags.reason')}
          <input
            id={id}
            data-testid="risk-flag-reason"
            className={inputStyles}
            maxLength={500}
            value={reason}
            aria-invalid={submitted && tooShort ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className={`text-xs ${submitted && tooShort ? 'text-danger' : 'text-muted'}`}>
          {t('memberRisk.flags.reasonHint', { minimum: minimumReasonLength })}
        </p>
        <button
          type="submit"
          data-testid="risk-flag-save"
          className={isRaised ? buttonStyles.secondary : buttonStyles.danger}
          disabled={change.isPending}
        >
          {isRaised ? t('memberRisk.flags.clear') : t('memberRisk.flags.raise')}
        </button>
      </div>
      {change.isError ? <FormError error={change.error} testId="risk-flag-error" /> : null}
    </form>
  );
}

/** Flags raised on the member, with who raised them and why; risk staff raise and clear them. */
export function RiskFlags({ view, canFlag }: { view: MemberRiskResponse; canFlag: boolean }) {
  const { t } = useTranslation();
  return (
    <RiskSection title={t('memberRisk.flags.title')} testId="risk-flags">
      {view.flags.length === 0 ? (
        <p className="text-muted">{t('memberRisk.flags.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {view.flags.map((flag) => (
            <li key={flag.flag} data-testid="risk-flag" data-flag={flag.flag} className="flex flex-col gap-1">
              <span className="self-start">
                <Badge tone="danger" value={flag.flag}>
                  {t(`memberRisk.flags.names.${flag.flag}`)}
                </Badge>
              </span>
              <span className="break-words">{flag.reason}</span>
              <span className="text-xs text-muted">
                {flag.setByName} · <DateTime value={flag.setAt} utcOffsetMinutes={view.gmtOffsetMinutes} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {canFlag ? <FlagForm view={view} /> : null}
    </RiskSection>
  );
}
