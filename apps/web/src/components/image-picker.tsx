import { CloseIcon, PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProofFiles, type ProofProblem, proofLimits, readHead } from '../lib/image-files';

/**
 * Images a member sends with a form (deposit proofs, a promotion application; spec §8): png or jpg by
 * their bytes, at most 5 MB each, at most 3, with thumbnails to remove. Each refusal is named here before
 * anything is sent; the server checks again.
 */
export function ImagePicker({
  files,
  onChange,
  legend,
  hint,
  addLabel,
  thumbnailAlt,
  removeLabel,
  required = false,
  error = null,
  tileClass = 'size-24',
  testIds,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  legend: string;
  hint: string;
  addLabel: string;
  thumbnailAlt: (number: number) => string;
  removeLabel: (number: number) => string;
  required?: boolean;
  /** Already translated (e.g. "proof required" after a submit). */
  error?: string | null;
  /** The size of a thumbnail and of the add tile. */
  tileClass?: string;
  /** `remove` is a prefix: `${remove}${index}`. */
  testIds: { root?: string; input: string; thumbnail: string; remove: string; error: string };
}) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const [problems, setProblems] = useState<ProofProblem[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const candidates = await Promise.all(
      chosen.map(async (file) => ({ size: file.size, head: await readHead(file) })),
    );
    const { accepted, problems: found } = checkProofFiles(files.length, candidates);
    setProblems(found);
    if (accepted.length) onChange([...files, ...accepted.map((index) => chosen[index] as File)]);
  };

  const messages = [...problems.map((problem) => t(`errors.${problem}`)), ...(error ? [error] : [])];
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testIds.root}>
      <legend className="mb-1.5 text-sm font-medium">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </legend>
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      <ul className="flex flex-wrap gap-3">
        {previews.map((preview, index) => (
          <li
            key={preview}
            className={`relative ${tileClass} overflow-hidden rounded-md border border-border bg-surface-2`}
          >
            <img
              src={preview}
              alt={thumbnailAlt(index + 1)}
              className="size-full object-cover"
              data-testid={testIds.thumbnail}
            />
            <button
              type="button"
              onClick={() => {
                setProblems([]);
                onChange(files.filter((_, kept) => kept !== index));
              }}
              aria-label={removeLabel(index + 1)}
              data-testid={`${testIds.remove}${index}`}
              className="absolute end-1 top-1 grid size-7 place-items-center rounded-full bg-overlay text-white"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
        {files.length < proofLimits.maxCount ? (
          <li>
            <label
              htmlFor={inputId}
              className={`flex ${tileClass} cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-border bg-surface-2 text-xs text-muted hover:bg-surface-3 focus-within:ring-2 focus-within:ring-focus`}
            >
              <PlusIcon className="size-5" />
              {addLabel}
              <input
                id={inputId}
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="sr-only"
                data-testid={testIds.input}
                aria-describedby={`${inputId}-hint`}
                onChange={(event) => void pick(event)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {messages.length ? (
        <ul role="alert" data-testid={testIds.error} className="flex flex-col gap-1 text-sm text-danger">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
