import { isPersonalPassword, passwordMinLength } from '@gaming/contracts/password-policy';
import type { FieldRule } from '@gaming/contracts/registration';
import { dictionary } from '@zxcvbn-ts/language-common';
import { checkField, type FieldIssue } from '../members/field-rules.js';

/**
 * The common passwords refused (ASVS 5.0 §6.2.4): zxcvbn-ts's list of 49,233 passwords seen most often in
 * breaches, shipped in an npm package (no download at run time). Only those the length rule lets through
 * need keeping: about 18,000 of 8 characters or more. Compared without case, so "Password1" is as common
 * as "password1".
 */
const commonPasswords: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= passwordMinLength),
);

export type PersonalWords = ReadonlyArray<string | null | undefined>;

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * The first reason a new password is refused, as a field issue with a message key the web app
 * translates: the configured rule (at least the policy's floor), then the member's own words
 * (`validation.passwordPersonal`), then the common list (`validation.passwordCommon`).
 */
export function passwordIssue(
  path: string,
  password: string,
  rule: FieldRule,
  personalWords: PersonalWords,
): FieldIssue | undefined {
  const ruleIssue = checkField(path, password, { ...rule, required: true });
  if (ruleIssue) return ruleIssue;
  if (isPersonalPassword(password, personalWords)) return { path, message: 'validation.passwordPersonal' };
  if (isCommonPassword(password)) return { path, message: 'validation.passwordCommon' };
  return undefined;
}

/** A member's own words a password must not be: the username, the phone number (with and without the code), the e-mail. */
export function personalWordsOf(member: {
  username: string;
  country_dialing_code: string | null;
  mobile_number: string | null;
  email: string | null;
}): PersonalWords {
  const fullNumber = member.mobile_number
    ? `${member.country_dialing_code ?? ''}${member.mobile_number}`
    : null;
  return [member.username, member.mobile_number, fullNumber, member.email];
}
