/** The list with the item at `from` moved to `to` (both within the list); the same list otherwise. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Why an image file cannot be uploaded (`type`, `size`), or null: png or jpg, at most `maxBytes`. */
export function imageFileProblem(
  file: { type: string; size: number },
  maxBytes: number,
): 'type' | 'size' | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
