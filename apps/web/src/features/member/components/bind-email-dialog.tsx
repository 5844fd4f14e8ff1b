import type { MemberInfo } from '@gaming/contracts/auth';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { SendCodeButton } from '../../../components/send-code-button';
import { Spinner } from '../../../components/spinner';
import { requiredOnly, validationText } from '../../../lib/field-validation';
import { useForm } from '../../../lib/use-form';
import { useBindEmail } from '../api/bind-email';
import { useBindEmailCode } from '../api/bind-email-code';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type EmailValues = { email: string; verificationCode: string };

/** Bind (or change) the e-mail address: a code sent to it proves it. */
export function BindEmailDialog({
  open,
  onOpenChange,
  onBound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBound: (member: MemberInfo) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const sendCode = useBindEmailCode();
  const bind = useBindEmail();
  const validate = useCallback(
    (values: EmailValues) => ({
      email:
        requiredOnly(values.email) ?? (emailPattern.test(values.email.trim()) ? null : 'validation.email'),
      verificationCode: requiredOnly(values.verificationCode),
    }),
    [],
  );
  const form = useForm<EmailValues>({ email: '', verificationCode: '' }, validate);
  const { values } = form;
  const send = async () => {
    form.touch('email');
    if (!emailPattern.test(values.email.trim())) return null;
    setFailure(null);
    try {
      return await sendCode.mutateAsync({ email: values.email.trim() });
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
      return null;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || bind.isPending) return;
    setFailure(null);
    try {
      onBound(
        await bind.mutateAsync({
          email: values.email.trim(),
          verificationCode: values.verificationCode.trim(),
        }),
      );
      onOpenChange(false);
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="bind-email-dialog"
      title={t('security.bindEmailTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          value={values.email}
          onChange={(value) => form.set('email', value)}
          onBlur={() => form.touch('email')}
          error={validationText(t, form.errorOf('email'))}
          testId="bind-email-address"
          autoComplete="email"
          maxLength={100}
          required
        />
        <TextField
          label={t('fields.emailCode')}
          inputMode="numeric"
          value={values.verificationCode}
          onChange={(value) => form.set('verificationCode', value)}
          onBlur={() => form.touch('verificationCode')}
          error={validationText(t, form.errorOf('verificationCode'))}
          testId="bind-email-code"
          autoComplete="one-time-code"
          maxLength={16}
          required
          trailing={<SendCodeButton onSend={send} testId="bind-email-send-code" />}
        />
        <FormAlert error={failure} testId="bind-email-error" />
        <button
          type="submit"
          data-testid="bind-email-submit"
          disabled={bind.isPending}
          className={`${buttonStyles.primary} h-11`}
        >
          {bind.isPending ? <Spinner /> : null}
          {t('security.bind')}
        </button>
      </form>
    </Modal>
  );
}
