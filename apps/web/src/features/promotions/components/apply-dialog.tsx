import { CloseIcon, PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useApplyPromotion } from '../api/apply-promotion';
import {
  addImages,
  applicationLimits,
  commentLength,
  commentTooLong,
  type ImageProblem,
} from '../lib/application-checks';

/**
 * The activity application (spec §3, §5): a comment of at most 140 characters with a live counter and up
 * to 3 png or jpg images of at most 5 MB, checked here with the spec §8 messages before anything is sent.
 */
export function ApplyDialog({
  promotionId,
  title,
  onClose,
}: {
  promotionId: string | null;
  title: string;
  onClose: (applied: boolean) => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  return (
    <Modal
      open={promotionId !== null}
      onOpenChange={(open) => (open ? undefined : onClose(false))}
      title={t('apply.title')}
      description={title}
      testId="promotion-apply-dialog"
    >
      {promotionId ? <ApplyForm promotionId={promotionId} onClose={onClose} /> : null}
    </Modal>
  );
}

function ApplyForm({ promotionId, onClose }: { promotionId: string; onClose: (applied: boolean) => void }) {
  const { t } = useTranslation(['rewards', 'common']);
  const apply = useApplyPromotion();
  const commentId = useId();
  const inputId = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const length = commentLength(comment);
  const tooLong = commentTooLong(comment);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const next = addImages(images, picked);
    setImages(next.files);
    setProblem(next.problem);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || apply.isPending) return;
    apply.mutate({ promotionId, comment, images }, { onSuccess: () => onClose(true) });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 flex flex-col gap-4"
      data-testid="promotion-apply-form"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={commentId} className="text-sm font-medium">
          {t('apply.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          data-testid="promotion-apply-comment"
          aria-invalid={tooLong}
          aria-describedby={`${commentId}-counter`}
          placeholder={t('apply.commentPlaceholder')}
          className="w-full resize-y rounded-md border border-border bg-surface px-3 py-2 text-base outline-none focus:ring-2 focus:ring-focus sm:text-sm"
        />
        <p
          id={`${commentId}-counter`}
          data-testid="promotion-apply-counter"
          aria-live="polite"
          className={`self-end text-xs tabular-nums ${tooLong ? 'font-semibold text-danger' : 'text-muted'}`}
        >
          {t('apply.counter', { count: length, max: applicationLimits.commentMax })}
        </p>
        {tooLong ? (
          <p role="alert" className="text-sm text-danger" data-testid="promotion-apply-comment-error">
            {t('apply.commentTooLong', { max: applicationLimits.commentMax })}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('apply.images')}</legend>
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {t('apply.imagesHint', { count: applicationLimits.maxImages })}
        </p>
        <ul className="flex flex-wrap gap-3">
          {previews.map((preview, index) => (
            <li
              key={preview}
              className="relative size-20 overflow-hidden rounded-md border border-border bg-surface-2"
            >
              <img
                src={preview}
                alt={t('apply.imageAlt', { index: index + 1 })}
                className="size-full object-cover"
                data-testid="promotion-apply-thumbnail"
              />
              <button
                type="button"
                onClick={() => {
                  setImages(images.filter((_, kept) => kept !== index));
                  setProblem(null);
                }}
                aria-label={t('apply.removeImage', { index: index + 1 })}
                className="absolute end-1 top-1 grid size-7 place-items-center rounded-full bg-overlay text-white"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
          {images.length < applicationLimits.maxImages ? (
            <li>
              <label
                htmlFor={inputId}
                className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-border bg-surface-2 text-xs text-muted focus-within:ring-2 focus-within:ring-focus hover:bg-surface-3"
              >
                <PlusIcon className="size-5" />
                {t('apply.addImage')}
                <input
                  id={inputId}
                  type="file"
                  accept="image/png,image/jpeg"
                  multiple
                  className="sr-only"
                  data-testid="promotion-apply-images"
                  aria-describedby={`${inputId}-hint`}
                  onChange={pick}
                />
              </label>
            </li>
          ) : null}
        </ul>
        {problem ? (
          <p
            role="alert"
            className="text-sm text-danger"
            data-testid="promotion-apply-image-error"
            data-problem={problem}
          >
            {t(`common:errors.${problem}`)}
          </p>
        ) : null}
      </fieldset>
      {apply.error ? <FormAlert error={apply.error} testId="promotion-apply-error" /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => onClose(false)}
          disabled={apply.isPending}
          className={`${buttonStyles.secondary} h-11`}
        >
          {t('apply.cancel')}
        </button>
        <button
          type="submit"
          data-testid="promotion-apply-submit"
          disabled={apply.isPending || tooLong}
          aria-busy={apply.isPending}
          className={`${buttonStyles.primary} h-11`}
        >
          {apply.isPending ? <Spinner className="size-4" /> : null}
          {t('apply.submit')}
        </button>
      </div>
    </form>
  );
}
