import { type FormEvent, useState } from 'react';
import { type Problems, serverFieldProblems } from './form-values';

/** A save mutation of an editor dialog: a null id creates the record, an id changes only the fields sent. */
type SaveMutation<TCreate, TChange> = {
  isPending: boolean;
  error: unknown;
  mutate(
    variables: { id: null; body: TCreate } | { id: string; body: TChange },
    options: { onSuccess: () => void },
  ): void;
};

/**
 * The state of a create-or-edit dialog (banners, news, streams): the draft, each field's problem (cleared on
 * any edit; the server's refusals land at the same fields), and a submit that checks the draft, creates a new
 * record, or sends an existing one only what changed (nothing changed: the dialog just closes).
 */
export function useDraftDialog<TDraft, TSaved extends { id: string }, TCreate, TChange>(options: {
  /** The record being edited; null when creating one. */
  saved: TSaved | null;
  initialDraft: () => TDraft;
  save: SaveMutation<TCreate, TChange>;
  /** The request the draft makes, or each field's problem. */
  request: (draft: TDraft) => { body: TCreate | null; problems: Problems };
  /** Only what changed against the saved record; null when nothing did. */
  change: (saved: TSaved, body: TCreate) => TChange | null;
  /** The form field a server issue path (after `body.`) belongs to. */
  fieldOf: (path: string) => string | null;
  onClose: () => void;
}) {
  const { saved, save, onClose } = options;
  const [draft, setDraft] = useState<TDraft>(options.initialDraft);
  const [problems, setProblems] = useState<Problems>({});
  const set = (next: Partial<TDraft>) => {
    setDraft((now) => ({ ...now, ...next }));
    setProblems({});
  };
  const shown: Problems = { ...serverFieldProblems(save.error, options.fieldOf), ...problems };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = options.request(draft);
    setProblems(result.problems);
    if (!result.body) return;
    if (!saved) return save.mutate({ id: null, body: result.body }, { onSuccess: onClose });
    const change = options.change(saved, result.body);
    if (!change) return onClose();
    save.mutate({ id: saved.id, body: change }, { onSuccess: onClose });
  };
  return { draft, set, shown, submit };
}
