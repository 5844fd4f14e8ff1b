import { promotionLimits } from '@gaming/contracts/promotions';
import { ChevronDownIcon, CloseIcon, PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { useProblemText } from '../../../components/problem-fields';
import type { FieldProblem } from '../../../lib/form-values';
import { imageFileProblem, moveItem } from '../../../lib/images';
import { useUploadPromotionImage } from '../api/promotions';

/**
 * The promotion's images in sequence (the first is the card's picture): upload a png or jpg (at most
 * 5 MB) or add an https address, move one up or down, remove one.
 */
export function ImageListEditor({
  images,
  onChange,
  problem,
  disabled,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  problem?: FieldProblem;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problemText = useProblemText()(problem);
  const upload = useUploadPromotionImage();
  const [url, setUrl] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const full = images.length >= promotionLimits.images;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problemKey = imageFileProblem(file, promotionLimits.promotionImageBytes);
    setFileProblem(problemKey);
    if (problemKey) return;
    upload.mutate(file, { onSuccess: (uploaded) => onChange([...images, uploaded.url]) });
  };
  const addUrl = () => {
    const value = url.trim();
    if (!/^https:\/\/[^\s"'<>]+$/.test(value)) return setFileProblem('url');
    setFileProblem(null);
    onChange([...images, value]);
    setUrl('');
  };
  return (
    <div className="flex flex-col gap-2" data-testid="promotion-images">
      <span className="font-semibold">{t('rewards.promotions.fields.images')}</span>
      <p className="text-xs text-muted">
        {t('rewards.promotions.imagesHint', { max: promotionLimits.images })}
      </p>
      {images.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {images.map((image, index) => (
            <li
              key={image}
              data-testid="promotion-image"
              className="flex items-center gap-3 rounded-md border border-border bg-surface-2 p-2"
            >
              <span className="w-6 text-center font-semibold tabular-nums">{index + 1}</span>
              <img src={image} alt="" className="h-12 w-20 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate font-mono text-xs" title={image}>
                {image}
              </span>
              {disabled ? null : (
                <span className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={`${buttonStyles.icon} size-8 rotate-180`}
                    aria-label={t('rewards.promotions.imageUp', { number: index + 1 })}
                    disabled={index === 0}
                    data-testid="promotion-image-up"
                    onClick={() => onChange(moveItem(images, index, index - 1))}
                  >
                    <ChevronDownIcon />
                  </button>
                  <button
                    type="button"
                    className={`${buttonStyles.icon} size-8`}
                    aria-label={t('rewards.promotions.imageDown', { number: index + 1 })}
                    disabled={index === images.length - 1}
                    data-testid="promotion-image-down"
                    onClick={() => onChange(moveItem(images, index, index + 1))}
                  >
                    <ChevronDownIcon />
                  </button>
                  <button
                    type="button"
                    className={`${buttonStyles.icon} size-8`}
                    aria-label={t('rewards.promotions.imageRemove', { number: index + 1 })}
                    data-testid="promotion-image-remove"
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
        <p className="text-muted">{t('rewards.promotions.noImages')}</p>
      )}
      {disabled || full ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className={`${buttonStyles.secondary} cursor-pointer`} htmlFor={`${id}-file`}>
            <PlusIcon className="size-4" />
            {upload.isPending ? t('states.working') : t('rewards.promotions.uploadImage')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            data-testid="promotion-image-file"
            disabled={upload.isPending}
            onChange={onFile}
          />
          <div className="flex min-w-0 flex-1 gap-2">
            <label htmlFor={`${id}-url`} className="sr-only">
              {t('rewards.promotions.imageUrl')}
            </label>
            <input
              id={`${id}-url`}
              className={inputStyles}
              placeholder={t('rewards.promotions.imageUrlPlaceholder')}
              data-testid="promotion-image-url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={addUrl}
              data-testid="promotion-image-add"
            >
              {t('rewards.promotions.addImage')}
            </button>
          </div>
        </div>
      )}
      {fileProblem ? (
        <p className="text-xs text-danger" data-testid="promotion-image-problem">
          {t(`rewards.promotions.imageProblems.${fileProblem}`)}
        </p>
      ) : null}
      {problemText ? <p className="text-xs text-danger">{problemText}</p> : null}
      {upload.isError ? <FormError error={upload.error} testId="promotion-image-error" /> : null}
    </div>
  );
}
