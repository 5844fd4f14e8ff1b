import type { MemberInfo } from '@gaming/contracts/auth';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileNumberField, VerificationCodeField } from '../../../components/verification-fields';
import { requiredOnly, validationText } from '../../../lib/field-validation';
import { requestCode, useFormSubmit } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useBindMobile } from '../api/bind-mobile';
import { useBindMobileCode } from '../api/bind-mobile-code';
import { MemberFormDialog } from './member-form-dialog';

const phonePattern = /^\d{4,15}$/;

type MobileValues = { countryDialingCode: string; mobileNum: string; verificationCode: string };

/** Bind (or change) the mobile number: a code sent to the new number proves it. */
export function BindMobileDialog({
  open,
  onOpenChange,
  defaultDialingCode,
  countrySelect,
  onBound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultDialingCode: string;
  /** The app's dialling-code select, given the value and its setter. */
  countrySelect: (value: string, onChange: (value: string) => void) => ReactNode;
  onBound: (member: MemberInfo) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const sendCode = useBindMobileCode();
  const bind = useBindMobile();
  const validate = useCallback(
    (values: MobileValues) => ({
      mobileNum:
        requiredOnly(values.mobileNum) ??
        (phonePattern.test(values.mobileNum.trim()) ? null : 'validation.phone'),
      verificationCode: requiredOnly(values.verificationCode),
    }),
    [],
  );
  const form = useForm<MobileValues>(
    { countryDialingCode: defaultDialingCode, mobileNum: '', verificationCode: '' },
    validate,
  );
  const { values } = form;
  const { failure, setFailure, onSubmit } = useFormSubmit(form, {
    pending: bind.isPending,
    action: async () => {
      onBound(
        await bind.mutateAsync({
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum.trim(),
          verificationCode: values.verificationCode.trim(),
        }),
      );
      onOpenChange(false);
    },
  });
  const send = () =>
    requestCode({
      touchTarget: () => form.touch('mobileNum'),
      targetValid: phonePattern.test(values.mobileNum.trim()),
      send: () =>
        sendCode.mutateAsync({
          countryDialingCode: values.countryDialingCode,
          mobileNo: values.mobileNum.trim(),
        }),
      showFailure: setFailure,
    });
  return (
    <MemberFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('security.bindMobileTitle')}
      testId="bind-mobile"
      onSubmit={onSubmit}
      failure={failure}
      pending={bind.isPending}
      submitLabel={t('security.bind')}
    >
      <MobileNumberField
        label={t('fields.mobile')}
        {...form.bind('mobileNum')}
        error={validationText(t, form.errorOf('mobileNum'))}
        testId="bind-mobile-number"
        countrySelect={countrySelect(values.countryDialingCode, (value) =>
          form.set('countryDialingCode', value),
        )}
      />
      <VerificationCodeField
        label={t('fields.smsCode')}
        {...form.bind('verificationCode')}
        error={validationText(t, form.errorOf('verificationCode'))}
        testId="bind-mobile-code"
        onSend={send}
        sendTestId="bind-mobile-send-code"
      />
    </MemberFormDialog>
  );
}
