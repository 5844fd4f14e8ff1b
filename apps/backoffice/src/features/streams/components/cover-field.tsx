import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { ContentImage } from '@gaming/contracts/news';
import { PlusIcon } from '@gaming/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { authorizationHeaders, parseErrorBody } from '../../../lib/api-client';
import { imageFileProblem } from '../../../lib/images';
import { readStorage, storageKeys } from '../../../lib/storage';

/** Largest image the server takes (the uploads module's 5 MB for png and jpg). */
const maximumImageBytes = 5 * 1024 * 1024;

/** A content image (as news covers): multipart field "proof", png or jpg. */
async function uploadCover(file: File): Promise<ContentImage> {
  const form = new FormData();
  form.append('proof', file, file.name);
  const response = await fetch(adminApiRoutes.adminContentImageUpload.path, {
    method: 'POST',
    headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as ContentImage;
}

/** The stream's optional cover: preview, upload (checked here before it is sent) and removal. */
export function CoverField({
  cover,
  onChange,
}: {
  cover: { id: string; url: string } | null;
  onChange: (cover: { id: string; url: string } | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useMutation({ mutationFn: uploadCover });
  const [fileProblem, setFileProblem] = useState<'type' | 'size' | null>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = imageFileProblem(file, maximumImageBytes);
    setFileProblem(wrong);
    if (!wrong) upload.mutate(file, { onSuccess: (image) => onChange(image) });
  };
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid="stream-cover">
      <span className="font-semibold">{t('streams.fields.cover')}</span>
      {cover ? (
        <img
          src={cover.url}
          alt=""
          data-testid="stream-cover-preview"
          className="aspect-video w-full max-w-xs rounded-md border border-border bg-surface-2 object-cover"
        />
      ) : (
        <p className="text-muted">{t('streams.noCover')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <label className={`${buttonStyles.secondary} cursor-pointer`} htmlFor={`${id}-file`}>
          <PlusIcon className="size-4" />
          {upload.isPending ? t('states.working') : t('streams.uploadCover')}
        </label>
        {cover ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            data-testid="stream-cover-remove"
            onClick={() => onChange(null)}
          >
            {t('streams.removeCover')}
          </button>
        ) : null}
      </div>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        data-testid="stream-cover-file"
        disabled={upload.isPending}
        onChange={onFile}
      />
      {fileProblem ? (
        <p className="text-xs text-danger">{t(`banners.imageProblems.${fileProblem}`)}</p>
      ) : null}
      {upload.isError ? <FormError error={upload.error} testId="stream-cover-error" /> : null}
    </div>
  );
}
