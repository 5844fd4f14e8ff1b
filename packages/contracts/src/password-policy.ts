import { z } from 'zod';
import type { FieldRule } from './registration.js';

/**
 * The member password policy, after OWASP ASVS 5.0 §6.2: at least 8 characters (6.2.1), at least 64
 * allowed (6.2.9), any characters (6.2.5: no composition rules by default), not the member's own name,
 * phone number or e-mail (6.2.11), and not one of the common passwords the server ships (6.2.4; checked
 * on the server only, the list is too large for the site's bundle). An operator may make the configured
 * rule stricter; never weaker than this floor.
 */
export const passwordMinLength = 8;
/** Whatever the configuration says, at least this many characters are allowed. */
export const passwordAllowedLengthAtLeast = 64;
/** The longest password any request may carry (argon2 hashes it; longer input is refused unread). */
export const passwordMaxInputLength = 128;

/** A new password as a request carries it; the configured rule and the deny lists are checked after. */
export const newPasswordSchema = z
  .string()
  .min(passwordMinLength, `validation.length:${passwordMinLength}:${passwordMaxInputLength}`)
  .max(passwordMaxInputLength, `validation.length:${passwordMinLength}:${passwordMaxInputLength}`);

/** The configured password rule raised to the policy's floor: an old or careless setting cannot weaken it. */
export function withPasswordPolicy<Rule extends Pick<FieldRule, 'minLength' | 'maxLength'>>(
  rule: Rule,
): Rule {
  const maxLength = Math.min(Math.max(rule.maxLength, passwordAllowedLengthAtLeast), passwordMaxInputLength);
  return { ...rule, minLength: Math.min(Math.max(rule.minLength, passwordMinLength), maxLength), maxLength };
}

/** The member's own words (username, phone number, e-mail) a password must not be, whatever the case. */
export function isPersonalPassword(
  password: string,
  personalWords: ReadonlyArray<string | null | undefined>,
): boolean {
  const typed = password.trim().toLowerCase();
  return personalWords.some(
    (word) => word !== null && word !== undefined && word.trim().toLowerCase() === typed,
  );
}
