import type { RgRestriction } from '@gaming/contracts/rg-exclusions';

/**
 * The restriction a `restricted` login answered with, kept in session storage for this tab so a reload
 * shows the restricted page at once (rgStatus confirms it). A logout clears session storage, and it.
 */
const storageKey = 'rgRestriction';

const kinds = new Set(['break', 'self_exclusion', 'closure', 'external', 'underage']);

function isRestriction(value: unknown): value is RgRestriction {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.kind === 'string' &&
    kinds.has(entry.kind) &&
    (entry.until === null || typeof entry.until === 'string') &&
    typeof entry.canRequestReturn === 'boolean' &&
    (entry.returnEffectiveAt === null || typeof entry.returnEffectiveAt === 'string')
  );
}

export function readStoredRestriction(): RgRestriction | null {
  try {
    const text = window.sessionStorage.getItem(storageKey);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isRestriction(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeRestriction(restriction: RgRestriction | null): void {
  try {
    if (restriction === null) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, JSON.stringify(restriction));
  } catch {
    // Storage off (private mode): rgStatus still tells the restricted page after a reload.
  }
}
