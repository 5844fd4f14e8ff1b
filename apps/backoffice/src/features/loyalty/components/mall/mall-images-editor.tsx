import { pointsMallLimits } from '@gaming/contracts/points-mall';
import { ChevronDownIcon, CloseIcon, PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/button-styles';
import { FormError } from '../../../../components/form-error';
import { useProblemText } from '../../../../components/problem-fields';
import type { FieldProblem } from '../../../../lib/form-values';
import { imageFileProblem, moveItem } from '../../../../lib/images';
import { useUploadMallImage } from '../../api/mall';
import type { MallImage } from '../../lib/mall-item-form';

/** Largest image the server takes (the uploads module's 5 MB for png and jpg). */
const maximumImageBytes = 5 * 1024 * 1024;

/** An item's images in order (the first is the card's picture): upload a png or jpg, reorder, remove. */
export function MallImagesEditor({
  images,
  onChange,
  problem,
  disabled,
}: {
  images: MallImage[];
  onChange: (images: MallImage[]) => void;
  problem?: FieldProblem;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problemText = useProblemText()(problem);
  const upload = useUploadMallImage();
  const [fileProblem, setFileProblem] = useState<'type' | 'size' | null>(null);
  const full = images.length >= pointsMallLimits.images;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = imageFileProblem(file, maximumImageBytes);
    setFileProblem(wrong);
    if (!wrong) upload.mutate(file, { onSuccess: (image) => onChange([...images, image]) });
  };
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid="mall-images">
      <span className="font-semibold">{t('loyalty.mall.fields.images')}</span>
      <p className="text-xs text-muted">{t('loyalty.mall.imagesHint', { max: pointsMallLimits.images })}</p>
      {images.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {images.map((image, index) => (
            <li
              key={image.id}
              data-testid="mall-image"
              className="flex items-center gap-3 rounded-md border border-border bg-surface-2 p-2"
            >
              <span className="w-6 text-center font-semibold tabular-nums">{index + 1}</span>
              <img src={image.url} alt="" className="h-12 w-16 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1" />
              {disabled ? null : (
                <span className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={`${buttonStyles.icon} size-8 rotate-180`}
                    aria-label={t('loyalty.mall.imageUp', { number: index + 1 })}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(images, index, index - 1))}
                  >
                    <ChevronDownIcon />
                  </button>
                  <button
                    type="button"
                    className={`${buttonStyles.icon} size-8`}
                    aria-label={t('loyalty.mall.imageDown', { number: index + 1 })}
                    disabled={index === images.length - 1}
                    onClick={() => onChange(moveItem(images, index, index + 1))}
                  >
                    <ChevronDownIcon />
                  </button>
                  <button
                    type="button"
                    className={`${buttonStyles.icon} size-8`}
                    aria-label={t('loyalty.mall.imageRemove', { number: index + 1 })}
                    data-testid="mall-image-remove"
                    onClick={() => onChange(images.filter((_, at) => at !== index))}
                  >
                    <CloseIcon />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">{t('loyalty.mall.noImages')}</p>
      )}
      {disabled || full ? null : (
        <>
          <label className={`${buttonStyles.secondary} cursor-pointer self-start`} htmlFor={`${id}-file`}>
            <PlusIcon className="size-4" />
            {upload.isPending ? t('states.working') : t('loyalty.mall.uploadImage')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            data-testid="mall-image-file"
            disabled={upload.isPending}
            onChange={onFile}
          />
        </>
      )}
      {fileProblem ? (
        <p className="text-xs text-danger" data-testid="mall-image-problem">
          {t(`loyalty.mall.imageProblems.${fileProblem}`)}
        </p>
      ) : null}
      {problemText ? <p className="text-xs text-danger">{problemText}</p> : null}
      {upload.isError ? <FormError error={upload.error} testId="mall-image-error" /> : null}
    </div>
  );
}
