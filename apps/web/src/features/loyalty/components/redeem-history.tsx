import type { Redeem, RedeemStatus } from '@gaming/contracts/points-mall';
import { redeemStatuses } from '@gaming/contracts/points-mall';
import { ScrollIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { formatCount } from '../../../lib/locale-format';
import { redeemsPageSize, useRedeemList } from '../api/get-redeem-list';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { shortReference } from '../lib/reference';
import { formatPoints } from '../lib/whole-numbers';
import { RedeemStatusChip } from './redeem-status-chip';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="font-semibold break-words tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** One redeem with the fields of spec §3: points, amount, ratio, units, quantity, status, remark, reference, time. */
function RedeemRow({ redeem, format }: { redeem: Redeem; format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const title =
    redeem.kind === 'convert' ? t('history.conversion') : (redeem.title ?? t(`mall.kinds.${redeem.kind}`));
  return (
    <li
      data-testid="redeem-row"
      data-redeem-id={redeem.id}
      data-status={redeem.status}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-bold break-words" data-testid="redeem-title">
            {title}
          </h3>
          <p className="text-xs text-muted tabular-nums">
            {t('history.appliedAt', { time: format.time(redeem.appliedAt, 'minute') })}
          </p>
        </div>
        <RedeemStatusChip status={redeem.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-3 lg:grid-cols-5">
        <Field label={t('history.points')} value={formatPoints(redeem.points)} testId="redeem-points" />
        <Field
          label={t('history.amount')}
          value={redeem.amountMinor === null ? '—' : format.money(redeem.amountMinor)}
          testId="redeem-amount"
        />
        {redeem.kind === 'convert' ? (
          <>
            <Field
              label={t('history.ratio')}
              value={redeem.ratio === null ? '—' : formatPoints(String(redeem.ratio))}
            />
            <Field
              label={t('history.units')}
              value={redeem.units === null ? '—' : formatPoints(String(redeem.units))}
            />
          </>
        ) : (
          <Field
            label={t('history.quantity')}
            value={formatCount(redeem.quantity)}
            testId="redeem-quantity-value"
          />
        )}
        <Field
          label={t('history.reference')}
          value={shortReference(redeem.transactionReference)}
          testId="redeem-reference"
        />
        {redeem.decidedAt ? (
          <Field label={t('history.decidedAt')} value={format.time(redeem.decidedAt, 'minute')} />
        ) : null}
      </dl>
      {redeem.memberRemark ? (
        <p className="text-xs break-words text-muted">
          {t('history.yourRemark', { remark: redeem.memberRemark })}
        </p>
      ) : null}
      {redeem.remark ? (
        <p className="rounded-md bg-surface-2 p-2 text-xs break-words" data-testid="redeem-remark-staff">
          {t('history.remark', { remark: redeem.remark })}
        </p>
      ) : null}
    </li>
  );
}

/** The member's redeems and conversions, filtered by state (spec §4), newest first. */
export function RedeemHistory({ format }: { format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const [status, setStatus] = useState<RedeemStatus | null>(null);
  const [page, setPage] = useState(1);
  const redeems = useRedeemList(page, status);
  return (
    <div className="flex flex-col gap-4" data-testid="redeem-history">
      <SelectField
        label={t('history.statusFilter')}
        value={status ?? ''}
        onChange={(value) => {
          setStatus(value === '' ? null : (value as RedeemStatus));
          setPage(1);
        }}
        options={[
          { value: '', label: t('history.allStatuses') },
          ...redeemStatuses.map((value) => ({ value, label: t(`history.statuses.${value}`) })),
        ]}
        testId="redeem-status-filter"
        className="w-full sm:w-56"
      />
      <ReportStates
        query={redeems}
        rangeProblem={null}
        testIdPrefix="redeems"
        placeholder={<ListSkeleton testId="redeems-loading" />}
      >
        {(data) =>
          data.redeems.length === 0 ? (
            <div data-testid="redeems-empty">
              <EmptyState
                icon={<ScrollIcon className="size-6" />}
                title={t('history.emptyTitle')}
                body={t('history.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ul className="flex flex-col gap-3" data-testid="redeem-list">
                {data.redeems.map((redeem) => (
                  <RedeemRow key={redeem.id} redeem={redeem} format={format} />
                ))}
              </ul>
              {data.pageInfo.total > redeemsPageSize ? (
                <PageNav
                  label={t('history.paging')}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.pageInfo.total / redeemsPageSize))}
                  total={data.pageInfo.total}
                  onPage={setPage}
                  testId="redeems"
                />
              ) : null}
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
