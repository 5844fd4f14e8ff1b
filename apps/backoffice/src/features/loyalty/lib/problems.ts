import type { Problems } from '../../../lib/form-values';

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
