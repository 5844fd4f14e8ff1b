import type { MemberInfo } from '@gaming/contracts/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { VerificationCodeField } from '../../../components/verification-fields';
import { checkEmail, requiredOnly, validationText } from '../../../lib/field-validation';
import { requestCode, useFormSubmit } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useBindEmail } from '../api/bind-email';
import { useBindEmailCode } from '../api/bind-email-code';
import { MemberFormDialog } from './member-form-dialog';

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
  const sendCode = useBindEmailCode();
  const bind = useBindEmail();
  const validate = useCallback(
    (values: EmailValues) => ({
      email: checkEmail(values.email),
      verificationCode: requiredOnly(values.verificationCode),
    }),
    [],
  );
  const form = useForm<EmailValues>({ email: '', verificationCode: '' }, validate);
  const { values } = form;
  const { failure, setFailure, onSubmit } = useFormSubmit(form, {
    pending: bind.isPending,
    action: async () => {
      onBound(
        await bind.mutateAsync({
          email: values.email.trim(),
          verificationCode: values.verificationCode.trim(),
        }),
      );
      onOpenChange(false);
    },
  });
  const send = () =>
    requestCode({
      touchTarget: () => form.touch('email'),
      targetValid: checkEmail(values.email) === null,
      send: () => sendCode.mutateAsync({ email: values.email.trim() }),
      // The server may reject the address itself: its message goes under the field too.
      showFailure: (error) => {
        form.takeServerIssues(error);
        setFailure(error);
      },
    });
  return (
    <MemberFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('security.bindEmailTitle')}
      testId="bind-email"
      onSubmit={onSubmit}
      failure={failure}
      pending={bind.isPending}
      submitLabel={t('security.bind')}
    >
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        {...form.bind('email')}
        error={validationText(t, form.errorOf('email'))}
        testId="bind-email-address"
        autoComplete="email"
        maxLength={100}
        required
      />
      <VerificationCodeField
        label={t('fields.emailCode')}
        {...form.bind('verificationCode')}
        error={validationText(t, form.errorOf('verificationCode'))}
        testId="bind-email-code"
        onSend={send}
        sendTestId="bind-email-send-code"
      />
    </MemberFormDialog>
  );
}
