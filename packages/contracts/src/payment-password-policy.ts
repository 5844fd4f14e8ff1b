/**
 * The payment password policy (next to the login password's, password-policy.ts). A payment password is
 * short (the configured rule: 6 digits by default), so what it must not be matters more than its length:
 * one a stranger tries first. Refused, on the site and again on the server, with the field message
 * `validation.paymentPasswordTrivial`: one character repeated (111111), a run up or down (123456, 654321,
 * 890123), a short block repeated (121212, 123123), the member's birthday in the usual day, month and
 * year orders (170590, 900517, 19900517), and the last digits of the member's own phone number.
 */
export const paymentPasswordTrivialMessage = 'validation.paymentPasswordTrivial';

/** What is known about the member: each is optional (a form may not have asked for it). */
export type PaymentPasswordContext = {
  /** yyyy-MM-dd or MM-dd-yyyy, as the profile's birthday rule stores it; anything else is ignored. */
  birthday?: string | null | undefined;
  /** The phone number's digits (without the country code is enough: the last digits are compared). */
  mobileNumber?: string | null | undefined;
};

/** Blocks of this many characters or fewer repeated to fill the password (12 12 12, 123 123). */
const longestRepeatedBlock = 3;

function isOneCharacterRepeated(value: string): boolean {
  return value.length > 1 && [...value].every((character) => character === value[0]);
}

/** Every digit one more (or one less) than the one before, wrapping 9 to 0: 123456, 654321, 890123. */
function isDigitRun(value: string): boolean {
  if (!/^\d{3,}$/.test(value)) return false;
  const steps = new Set<number>();
  for (let index = 1; index < value.length; index += 1) {
    steps.add((Number(value[index]) - Number(value[index - 1]) + 10) % 10);
  }
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}

function isBlockRepeated(value: string): boolean {
  for (let size = 2; size <= longestRepeatedBlock && size * 2 <= value.length; size += 1) {
    if (value.length % size === 0 && value.slice(0, size).repeat(value.length / size) === value) return true;
  }
  return false;
}

/** The birthday written as digits in the orders people use for a PIN: 6 digits and 8 digits. */
export function birthdayDigitForms(birthday: string | null | undefined): string[] {
  const text = birthday?.trim() ?? '';
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const monthFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const parts = yearFirst
    ? { year: yearFirst[1], month: yearFirst[2], day: yearFirst[3] }
    : monthFirst
      ? { year: monthFirst[3], month: monthFirst[1], day: monthFirst[2] }
      : null;
  if (!parts?.year || !parts.month || !parts.day) return [];
  const { year, month, day } = parts;
  const shortYear = year.slice(2);
  const forms = [];
  for (const yearForm of [year, shortYear]) {
    forms.push(`${yearForm}${month}${day}`, `${day}${month}${yearForm}`, `${month}${day}${yearForm}`);
  }
  return forms;
}

function isOwnPhoneEnding(value: string, mobileNumber: string | null | undefined): boolean {
  const digits = mobileNumber?.replace(/\D/g, '') ?? '';
  return /^\d+$/.test(value) && digits.length >= value.length && digits.endsWith(value);
}

/** True when the payment password is one a stranger would try first (see the module's comment). */
export function isTrivialPaymentPassword(password: string, context: PaymentPasswordContext = {}): boolean {
  const value = password.trim();
  if (value === '') return false;
  return (
    isOneCharacterRepeated(value) ||
    isDigitRun(value) ||
    isBlockRepeated(value) ||
    birthdayDigitForms(context.birthday).includes(value) ||
    isOwnPhoneEnding(value, context.mobileNumber)
  );
}

/** The field message for a trivial payment password, or null; checked after the configured rule. */
export function paymentPasswordIssue(
  password: string,
  context: PaymentPasswordContext = {},
): typeof paymentPasswordTrivialMessage | null {
  return isTrivialPaymentPassword(password, context) ? paymentPasswordTrivialMessage : null;
}
