import { TextField } from './form-field';

interface PasswordInput {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  testId: string;
}

/** A new password and its confirmation: both hidden until revealed, same length limit, hint under the first. */
export function PasswordPairFields({
  password,
  confirmation,
  hint = null,
  maxLength,
  numeric = false,
}: {
  password: PasswordInput;
  confirmation: PasswordInput;
  hint?: string | null;
  maxLength: number;
  /** A digits-only password (payment passwords) brings up the number pad on phones. */
  numeric?: boolean;
}) {
  const shared = {
    type: 'password',
    revealable: true,
    inputMode: numeric ? ('numeric' as const) : undefined,
    autoComplete: 'new-password',
    maxLength,
    required: true,
  };
  return (
    <>
      <TextField {...password} {...shared} hint={hint} />
      <TextField {...confirmation} {...shared} />
    </>
  );
}
