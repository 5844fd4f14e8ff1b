import { type AdminKycDocument, type KycDocumentStatus, kycDocumentStatuses } from '@gaming/contracts/kyc';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { can } from '../../../lib/permissions';
import { useCurrentStaff } from '../../session/api/get-current-staff';
import { useKycQueue } from '../api/kyc-review';
import { KycRejectDialog, KycVerifyDialog } from './kyc-decision-dialog';

const statusTone: Record<KycDocumentStatus, BadgeTone> = {
  submitted: 'warning',
  verified: 'success',
  rejected: 'danger',
};

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** /compliance/kyc: the review queue (oldest first), each document opened beside the verify and reject forms. */
export function KycReview() {
  const { t } = useTranslation('compliance');
  const id = useId();
  const role = useCurrentStaff().data?.staff.role;
  const canDecide = can(role, 'reviewKyc');
  const [status, setStatus] = useState<KycDocumentStatus>('submitted');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [open, setOpen] = useState<{ document: AdminKycDocument; rejecting: boolean } | null>(null);
  const queue = useKycQueue(status, page, pageSize);
  return (
    <section className="flex flex-col gap-4" data-testid="kyc-review">
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={`${id}-status`} className="font-semibold">
          {t('kyc.queue.status')}
        </label>
        <select
          id={`${id}-status`}
          data-testid="kyc-status-filter"
          className={inputStyles}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as KycDocumentStatus);
            setPage(1);
          }}
        >
          {kycDocumentStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`kyc.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryStates
        query={queue}
        isEmpty={(data) => data.documents.length === 0}
        empty={{ title: t('kyc.queue.empty') }}
      >
        {(data) => (
          <>
            <DataTable
              testId="kyc-queue"
              caption={t('kyc.queue.caption')}
              rows={data.documents}
              rowKey={(row) => row.id}
              rowTestId="kyc-queue-row"
              columns={[
                { header: t('kyc.queue.member'), cell: (row) => row.memberAccount },
                { header: t('kyc.queue.type'), cell: (row) => t(`kyc.types.${row.documentType}`) },
                {
                  header: t('kyc.queue.format'),
                  cell: (row) =>
                    `${t(`kyc.formats.${row.contentType.split('/')[1]}`)} · ${formatSize(row.sizeBytes)}`,
                },
                { header: t('kyc.queue.uploaded'), cell: (row) => <DateTime value={row.createdAt} /> },
                {
                  header: t('kyc.queue.statusColumn'),
                  cell: (row) => (
                    <Badge tone={statusTone[row.status]} value={row.status}>
                      {t(`kyc.statuses.${row.status}`)}
                    </Badge>
                  ),
                },
                {
                  header: t('kyc.queue.actions'),
                  hideHeader: true,
                  kind: 'wide',
                  cell: (row) => (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      data-testid="kyc-open"
                      onClick={() => setOpen({ document: row, rejecting: false })}
                    >
                      {row.status === 'submitted' && canDecide
                        ? t('kyc.actions.review', { account: row.memberAccount })
                        : t('kyc.actions.view', { account: row.memberAccount })}
                    </button>
                  ),
                },
              ]}
            />
            <Pager
              pageInfo={data.pageInfo}
              onChange={(change) => {
                setPage(change.page);
                if (change.pageSize) setPageSize(change.pageSize);
              }}
            />
          </>
        )}
      </QueryStates>
      {open && !open.rejecting ? (
        <KycVerifyDialog
          document={open.document}
          canDecide={canDecide}
          onReject={() => setOpen({ document: open.document, rejecting: true })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.rejecting ? <KycRejectDialog document={open.document} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
