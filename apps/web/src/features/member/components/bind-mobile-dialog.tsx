import type { MemberInfo } from '@gaming/contracts/auth';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { SendCodeButton } from '../../../components/send-code-button';
import { Spinner } from '../../../components/spinner';
import { requiredOnly, validationText } from '../../../lib/field-validation';
import { useForm } from '../../../lib/use-form';
import { useBindMobile } from '../api/bind-mobile';
import { useBindMobileCode } from '../api/bind-mobile-code';

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
  const [failure, setFailure] = useState<unknown>(null);
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
  const send = async () => {
    form.touch('mobileNum');
    if (!phonePattern.test(values.mobileNum.trim())) return null;
    setFailure(null);
    try {
      return await sendCode.mutateAsync({
        countryDialingCode: values.countryDialingCode,
        mobileNo: values.mobileNum.trim(),
      });
    } catch (error) {
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
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum.trim(),
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
      testId="bind-mobile-dialog"
      title={t('security.bindMobileTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={t('fields.mobile')}
          type="tel"
          inputMode="numeric"
          value={values.mobileNum}
          onChange={(value) => form.set('mobileNum', value.replace(/\D/g, ''))}
          onBlur={() => form.touch('mobileNum')}
          error={validationText(t, form.errorOf('mobileNum'))}
          testId="bind-mobile-number"
          autoComplete="tel-national"
          maxLength={15}
          required
          leading={countrySelect(values.countryDialingCode, (value) => form.set('countryDialingCode', value))}
        />
        <TextField
          label={t('fields.smsCode')}
          inputMode="numeric"
          value={values.verificationCode}
          onChange={(value) => form.set('verificationCode', value)}
          onBlur={() => form.touch('verificationCode')}
          error={validationText(t, form.errorOf('verificationCode'))}
          testId="bind-mobile-code"
          autoComplete="one-time-code"
          maxLength={16}
          required
          trailing={<SendCodeButton onSend={send} testId="bind-mobile-send-code" />}
        />
        <FormAlert error={failure} testId="bind-mobile-error" />
        <button
          type="submit"
          data-testid="bind-mobile-submit"
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
