import { CloseIcon, PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProofFiles, type ProofProblem, proofLimits, readHead } from '../lib/proof-files';

/**
 * Proof images (spec §8): png or jpg, at most 5 MB each, at most 3, with thumbnails. Each refusal is named
 * here before anything is sent; the server checks again.
 */
export function ProofPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  /** Already translated (e.g. "proof required" after a submit). */
  error: string | null;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
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

  const messages = [...problems.map((problem) => t(`common:errors.${problem}`)), ...(error ? [error] : [])];
  return (
    <fieldset className="flex flex-col gap-2" data-testid="deposit-proofs">
      <legend className="mb-1.5 text-sm font-medium">
        {t('manual.proofs')}
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </legend>
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        {t('manual.proofsHint', { count: proofLimits.maxCount })}
      </p>
      <ul className="flex flex-wrap gap-3">
        {previews.map((preview, index) => (
          <li
            key={preview}
            className="relative size-24 overflow-hidden rounded-md border border-border bg-surface-2"
          >
            <img
              src={preview}
              alt={t('manual.proofAlt', { index: index + 1 })}
              className="size-full object-cover"
              data-testid="deposit-proof-thumbnail"
            />
            <button
              type="button"
              onClick={() => onChange(files.filter((_, kept) => kept !== index))}
              aria-label={t('manual.removeProof', { index: index + 1 })}
              data-testid={`deposit-proof-remove-${index}`}
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
              className="flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-border bg-surface-2 text-xs text-muted hover:bg-surface-3 focus-within:ring-2 focus-within:ring-focus"
            >
              <PlusIcon className="size-5" />
              {t('manual.addProof')}
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="sr-only"
                data-testid="deposit-proof-input"
                aria-describedby={`${inputId}-hint`}
                onChange={(event) => void pick(event)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {messages.length ? (
        <ul
          role="alert"
          data-testid="deposit-proof-error"
          className="flex flex-col gap-1 text-sm text-danger"
        >
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
