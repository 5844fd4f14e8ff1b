/** Limits of the staff sign-in and change-password bodies (contracts/staff.ts and the server). */
export const minimumPasswordLength = 12;
export const maximumPasswordLength = 128;

export type SignInField = 'username' | 'password' | 'totpCode';
export type SignInProblem = 'required' | 'totpFormat';

/** Authenticator apps show "123 456"; people paste it with the space. */
export function normalizeTotpCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function validateSignIn(input: {
  username: string;
  password: string;
  totpCode: string;
}): Partial<Record<SignInField, SignInProblem>> {
  const problems: Partial<Record<SignInField, SignInProblem>> = {};
  if (!input.username.trim()) problems.username = 'required';
  if (!input.password) problems.password = 'required';
  const code = normalizeTotpCode(input.totpCode);
  if (!code) problems.totpCode = 'required';
  else if (!/^\d{6}$/.test(code)) problems.totpCode = 'totpFormat';
  return problems;
}

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordProblem =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'sameAsOld'
  | 'mismatch'
  | 'common'
  | 'personal';

/** The server's reasons for refusing a new password (issues on newPassword) as the form's problems. */
const serverPasswordProblems: Record<string, PasswordProblem> = {
  'validation.samePassword': 'sameAsOld',
  'validation.passwordCommon': 'common',
  'validation.passwordPersonal': 'personal',
};

/**
 * The problem the server found with the new password, when its refusal names one: only the server knows
 * the list of common passwords (too large to ship to the browser).
 */
export function serverPasswordProblem(
  issues: ReadonlyArray<{ path: string; message: string }>,
): PasswordProblem | undefined {
  const issue = issues.find((candidate) => candidate.path.endsWith('newPassword'));
  return issue ? serverPasswordProblems[issue.message] : undefined;
}

export function validatePasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Partial<Record<PasswordField, PasswordProblem>> {
  const problems: Partial<Record<PasswordField, PasswordProblem>> = {};
  if (!input.oldPassword) problems.oldPassword = 'required';
  if (!input.newPassword) problems.newPassword = 'required';
  else if (input.newPassword.length < minimumPasswordLength) problems.newPassword = 'tooShort';
  else if (input.newPassword.length > maximumPasswordLength) problems.newPassword = 'tooLong';
  else if (input.newPassword === input.oldPassword) problems.newPassword = 'sameAsOld';
  if (!input.confirmPassword) problems.confirmPassword = 'required';
  else if (input.confirmPassword !== input.newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}

export function hasProblems(problems: Record<string, unknown>): boolean {
  return Object.keys(problems).length > 0;
}
