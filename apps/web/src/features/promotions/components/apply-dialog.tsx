import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { ImagePicker } from '../../../components/image-picker';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useApplyPromotion } from '../api/apply-promotion';
import { applicationLimits, commentLength, commentTooLong } from '../lib/application-checks';

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
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const length = commentLength(comment);
  const tooLong = commentTooLong(comment);

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
      <ImagePicker
        files={images}
        onChange={setImages}
        legend={t('apply.images')}
        hint={t('apply.imagesHint', { count: applicationLimits.maxImages })}
        addLabel={t('apply.addImage')}
        thumbnailAlt={(index) => t('apply.imageAlt', { index })}
        removeLabel={(index) => t('apply.removeImage', { index })}
        tileClass="size-20"
        testIds={{
          input: 'promotion-apply-images',
          thumbnail: 'promotion-apply-thumbnail',
          remove: 'promotion-apply-remove-',
          error: 'promotion-apply-image-error',
        }}
      />
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
