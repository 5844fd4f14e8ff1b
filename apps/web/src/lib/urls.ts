const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tg:', 'whatsapp:']);

/** An operator-configured link, or null when its scheme could run code (javascript:, data: …). */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return allowedProtocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** An in-app path from server data (banner linkage): same origin, absolute path, no scheme tricks. */
export function safeAppPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
