import { useState } from 'react';
import { type Problems, serverFieldProblems } from '../../../lib/form-values';
import { withoutProblems } from './problems';

/**
 * An editor dialog's draft and the problems it shows: the form's own (from the last save attempt) over the
 * server's field problems of the failed save; changing a field clears that field's problems at once.
 */
export function useEditorDraft<Draft extends object>(
  initial: () => Draft,
  saveError: unknown,
  fieldOf: (path: string) => string | null,
) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const set = (next: Partial<Draft>) => {
    setDraft((now) => ({ ...now, ...next }));
    setProblems((now) => withoutProblems(now, Object.keys(next)));
  };
  const shown: Problems = { ...serverFieldProblems(saveError, fieldOf), ...problems };
  return { draft, set, shown, setProblems };
}
