import type { WithdrawalHold } from '@gaming/contracts/aml';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useReleaseHold, useWithdrawalHolds } from '../api/aml';

/** Releases a hold with a note (reviewAml); the withdrawal may then be approved as usual. */
export function ReleaseHoldDialog({ hold, onClose }: { hold: WithdrawalHold; onClose: () => void }) {
  const { t } = useTranslation('compliance');
  const mutation = useReleaseHold();
  return (
    <ReasonDialog
      title={t('aml.holds.release.title')}
      description={t('aml.holds.release.description', { account: hold.memberAccount })}
      confirmLabel={t('aml.holds.release.confirm')}
      pending={mutation.isPending}
      error={mutation.error}
      testId="aml-release-dialog"
      onConfirm={(note) => mutation.mutate({ withdrawalId: hold.withdrawalId, note }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** Withdrawals held by an AML flag, newest first. */
export function WithdrawalHolds({ money, canRelease }: { money: MoneyFormat; canRelease: boolean }) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const [page, setPage] = useState(1);
  const [releasing, setReleasing] = useState<WithdrawalHold | null>(null);
  const holds = useWithdrawalHolds({ page });
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="aml-holds">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('aml.holds.title')}
      </h2>
      <QueryStates
        query={holds}
        isEmpty={(data) => data.holds.length === 0}
        empty={{ title: t('aml.holds.empty') }}
      >
        {(data) => (
          <>
            <DataTable
              testId="aml-holds-table"
              rows={data.holds}
              rowKey={(row) => row.withdrawalId}
              rowTestId="aml-hold-row"
              columns={[
                { header: t('aml.holds.member'), cell: (row) => row.memberAccount },
                {
                  header: t('aml.holds.amount'),
                  kind: 'number',
                  cell: (row) => formatMoney(row.amountMinor, money),
                },
                { header: t('aml.holds.rule'), cell: (row) => row.reason },
                { header: t('aml.holds.heldAt'), cell: (row) => <DateTime value={row.heldAt} /> },
                {
                  header: t('aml.holds.actions'),
                  hideHeader: true,
                  kind: 'wide',
                  cell: (row) => (
                    <div className="flex flex-wrap gap-2">
                      <Link to={`/withdrawals/${row.withdrawalId}`} className={buttonStyles.ghost}>
                        {t('aml.holds.open', { account: row.memberAccount })}
                      </Link>
                      {canRelease ? (
                        <button
                          type="button"
                          className={buttonStyles.secondary}
                          data-testid="aml-hold-release"
                          onClick={() => setReleasing(row)}
                        >
                          {t('aml.holds.releaseButton', { account: row.memberAccount })}
                        </button>
                      ) : null}
                    </div>
                  ),
                },
              ]}
            />
            <Pager pageInfo={data.pageInfo} onChange={(change) => setPage(change.page)} />
          </>
        )}
      </QueryStates>
      {releasing ? <ReleaseHoldDialog hold={releasing} onClose={() => setReleasing(null)} /> : null}
    </section>
  );
}
