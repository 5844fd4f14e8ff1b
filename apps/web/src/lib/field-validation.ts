import {
  isPersonalPassword,
  passwordAllowedLengthAtLeast,
  passwordMinLength,
  withPasswordPolicy,
} from '@gaming/contracts/password-policy';
import { type PaymentPasswordContext, paymentPasswordIssue } from '@gaming/contracts/payment-password-policy';
import { type FieldRule, patternCatalogue } from '@gaming/contracts/registration';

/**
 * Client-side checks with the server's own per-field rules (registrationValidation): the same order and
 * the same message keys the server answers with, so a message reads alike whoever found the problem.
 * Keys: `validation.required`, `validation.length:<min>:<max>`, `validation.pattern.<id>`,
 * `validation.inconsistentTwice`, `validation.underage:<years>`, `validation.samePassword`,
 * `validation.passwordPersonal`, `validation.passwordCommon`, `validation.paymentPasswordTrivial`.
 */
export type Rule = Pick<FieldRule, 'required' | 'patternId' | 'acceptedPattern' | 'minLength' | 'maxLength'>;

const compiled = new Map<string, RegExp | null>();

function patternOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source, 'u'));
    } catch {
      // A pattern this browser cannot compile is left to the server.
      compiled.set(source, null);
    }
  }
  return compiled.get(source) ?? null;
}

export function checkValue(value: string, rule: Rule): string | null {
  const text = value.trim();
  if (text === '') return rule.required ? 'validation.required' : null;
  if (text.length < rule.minLength || text.length > rule.maxLength) {
    return `validation.length:${rule.minLength}:${rule.maxLength}`;
  }
  const pattern = patternOf(rule.acceptedPattern);
  if (pattern && !pattern.test(text)) return `validation.pattern.${rule.patternId}`;
  return null;
}

export function requiredOnly(value: string): string | null {
  return value.trim() === '' ? 'validation.required' : null;
}

/** Something@something.tld: the shape an address must have before a code or a link is sent to it. */
export function checkEmail(value: string): string | null {
  return requiredOnly(value) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'validation.email');
}

/** A new password: the server's rule when it is known, otherwise only required. */
export function checkNewPassword(value: string, rule: Rule | undefined): string | null {
  return rule ? checkValue(value, { ...rule, required: true }) : requiredOnly(value);
}

/**
 * A member's new login password: the server's rule, never below the policy's floor (8 to at least 64
 * characters, packages/contracts password-policy), and not one of the member's own words (username,
 * phone number, e-mail). The common-password list is the server's alone: too large for the bundle; its
 * refusal comes back as `validation.passwordCommon` on the field.
 */
export function checkMemberPassword(
  value: string,
  rule: Rule | undefined,
  personalWords: ReadonlyArray<string | null | undefined> = [],
): string | null {
  const floor = withPasswordPolicy(rule ?? defaultPasswordRule);
  const issue = checkValue(value, { ...floor, required: true });
  if (issue) return issue;
  return isPersonalPassword(value, personalWords) ? 'validation.passwordPersonal' : null;
}

/**
 * A new payment password: the server's rule, then the policy's refusal of one a stranger tries first
 * (packages/contracts payment-password-policy: `validation.paymentPasswordTrivial`), with what the site
 * knows of the member (the birthday, a phone number typed on the same form). The server checks again
 * with what it knows.
 */
export function checkPaymentPassword(
  value: string,
  rule: Rule | undefined,
  context: PaymentPasswordContext = {},
): string | null {
  return checkNewPassword(value, rule) ?? paymentPasswordIssue(value, context);
}

const defaultPasswordRule: Rule = {
  required: true,
  patternId: 'anyCharacters',
  acceptedPattern: patternCatalogue.anyCharacters.source,
  minLength: passwordMinLength,
  maxLength: passwordAllowedLengthAtLeast,
};

export function checkConfirmation(value: string, original: string): string | null {
  if (value === '') return 'validation.required';
  return value === original ? null : 'validation.inconsistentTwice';
}

/** Whole years between a yyyy-MM-dd birthday and today (UTC, as the server counts). */
export function ageInYears(birthday: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getUTCFullYear() - year;
  const month1 = today.getUTCMonth() + 1;
  if (month1 < month || (month1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

/** Server field issues by field name (`body.username` and `username` alike), first message each. */
export function issuesByField(
  issues: ReadonlyArray<{ path: string; message: string }>,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, '');
    if (!(field in byField)) byField[field] = issue.message;
  }
  return byField;
}

/** The namespace holding the validation texts; callers translate with it. */
export const validationNamespace = 'account';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "4 to 16 characters", or "exactly 6 characters" when both bounds agree. */
function rangeText(t: Translate, min: number, max: number): string {
  return min === max
    ? t('validation.rangeExact', { count: min })
    : t('validation.rangeBetween', { min, max });
}

/**
 * The login password's hint, from the policy (the configured rule raised to its floor): its length, which
 * characters it may hold (any, symbols and spaces too, unless an operator narrowed the rule) and what it
 * must not be.
 */
export function passwordHint(t: Translate, rule: Rule | undefined): string {
  const policy = withPasswordPolicy(rule ?? defaultPasswordRule);
  const characters =
    policy.patternId === 'anyCharacters'
      ? t('validation.passwordAnyCharacters')
      : t(`validation.pattern.${policy.patternId}`);
  return t('validation.passwordHint', {
    range: rangeText(t, policy.minLength, policy.maxLength),
    characters,
  });
}

/** The payment password's hint: "6 digits" for the default rule, and what it must not be. */
export function paymentPasswordHint(t: Translate, rule: Rule): string {
  const digitsOnly = rule.patternId === 'digitsOnly';
  const range = !digitsOnly
    ? rangeText(t, rule.minLength, rule.maxLength)
    : rule.minLength === rule.maxLength
      ? t('validation.digitsExact', { count: rule.minLength })
      : t('validation.digitsBetween', { min: rule.minLength, max: rule.maxLength });
  return t('validation.paymentPasswordHint', { range });
}

/**
 * The translated text of a validation message key (`validation.length:4:16`, `validation.pattern.<id>`,
 * …), or null when there is none. A pattern message names the rule's length when the rule is known.
 */
export function validationText(
  t: Translate,
  message: string | null | undefined,
  rule?: Pick<Rule, 'minLength' | 'maxLength'> & { patternId?: string },
): string | null {
  if (!message) return null;
  const [key = '', ...args] = message.split(':');
  if (key === 'validation.length') {
    return t('validation.length', { range: rangeText(t, Number(args[0] ?? 0), Number(args[1] ?? 0)) });
  }
  if (key === 'validation.underage') return t(key, { years: Number(args[0] ?? 18) });
  if (key.startsWith('validation.pattern.')) {
    const format = t(key);
    const patternId = key.slice('validation.pattern.'.length);
    if (!rule || patternId.startsWith('date') || patternId === 'anyCharacters') return format;
    return t('validation.patternWithRange', { format, range: rangeText(t, rule.minLength, rule.maxLength) });
  }
  if (key.startsWith('validation.')) return t(key);
  return t('validation.invalid');
}
