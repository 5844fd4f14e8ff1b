import { type AdminFeedbackDetail, feedbackLimits } from '@gaming/contracts/feedback';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { Fact, FactList } from '../../../components/fact-list';
import { FormError } from '../../../components/form-error';
import { MemberName } from '../../../components/member-name';
import { QueryStates } from '../../../components/query-states';
import { useFeedbackAction, useFeedbackAssignees, useFeedbackTicket } from '../api/feedback';
import { answerCharactersLeft, readAnswer } from '../lib/answer';
import { FeedbackStatusBadge } from './feedback-status-badge';

function AssignPanel({ ticket, staffId }: { ticket: AdminFeedbackDetail; staffId: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const assign = useFeedbackAction();
  const assignees = useFeedbackAssignees().data?.staff ?? [];
  const [chosen, setChosen] = useState('');
  const mine = ticket.assignee !== null && ticket.assignee.id === staffId;
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
      aria-labelledby={id}
    >
      <h2 id={id} className="font-bold">
        {t('feedback.assign.title')}
      </h2>
      <p className="text-muted" data-testid="feedback-assignee">
        {ticket.assignee
          ? t('feedback.assign.current', { name: ticket.assignee.username })
          : t('feedback.assign.nobody')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        {mine ? null : (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={assign.isPending}
            data-testid="feedback-assign-me"
            onClick={() => assign.mutate({ action: 'assign', id: ticket.id })}
          >
            {t('feedback.assign.toMe')}
          </button>
        )}
        <label className="flex min-w-0 flex-col gap-1.5 sm:w-60">
          <span className="text-xs font-semibold text-muted">{t('feedback.assign.toStaff')}</span>
          <select
            className={inputStyles}
            data-testid="feedback-assign-staff"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t('feedback.assign.choose')}</option>
            {assignees.map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.displayName} ({staff.username})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={assign.isPending || !chosen}
          data-testid="feedback-assign-confirm"
          onClick={() =>
            assign.mutate(
              { action: 'assign', id: ticket.id, staffId: chosen },
              { onSuccess: () => setChosen('') },
            )
          }
        >
          {t('feedback.assign.button')}
        </button>
      </div>
      {assign.isError ? <FormError error={assign.error} testId="feedback-assign-error" /> : null}
    </section>
  );
}

function AnswerForm({ ticket }: { ticket: AdminFeedbackDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const answer = useFeedbackAction();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);
  const left = answerCharactersLeft(text);
  const full = ticket.answers.length >= feedbackLimits.answersPerTicket;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending) return;
    const result = readAnswer(text);
    setProblem(result.problem);
    if (result.body)
      answer.mutate({ action: 'answer', id: ticket.id, body: result.body }, { onSuccess: () => setText('') });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <label htmlFor={id} className="font-bold">
        {t('feedback.answer.title')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {ticket.memberId ? t('feedback.answer.memberHint') : t('feedback.answer.guestHint')}
      </p>
      <textarea
        id={id}
        data-testid="feedback-answer"
        className={`${inputStyles} h-32 py-2`}
        maxLength={feedbackLimits.answerMaxLength}
        value={text}
        disabled={full}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <p
        id={`${id}-count`}
        aria-live="polite"
        className={`text-xs tabular-nums ${left < 0 ? 'text-danger' : 'text-muted'}`}
        data-testid="feedback-answer-count"
      >
        {t('feedback.answer.left', { count: left })}
      </p>
      {problem ? (
        <p className="text-xs text-danger" data-testid="feedback-answer-problem">
          {t(`feedback.answer.problems.${problem}`, { count: feedbackLimits.answerMaxLength })}
        </p>
      ) : null}
      {full ? (
        <p className="text-xs text-warning">
          {t('feedback.answer.full', { count: feedbackLimits.answersPerTicket })}
        </p>
      ) : null}
      {answer.isError ? <FormError error={answer.error} testId="feedback-answer-error" /> : null}
      {answer.isSuccess ? (
        <p role="status" className="text-success" data-testid="feedback-answer-sent">
          {t('feedback.answer.sent')}
        </p>
      ) : null}
      <button
        type="submit"
        className={`${buttonStyles.primary} self-end`}
        disabled={answer.isPending || full}
        data-testid="feedback-answer-send"
      >
        {answer.isPending ? t('states.working') : t('feedback.answer.send')}
      </button>
    </form>
  );
}

