import { type KycDocumentType, type KycStatus, kycDocumentTypes } from '@gaming/contracts/kyc';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton } from '../../../components/skeleton';
import { SubmitButton } from '../../../components/submit-button';
import { formatBrandDay } from '../../../lib/brand-time';
import { useSiteSettings } from '../../system/api/get-site-settings';
import { useKycStatus, useUploadKycDocuments } from '../api/kyc';
import {
  type DocumentProblem,
  documentLimits,
  documentProblemOf,
  readCandidate,
} from '../lib/document-files';

const statusClass: Record<KycStatus, string> = {
  none: 'border-border',
  submitted: 'border-warning/60',
  verified: 'border-success/60',
  rejected: 'border-danger/60',
};

const fieldClass =
  'h-11 w-full rounded-md border border-border bg-surface-2 px-3 text-base text-text focus:border-focus focus:outline-none sm:text-sm';

/** The upload's day in the reader's language, in the brand's zone. */
function formatDate(iso: string, offsetMinutes: number): string {
  return formatBrandDay(Date.parse(iso), offsetMinutes);
}

function UploadForm() {
  const { t } = useTranslation('kyc');
  const id = useId();
  const upload = useUploadKycDocuments();
  const [documentType, setDocumentType] = useState<KycDocumentType>('passport');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<DocumentProblem | 'required' | null>(null);
  const [sent, setSent] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    setSent(false);
    if (files.length + chosen.length > documentLimits.maxCount) {
      setProblem('too_many_images');
      return;
    }
    for (const file of chosen) {
      const found = documentProblemOf(await readCandidate(file));
      if (found) {
        setProblem(found);
        return;
      }
    }
    setProblem(null);
    setFiles([...files, ...chosen]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setProblem('required');
      return;
    }
    if (upload.isPending) return;
    upload.mutate(
      { documentType, files },
      {
        onSuccess: () => {
          setFiles([]);
          setSent(true);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="kyc-upload-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-type`} className="text-sm font-medium">
          {t('upload.type')}
        </label>
        <select
          id={`${id}-type`}
          data-testid="kyc-document-type"
          className={fieldClass}
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value as KycDocumentType)}
        >
          {kycDocumentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('upload.files')}
        </label>
        <input
          id={`${id}-file`}
          data-testid="kyc-document-file"
          type="file"
          multiple
          accept="image/png,image/jpeg,application/pdf"
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          className="text-sm file:me-3 file:rounded-md file:border file:border-border file:bg-surface-2 file:px-3 file:py-2 file:text-text"
          onChange={(event) => void pick(event)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('upload.hint')}
        </p>
        {problem ? (
          <p
            id={`${id}-problem`}
            role="alert"
            className="text-sm text-danger"
            data-testid="kyc-upload-problem"
          >
            {t(`upload.problems.${problem}`)}
          </p>
        ) : null}
        {files.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" data-testid="kyc-picked-files">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center justify-between gap-2"
              >
                <span className="truncate">{file.name}</span>
                <button
                  type="button"
                  className={`${buttonStyles.ghost} ${buttonStyles.small}`}
                  onClick={() => setFiles(files.filter((_, position) => position !== index))}
                >
                  {t('upload.remove', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormAlert error={upload.error} success={sent ? t('upload.sent') : null} testId="kyc-upload-alert" />
      <SubmitButton pending={upload.isPending} testId="kyc-upload-submit">
        {t('upload.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * The member's identity verification (member-centre page `verification`): the state, the upload of one or
 * two documents (type and size checked from the bytes before sending; the server checks again), and the
 * latest documents with their review outcome.
 */
export function KycDocuments() {
  const { t } = useTranslation('kyc');
  const status = useKycStatus();
  const gmtOffsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  if (status.isPending) return <Skeleton className="h-64 w-full" />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  const data = status.data;
  return (
    <div className="flex flex-col gap-6" data-testid="kyc-documents">
      <section
        className={`flex flex-col gap-1 rounded-lg border bg-surface-2 p-4 ${statusClass[data.status]}`}
        data-testid="kyc-status"
        data-status={data.status}
      >
        <h2 className="text-base font-bold">{t(`status.${data.status}.title`)}</h2>
        <p className="text-sm text-muted">{t(`status.${data.status}.body`)}</p>
        {data.requiredBefore !== 'none' && data.status !== 'verified' ? (
          <p className="text-sm">{t(`requiredBefore.${data.requiredBefore}`)}</p>
        ) : null}
      </section>
      {data.status !== 'verified' ? (
        <section className="flex flex-col gap-3">
          <h2 className="text-base font-bold">{t('upload.title')}</h2>
          <UploadForm />
        </section>
      ) : null}
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-bold">{t('list.title')}</h2>
        {data.documents.length === 0 ? (
          <p className="text-sm text-muted">{t('list.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="kyc-document-list">
            {data.documents.map((document) => (
              <li
                key={document.id}
                data-testid="kyc-document"
                data-status={document.status}
                className="flex flex-col gap-1 rounded-lg border border-border bg-surface-2 p-3 text-sm"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{t(`types.${document.documentType}`)}</span>
                  <span>{t(`documentStatus.${document.status}`)}</span>
                </div>
                <span className="text-muted">
                  {t('list.uploaded', { date: formatDate(document.createdAt, gmtOffsetMinutes) })}
                </span>
                {document.rejectionReason ? (
                  <span>{t('list.reason', { reason: document.rejectionReason })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
