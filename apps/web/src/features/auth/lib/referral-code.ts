/** Referral codes are short, printable identifiers; anything else in the query is ignored. */
export function sanitizeReferralCode(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return /^[A-Za-z0-9_-]{1,32}$/.test(trimmed) ? trimmed : null;
}
