/** A base32 secret in groups of four, easier to read aloud and to type into an authenticator app. */
export function groupSecret(secret: string, size = 4): string {
  const clean = secret.replace(/\s+/g, '').toUpperCase();
  return (clean.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}

/** Only otpauth://totp/ URIs become a QR code; anything else from a reply is not shown as one. */
export function isTotpUri(value: string): boolean {
  return /^otpauth:\/\/totp\/[^\s]+\?[^\s]*secret=[A-Z2-7]+/i.test(value);
}
