import { PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { useProblemText } from '../../../components/problem-fields';
import type { FieldProblem } from '../../../lib/form-values';
import { imageFileProblem } from '../../../lib/images';
import { useUploadBannerImage } from '../api/banners';

/** Largest image the server takes (the uploads module's 5 MB for png and jpg). */
const maximumImageBytes = 5 * 1024 * 1024;

/** The banner's one image: its preview and an upload (png or jpg, checked here before it is sent). */
export function ImageUploadField({
  image,
  onChange,
  problem,
}: {
  image: { id: string; url: string } | null;
  onChange: (image: { id: string; url: string }) => void;
  problem?: FieldProblem;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadBannerImage();
  const problemText = useProblemText()(problem);
  const [fileProblem, setFileProblem] = useState<'type' | 'size' | null>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = imageFileProblem(file, maximumImageBytes);
    setFileProblem(wrong);
    if (!wrong) upload.mutate(file, { onSuccess: onChange });
  };
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid="banner-image">
      <span className="font-semibold">{t('banners.fields.image')}</span>
      <p className="text-xs text-muted">{t('banners.imageHint')}</p>
      {image ? (
        <img
          src={image.url}
          alt=""
          data-testid="banner-image-preview"
          className="aspect-[3/1] w-full max-w-md rounded-md border border-border bg-surface-2 object-cover"
        />
      ) : (
        <p className="text-muted">{t('banners.noImage')}</p>
      )}
      <label className={`${buttonStyles.secondary} cursor-pointer self-start`} htmlFor={`${id}-file`}>
        <PlusIcon className="size-4" />
        {upload.isPending
          ? t('states.working')
          : image
            ? t('banners.replaceImage')
            : t('banners.uploadImage')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        data-testid="banner-image-file"
        disabled={upload.isPending}
        onChange={onFile}
      />
      {fileProblem ? (
        <p className="text-xs text-danger" data-testid="banner-image-problem">
          {t(`banners.imageProblems.${fileProblem}`)}
        </p>
      ) : null}
      {problemText ? (
        <p className="text-xs text-danger" data-testid="banner-image-required">
          {problemText}
        </p>
      ) : null}
      {upload.isError ? <FormError error={upload.error} testId="banner-image-error" /> : null}
    </div>
  );
}
