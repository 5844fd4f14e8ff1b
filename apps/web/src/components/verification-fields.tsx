import type { ReactNode } from 'react';
import { TextField } from './form-field';
import { SendCodeButton } from './send-code-button';

/** The props a useForm binding and its translated message give a field. */
interface BoundFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: string | null;
  testId: string;
}

/** A phone number without its dialling code: digits only, whatever is typed or pasted. */
export function MobileNumberField({
  onChange,
  maxLength = 15,
  countrySelect,
  ...field
}: BoundFieldProps & {
  maxLength?: number;
  /** The dialling-code select, shown before the number. */
  countrySelect: ReactNode;
}) {
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="numeric"
      onChange={(value) => onChange(value.replace(/\D/g, ''))}
      autoComplete="tel-national"
      maxLength={maxLength}
      required
      leading={countrySelect}
    />
  );
}

/** The code sent by SMS or e-mail, with the "Send code" button and its countdown beside it. */
export function VerificationCodeField({
  onSend,
  sendTestId,
  maxLength = 16,
  ...field
}: BoundFieldProps & {
  onSend: () => Promise<{ expiredMinutes: number } | null>;
  sendTestId: string;
  maxLength?: number;
}) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      required
      trailing={<SendCodeButton onSend={onSend} testId={sendTestId} />}
    />
  );
}
