import { type PointsLine, pointsLimits } from '@gaming/contracts/points';
import { PlusIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../../components/data-table';
import { DateTime } from '../../../../components/date-time';
import { Figure } from '../../../../components/figure';
import { PagedSection } from '../../../../components/paged-section';
import { TextField } from '../../../../components/problem-fields';
import { QueryStates } from '../../../../components/query-states';
import { ReasonDialog } from '../../../../components/reason-dialog';
import type { Problems } from '../../../../lib/form-values';
import { defaultPageSize } from '../../../../lib/paging';
import { useAdjustPoints, useMemberPoints } from '../../api/points';
import { formatPoints, readSignedPoints } from '../../lib/points-values';

/** The reference shortened for the table (the whole id in its title, for copying from the audit). */
function shortReference(reference: string): string {
  return reference.length > 12 ? `${reference.slice(0, 8)}…${reference.slice(-4)}` : reference;
}

function lineColumns(t: TFunction): DataColumn<PointsLine>[] {
  return [
    { header: t('loyalty.points.fields.createdAt'), cell: (line) => <DateTime value={line.createdAt} /> },
    {
      header: t('loyalty.points.fields.code'),
      cell: (line) => t(`loyalty.points.codes.${line.code}`, { defaultValue: line.code }),
    },
    {
      header: t('loyalty.points.fields.points'),
      kind: 'number',
      testId: 'points-line-points',
      className: (line) => (line.points.startsWith('-') ? '' : 'text-success'),
      cell: (line) => formatPoints(line.points, { signed: true }),
    },
    {
      header: t('loyalty.points.fields.balanceAfter'),
      kind: 'number',
      cell: (line) => formatPoints(line.balanceAfterPoints),
    },
    {
      header: t('loyalty.points.fields.reference'),
      cell: (line) => (
        <code className="font-mono text-xs" title={line.transactionReference}>
          {shortReference(line.transactionReference)}
        </code>
      ),
    },
    {
      header: t('loyalty.points.fields.remark'),
      className: 'max-w-xs break-words',
      cell: (line) => line.remark ?? <span className="text-muted">{t('states.none')}</span>,
    },
  ];
}

function AdjustDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustPoints(memberId);
  const [points, setPoints] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problems: Problems = {};
  const value = readSignedPoints(points, 'points', problems);
  return (
    <ReasonDialog
      testId="points-adjust-dialog"
      title={t('loyalty.points.adjust.title')}
      description={t('loyalty.points.adjust.description')}
      confirmLabel={t('loyalty.points.adjust.confirm')}
      maxLength={pointsLimits.reasonLength}
      pending={adjust.isPending}
      error={adjust.isError ? adjust.error : null}
      extraInvalid={value === null}
      onClose={onClose}
      onConfirm={(reason) => {
        setSubmitted(true);
        if (value !== null) adjust.mutate({ points: value, reason }, { onSuccess: onClose });
      }}
    >
      <TextField
        label={t('loyalty.points.adjust.points')}
        hint={t('loyalty.points.adjust.pointsHint')}
        testId="points-adjust-points"
        inputMode="numeric"
        value={points}
        problem={submitted || points ? problems.points : undefined}
        onChange={(next) => {
          setSubmitted(true);
          setPoints(next);
        }}
      />
    </ReasonDialog>
  );
}

/**
 * A member's points: spendable, lifetime (never lowered by spending), points a refund still owes, and the
 * points lines newest first; staff with adjustPoints add or take points with a reason (audited).
 */
export function MemberPointsPanel({ memberId, canAdjust }: { memberId: string; canAdjust: boolean }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [adjusting, setAdjusting] = useState(false);
  const points = useMemberPoints(memberId, paging);
  return (
    <section
      data-testid="member-points"
      aria-labelledby="member-points-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="member-points-title" className="text-lg font-bold">
          {t('loyalty.points.title')}
        </h2>
        {canAdjust ? (
          <button
            type="button"
            data-testid="points-adjust-open"
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            onClick={() => setAdjusting(true)}
          >
            <PlusIcon className="size-4" />
            {t('loyalty.points.adjust.open')}
          </button>
        ) : null}
      </div>
      <QueryStates query={points}>
        {(data) => (
          <>
            <dl className="grid gap-2 sm:grid-cols-3">
              <Figure
                label={t('loyalty.points.spendable')}
                value={formatPoints(data.spendablePoints)}
                testId="member-points-spendable"
                strong
              />
              <Figure
                label={t('loyalty.points.lifetime')}
                value={formatPoints(data.lifetimePoints)}
                testId="member-points-lifetime"
              />
              <Figure
                label={t('loyalty.points.debt')}
                value={formatPoints(data.debtPoints)}
                testId="member-points-debt"
              />
            </dl>
            {data.lines.length === 0 ? (
              <p className="text-muted">{t('loyalty.points.noLines')}</p>
            ) : (
              <PagedSection
                label={t('loyalty.points.linesCaption')}
                busy={points.isFetching}
                pageInfo={data.pageInfo}
                onPageChange={(change) => setPaging((now) => ({ ...now, ...change }))}
              >
                <DataTable
                  testId="member-points-lines"
                  caption={t('loyalty.points.linesCaption')}
                  columns={lineColumns(t)}
                  rows={data.lines}
                  rowKey={(line) => `${line.transactionReference}:${line.code}:${line.points}`}
                  rowTestId="member-points-line"
                />
              </PagedSection>
            )}
          </>
        )}
      </QueryStates>
      {adjusting ? <AdjustDialog memberId={memberId} onClose={() => setAdjusting(false)} /> : null}
    </section>
  );
}
