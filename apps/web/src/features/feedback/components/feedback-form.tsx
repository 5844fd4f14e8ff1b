import { feedbackLimits, feedbackTypes } from '@gaming/contracts/feedback';
import { AlertIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { errorCodeOf } from '../../../lib/api-client';
import { useSendFeedback } from '../api/send-feedback';
import {
  contactProblem,
  descriptionCount,
  descriptionProblem,
  emptyFeedbackFields,
  emptyFeedbackValues,
  emptyFieldsWarning,
  type FeedbackField,
  type FeedbackValues,
  parseFeedbackType,
} from '../lib/feedback-validation';

/**
 * The captcha the app composes in (the login and registration captcha): the id of the image shown, a
 * new image, and the field itself.
 */
export interface FeedbackCaptcha {
  captchaId: string | null;
  refresh: () => void;
  field: (props: { value: string; onChange: (value: string) => void; error: string | null }) => ReactNode;
}

/**
 * The feedback form (spec §2 feedbackModal, §3, §5): question type, description with a live counter of
 * its trimmed length (20 to 200), a guest's contact, and the captcha. Submitting with empty fields warns
 * with their names followed by 'is empty'.
 */
export function FeedbackForm({
  guest,
  captcha,
  onSent,
}: {
  guest: boolean;
  captcha: FeedbackCaptcha;
  onSent: (ticketId: string) => void;
}) {
  const { t } = useTranslation('content');
  const descriptionId = useId();
  const [values, setValues] = useState<FeedbackValues>(emptyFeedbackValues);
  const [submitted, setSubmitted] = useState(false);
  const send = useSendFeedback();
  const set = (field: FeedbackField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (send.error) send.reset();
  };
  const empty = submitted ? emptyFeedbackFields(values, guest) : [];
  const warning = emptyFieldsWarning(
    empty,
    (field) => t(`feedback.fields.${field}`),
    t('feedback.isEmpty'),
    t('feedback.listSeparator'),
  );
  const count = descriptionCount(values.content);
  const lengthProblem = descriptionProblem(values.content);
  const contactIssue = contactProblem(values.contact, guest);
  const failure = send.error ? errorCodeOf(send.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const type = parseFeedbackType(values.type);
    if (emptyFeedbackFields(values, guest).length > 0 || type === null || lengthProblem || contactIssue)
      return;
    if (!captcha.captchaId) {
      captcha.refresh();
      return;
    }
    send.mutate(
      {
        type,
        content: values.content.trim(),
        captchaId: captcha.captchaId,
        captcha: values.captcha.trim(),
        ...(guest ? { contact: values.contact.trim() } : {}),
      },
      {
        onSuccess: (answer) => onSent(answer.ticketId),
        onError: () => {
          // Each captcha allows one guess: the next attempt needs a new image. The cleared field is not
          // "empty" until the next submit: the server's reason shows alone.
          setValues((current) => ({ ...current, captcha: '' }));
          setSubmitted(false);
          captcha.refresh();
        },
      },
    );
  };
  const contentError =
    (submitted || count > feedbackLimits.contentMaxLength) && lengthProblem
      ? t(`feedback.${lengthProblem}`, {
          count:
            lengthProblem === 'tooShort' ? feedbackLimits.contentMinLength : feedbackLimits.contentMaxLength,
        })
      : failure === 'feedback_content_length'
        ? t('errors.feedback_content_length', { ns: 'common' })
        : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="feedback-form">
      {warning ? (
        <p
          role="alert"
          data-testid="feedback-empty-warning"
          className="flex items-start gap-2 rounded-md border border-border bg-warning-surface p-3 text-sm"
        >
          <AlertIcon className="size-5 shrink-0 text-warning" />
          <span>{warning}</span>
        </p>
      ) : null}
      <SelectField
        label={t('feedback.fields.type')}
        value={values.type}
        onChange={set('type')}
        options={[
          { value: '', label: t('feedback.chooseType') },
          ...feedbackTypes.map((type) => ({ value: String(type), label: t(`feedback.types.${type}`) })),
        ]}
        testId="feedback-type"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium">
          {t('feedback.fields.content')}
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        </label>
        <textarea
          id={descriptionId}
          value={values.content}
          onChange={(event) => set('content')(event.target.value)}
          rows={5}
          data-testid="feedback-content"
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${descriptionId}-counter`}
          placeholder={t('feedback.contentPlaceholder', {
            min: feedbackLimits.contentMinLength,
            max: feedbackLimits.contentMaxLength,
          })}
          className={`w-full resize-y rounded-md border bg-surface-2 px-3 py-2 text-base outline-none focus:border-focus sm:text-sm ${
            contentError ? 'border-danger' : 'border-border'
          }`}
        />
        <div className="flex items-start justify-between gap-3">
          {contentError ? (
            <p className="text-xs text-danger" data-testid="feedback-content-error">
              {contentError}
            </p>
          ) : (
            <span />
          )}
          <p
            id={`${descriptionId}-counter`}
            data-testid="feedback-counter"
            data-count={count}
            aria-live="polite"
            className={`shrink-0 text-xs tabular-nums ${
              count > feedbackLimits.contentMaxLength ||
              (count > 0 && count < feedbackLimits.contentMinLength)
                ? 'font-semibold text-danger'
                : 'text-muted'
            }`}
          >
            {t('feedback.counter', { length: count, max: feedbackLimits.contentMaxLength })}
          </p>
        </div>
      </div>
      {guest ? (
        <TextField
          label={t('feedback.fields.contact')}
          value={values.contact}
          onChange={set('contact')}
          hint={t('feedback.contactHint')}
          error={
            (submitted && contactIssue) ||
            failure === 'feedback_contact_invalid' ||
            failure === 'feedback_contact_required'
              ? t('feedback.contactInvalid')
              : null
          }
          testId="feedback-contact"
          autoComplete="email"
          maxLength={feedbackLimits.contactMaxLength}
          required
        />
      ) : null}
      {captcha.field({
        value: values.captcha,
        onChange: set('captcha'),
        error:
          failure === 'captcha_invalid' || failure === 'captcha_required' ? t('feedback.captchaWrong') : null,
      })}
      {send.error && failure !== 'feedback_content_length' ? (
        <FormAlert error={send.error} testId="feedback-error" />
      ) : null}
      <SubmitButton pending={send.isPending} fullWidth testId="feedback-submit">
        {t('feedback.submit')}
      </SubmitButton>
    </form>
  );
}
