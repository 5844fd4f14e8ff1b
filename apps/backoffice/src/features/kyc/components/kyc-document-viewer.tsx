import type { AdminKycDocument } from '@gaming/contracts/kyc';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useKycDocumentFile } from '../api/kyc-review';

/**
 * The document as the reviewer sees it: an image inline, a PDF in a sandboxed frame (no scripts, no
 * same origin) of a blob URL, so a hostile PDF cannot act as the back office. The object URL is revoked
 * when the document changes or the viewer closes.
 */
export function KycDocumentViewer({ document }: { document: AdminKycDocument }) {
  const { t } = useTranslation('compliance');
  const file = useKycDocumentFile(document.id);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    // The type is the one the server read from the bytes, not whatever the blob claims.
    const objectUrl = URL.createObjectURL(new Blob([file.data], { type: document.contentType }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data, document.contentType]);
  if (file.isError) return <ErrorState error={file.error} compact />;
  if (!url) return <Skeleton className="h-96 w-full" />;
  if (document.contentType === 'application/pdf')
    return (
      <div className="flex flex-col gap-2">
        <iframe
          src={url}
          sandbox=""
          title={t('kyc.viewer.pdfTitle', { account: document.memberAccount })}
          data-testid="kyc-document-pdf"
          className="h-[70vh] w-full rounded-md border border-border bg-surface-2"
        />
        {/* Some browsers refuse to run their PDF viewer in a sandboxed frame: the same blob (typed as a PDF
            by the server's reading of its bytes) opens in the browser's own viewer in a new tab instead. */}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm underline"
          data-testid="kyc-document-pdf-open"
        >
          {t('kyc.viewer.openPdf')}
        </a>
      </div>
    );
  return (
    <img
      src={url}
      alt={t('kyc.viewer.imageAlt', { account: document.memberAccount })}
      data-testid="kyc-document-image"
      className="max-h-[70vh] w-full rounded-md border border-border bg-surface-2 object-contain"
    />
  );
}
