import type { ContentImage } from '@gaming/contracts/news';
import { PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentImageMaxBytes, useUploadContentImage } from '../lib/content-images';
import { imageFileProblem } from '../lib/images';
import { buttonStyles } from './button-styles';
import { FormError } from './form-error';

export type ContentImageFieldTexts = {
  label: string;
  hint: string;
  none: string;
  upload: string;
  replace: string;
  /** Shown on a button that clears the image; without it the image can only be replaced. */
  remove?: string;
  /** The text for a file refused here before sending (not png/jpg, or over 5 MB). */
  fileProblem: (problem: 'type' | 'size') => string;
};

/**
 * One content image (a banner's picture, a news cover): its preview and an upload (png or jpg, checked here
 * before it is sent). Test ids: `testId`, `-preview`, `-file`, `-problem`, `-required`, `-error`.
 */
export function ContentImageField({
  image,
  onChange,
  texts,
  testId,
  previewClassName,
  requiredText,
}: {
  image: { id: string; url: string } | null;
  onChange: (image: ContentImage | null) => void;
  texts: ContentImageFieldTexts;
  testId: string;
  /** The preview's shape (aspect and width), e.g. `aspect-video max-w-xs`. */
  previewClassName: string;
  /** The form's own problem for this field (e.g. required), shown under it. */
  requiredText?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadContentImage();
  const [fileProblem, setFileProblem] = useState<'type' | 'size' | null>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = imageFileProblem(file, contentImageMaxBytes);
    setFileProblem(wrong);
    if (!wrong) upload.mutate(file, { onSuccess: onChange });
  };
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid={testId}>
      <span className="font-semibold">{texts.label}</span>
      <p className="text-xs text-muted">{texts.hint}</p>
      {image ? (
        <img
          src={image.url}
          alt=""
          data-testid={`${testId}-preview`}
          className={`w-full rounded-md border border-border bg-surface-2 object-cover ${previewClassName}`}
        />
      ) : (
        <p className="text-muted">{texts.none}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <label className={`${buttonStyles.secondary} cursor-pointer`} htmlFor={`${id}-file`}>
          <PlusIcon className="size-4" />
          {upload.isPending ? t('states.working') : image ? texts.replace : texts.upload}
        </label>
        {image && texts.remove ? (
          <button type="button" className={buttonStyles.ghost} onClick={() => onChange(null)}>
            {texts.remove}
          </button>
        ) : null}
      </div>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        data-testid={`${testId}-file`}
        disabled={upload.isPending}
        onChange={onFile}
      />
      {fileProblem ? (
        <p className="text-xs text-danger" data-testid={`${testId}-problem`}>
          {texts.fileProblem(fileProblem)}
        </p>
      ) : null}
      {requiredText ? (
        <p className="text-xs text-danger" data-testid={`${testId}-required`}>
          {requiredText}
        </p>
      ) : null}
      {upload.isError ? <FormError error={upload.error} testId={`${testId}-error`} /> : null}
    </div>
  );
}
