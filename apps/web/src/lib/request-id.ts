type RandomSource = { getRandomValues: Crypto['getRandomValues']; randomUUID?: () => string };

/**
 * A fresh UUID v4 for a request's idempotency key (redeems, conversions, money moves).
 * crypto.randomUUID exists only in secure contexts; getRandomValues exists everywhere, so a plain-HTTP
 * host still gets a real UUID. Shared so a new feature does not grow another copy.
 */
export function newRequestId(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