function CloseButton({ ticket }: { ticket: AdminFeedbackDetail }) {
  const { t } = useTranslation();
  const close = useFeedbackAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col items-end gap-2">
      {confirming ? (
        <p role="alert" className="text-danger">
          {ticket.answers.length === 0 ? t('feedback.close.unanswered') : t('feedback.close.confirm')}
        </p>
      ) : null}
      <div className="flex gap-2">
        {confirming ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={close.isPending}
          data-testid={confirming ? 'feedback-close-confirm' : 'feedback-close'}
          onClick={() => {
            if (!confirming) return setConfirming(true);
            close.mutate({ action: 'close', id: ticket.id }, { onSuccess: () => setConfirming(false) });
          }}
        >
          {close.isPending
            ? t('states.working')
            : confirming
              ? t('feedback.close.yes')
              : t('feedback.close.button')}
        </button>
      </div>
      {close.isError ? <FormError error={close.error} testId="feedback-close-error" /> : null}
    </div>
  );
}

/**
 * One ticket: what was sent, by whom (member or guest with a contact), its type and status, the answers
 * given so far; staff who handle feedback assign it, answer (a member receives the answer as a platform
 * message) and close it.
 */
export function FeedbackTicket({
  id,
  canHandle,
  canOpenMembers,
  staffId,
}: {
  id: string;
  canHandle: boolean;
  canOpenMembers: boolean;
  staffId: string | undefined;
}) {
  const { t } = useTranslation();
  const ticket = useFeedbackTicket(id);
  return (
    <QueryStates query={ticket}>
      {(data) => (
        <div
          className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
          data-testid="feedback-ticket"
          data-status={data.status}
        >
          <div className="flex min-w-0 flex-col gap-4">
            <section className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <FeedbackStatusBadge status={data.status} />
                <span className="font-semibold">{t(`feedback.types.${data.type}`)}</span>
              </div>
              <p className="whitespace-pre-wrap break-words" data-testid="feedback-content">
                {data.content}
              </p>
            </section>
            <section className="flex flex-col gap-3" aria-labelledby={`${id}-history`}>
              <h2 id={`${id}-history`} className="font-bold">
                {t('feedback.history.title')}
              </h2>
              <ol className="flex flex-col gap-2" data-testid="feedback-history">
                <li className="rounded-md border border-border bg-surface-2 p-3 text-sm">
                  <DateTime value={data.createdAt} /> · {t('feedback.history.received')}
                </li>
                {data.answers.map((answer) => (
                  <li
                    key={answer.id}
                    data-testid="feedback-history-answer"
                    className="flex flex-col gap-1 rounded-md border border-border bg-surface p-3"
                  >
                    <span className="text-xs text-muted">
                      <DateTime value={answer.answeredAt} /> ·{' '}
                      {t('feedback.history.answeredBy', { name: answer.staff.username })} ·{' '}
                      {t(`feedback.deliveries.${answer.delivery}`)}
                    </span>
                    <p className="whitespace-pre-wrap break-words">{answer.body}</p>
                  </li>
                ))}
                {data.closedAt ? (
                  <li className="rounded-md border border-border bg-surface-2 p-3 text-sm">
                    <DateTime value={data.closedAt} /> · {t('feedback.history.closed')}
                  </li>
                ) : null}
              </ol>
            </section>
            {canHandle && data.status !== 'closed' ? <AnswerForm ticket={data} /> : null}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <FactList>
              <Fact label={t('feedback.fields.sender')}>
                {data.memberId && data.username ? (
                  <MemberName memberId={data.memberId} account={data.username} linked={canOpenMembers} />
                ) : (
                  <span data-testid="feedback-sender">{data.sender?.trim() || t('feedback.guest')}</span>
                )}
              </Fact>
              {data.memberId ? null : (
                <Fact label={t('feedback.fields.contact')}>
                  <span className="break-all" data-testid="feedback-contact">
                    {data.contact ?? t('states.none')}
                  </span>
                </Fact>
              )}
              {data.memberId && data.sender ? (
                <Fact label={t('feedback.fields.senderName')}>{data.sender}</Fact>
              ) : null}
              <Fact label={t('feedback.fields.type')}>{t(`feedback.types.${data.type}`)}</Fact>
              <Fact label={t('feedback.fields.createdAt')}>
                <DateTime value={data.createdAt} />
              </Fact>
              <Fact label={t('feedback.fields.updatedAt')}>
                <DateTime value={data.updatedAt} />
              </Fact>
            </FactList>
            {canHandle && data.status !== 'closed' ? (
              <>
                <AssignPanel ticket={data} staffId={staffId} />
                <CloseButton ticket={data} />
              </>
            ) : null}
          </div>
        </div>
      )}
    </QueryStates>
  );
}
