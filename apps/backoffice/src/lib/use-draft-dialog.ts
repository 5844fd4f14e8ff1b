import { type FormEvent, useState } from 'react';
import { type Problems, serverFieldProblems } from './form-values';

/** A save mutation of an editor dialog: a null id creates the record, an id changes it with the body sent. */
type SaveMutation<TCreate, TChange> = {
  isPending: boolean;
  error: unknown;
  mutate(
    variables: { id: null; body: TCreate } | { id: string; body: TChange },
    options: { onSuccess: () => void },
  ): void;
};

/**
 * The problems without those of the fields just changed (a field and its parts: `title` clears
 * `title.EN`), so a fixed field stops saying it is wrong before the next save.
 */
export function withoutProblems(problems: Problems, changed: readonly string[]): Problems {
  const kept = Object.entries(problems).filter(
    ([field]) => !changed.some((name) => field === name || field.startsWith(`${name}.`)),
  );
  return kept.length === Object.keys(problems).length ? problems : Object.fromEntries(kept);
}

/**
 * The state of a create-or-edit dialog (banners, news, streams, missions, mall items, ranking boards).
 * - `draft` and `set`: setting fields clears the form's own problems of those fields (and their parts) only.
 * - `shown`: the form's own problems from the last submit, over the field problems of the server's refusal of
 *   the last save; the server's stay shown until the next save is sent (editing a field does not clear them).
 * - `submit`: checks the draft (nothing is sent while a save is under way or while the draft has problems),
 *   creates a new record with the whole body, or sends an existing one what `change` returns (null: nothing
 *   changed, the dialog just closes). The dialog closes when the save succeeds.
 */
export function useDraftDialog<TDraft, TSaved extends { id: string }, TCreate, TChange>(options: {
  /** The record being edited; null when creating one. */
  saved: TSaved | null;
  initialDraft: () => TDraft;
  save: SaveMutation<TCreate, TChange>;
  /** The request the draft makes, or each field's problem. */
  request: (draft: TDraft) => { body: TCreate | null; problems: Problems | null };
  /** What an edit of the saved record sends (only what changed, where its route takes that); null: nothing. */
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
    setProblems((now) => withoutProblems(now, Object.keys(next)));
  };
  const shown: Problems = { ...serverFieldProblems(save.error, options.fieldOf), ...problems };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending) return;
    const result = options.request(draft);
    setProblems(result.problems ?? {});
    if (!result.body) return;
    if (!saved) return save.mutate({ id: null, body: result.body }, { onSuccess: onClose });
    const change = options.change(saved, result.body);
    if (!change) return onClose();
    save.mutate({ id: saved.id, body: change }, { onSuccess: onClose });
  };
  return { draft, set, shown, submit };
}
