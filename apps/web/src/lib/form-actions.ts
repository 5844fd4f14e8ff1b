import { type FormEvent, useState } from 'react';

/** What a submit needs of useForm: the check that marks the form submitted, and the server's field issues. */
export interface SubmittableForm {
  check: () => boolean;
  takeServerIssues: (error: unknown) => boolean;
}

export interface SubmitOptions {
  /** A call already under way: a second press sends nothing. */
  pending: boolean;
  action: () => Promise<void>;
  /** Called after a failure was shown (a new captcha, a referral marked invalid, …). */
  onFailure?: (error: unknown) => void;
}

/**
 * A form's submit: nothing while a field fails or the call is under way; the alert is cleared first, and a
 * failure puts its field issues under the fields and itself in the alert.
 */
export async function submitForm(
  form: SubmittableForm,
  { pending, action, onFailure }: SubmitOptions,
  showFailure: (error: unknown) => void,
): Promise<void> {
  if (!form.check() || pending) return;
  showFailure(null);
  try {
    await action();
  } catch (error) {
    form.takeServerIssues(error);
    showFailure(error);
    onFailure?.(error);
  }
}

/** submitForm bound to a form element, with the failure the form's alert shows. */
export function useFormSubmit(form: SubmittableForm, options: SubmitOptions) {
  const [failure, setFailure] = useState<unknown>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitForm(form, options, setFailure);
  };
  return { failure, setFailure, onSubmit };
}

/**
 * "Send code": the target (phone number or e-mail) shows its message, an invalid one sends nothing, the
 * alert is cleared first and shows a failed send. Answers what was sent (its expiry starts the countdown)
 * or null.
 */
export async function requestCode<Sent>({
  touchTarget,
  targetValid,
  send,
  showFailure,
  warnServiceFailure,
}: {
  touchTarget: () => void;
  targetValid: boolean;
  send: () => Promise<Sent>;
  showFailure: (error: unknown) => void;
  /** Spec §8: the SMS server failed (message_send_failed): a warning dialog instead of the alert. */
  warnServiceFailure?: () => void;
}): Promise<Sent | null> {
  touchTarget();
  if (!targetValid) return null;
  showFailure(null);
  try {
    return await send();
  } catch (error) {
    if (warnServiceFailure && isMessageServiceFailure(error)) warnServiceFailure();
    else showFailure(error);
    return null;
  }
}

/** The SMS (or e-mail) server could not send the code: the server's message_send_failed. */
export function isMessageServiceFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 'message_send_failed'
  );
}
