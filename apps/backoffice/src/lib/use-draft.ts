import { useState } from 'react';

type Fields = Record<string, unknown>;

/** Whether two sets of applied values say the same, field by field (a new object of equal values does). */
export function sameFields(left: Fields, right: Fields): boolean {
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}

/**
 * The values a form edits before they are applied. The draft starts as the applied values and starts
 * again whenever those change (a submitted form, Back in the browser), but not when they are only
 * rebuilt with equal values on a re-render, so typing is never lost to an unrelated refresh.
 */
export function useDraft<TFields extends Fields>(applied: TFields) {
  const [state, setState] = useState({ applied, draft: applied });
  let current = state;
  if (!sameFields(state.applied, applied)) {
    // Adjusting state while rendering, as React advises for state that follows a prop: no stale frame.
    current = { applied, draft: applied };
    setState(current);
  }
  const update = (next: Partial<TFields>) =>
    setState((latest) => ({ ...latest, draft: { ...latest.draft, ...next } }));
  return [current.draft, update] as const;
}
