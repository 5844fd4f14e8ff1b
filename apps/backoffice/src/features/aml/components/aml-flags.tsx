import type { AmlFlag, AmlFlagStatus } from '@gaming/contracts/aml';
import { amlFlagStatuses } from '@gaming/contracts/aml';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useAmlFlags, useDecideAmlFlag } from '../api/aml';

function DecideFlagDialog({
  flag,
  status,
  onClose,
}: {
  flag: AmlFlag;
  status: 'cleared' | 'escalated';
  onClose: () => void;
}) {
  const { t } = useTranslation('compliance');
  const mutation = useDecideAmlFlag();
  return (
    <ReasonDialog
      title={t(`aml.flags.decide.${status}.title`)}
      description={t(`aml.flags.decide.${status}.description`, { account: flag.memberAccount })}
      confirmLabel={t(`aml.flags.decide.${status}.confirm`)}
      danger={status === 'escalated'}
      pending={mutation.isPending}
      error={mutation.error}
      testId="aml-flag-dialog"
      onConfirm={(note) =>
        mutation.mutate({ id: flag.id, decision: { status, note } }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

/** Flags by status, newest first; an open one is cleared or escalated with a note (reviewAml). */
export function AmlFlags({ money, canDecide }: { money: MoneyFormat; canDecide: boolean }) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const [status, setStatus] = useState<AmlFlagStatus>('open');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ flag: AmlFlag; status: 'cleared' | 'escalated' } | null>(null);
  const flags = useAmlFlags(status, page);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="aml-flags">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('aml.flags.title')}
      </h2>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={`${id}-status`} className="font-semibold">
          {t('aml.flags.status')}
        </label>
        <select
          id={`${id}-status`}
          className={inputStyles}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AmlFlagStatus);
            setPage(1);
          }}
        >
          {amlFlagStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`aml.flags.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryStates
        query={flags}
        isEmpty={(data) => data.flags.length === 0}
        empty={{ title: t('aml.flags.empty') }}
      >
        {(data) => (
          <>
            <DataTable
              testId="aml-flags-table"
              rows={data.flags}
              rowKey={(row) => row.id}
              rowTestId="aml-flag-row"
              columns={[
                { header: t('aml.flags.member'), cell: (row) => row.memberAccount },
                {
                  header: t('aml.flags.rule'),
                  cell: (row) => `${t(`aml.kinds.${row.ruleKind}`)} (${row.ruleId})`,
                },
                { header: t('aml.flags.subject'), cell: (row) => t(`aml.subjects.${row.subjectType}`) },
                {
                  header: t('aml.flags.amount'),
                  kind: 'number',
                  cell: (row) => formatMoney(row.amountMinor, money),
                },
                {
                  header: t('aml.flags.windowTotal'),
                  kind: 'number',
                  cell: (row) => (row.windowTotalMinor ? formatMoney(row.windowTotalMinor, money) : '—'),
                },
                { header: t('aml.flags.raised'), cell: (row) => <DateTime value={row.createdAt} /> },
                {
                  header: t('aml.flags.statusColumn'),
                  cell: (row) => (
                    <Badge
                      tone={
                        row.status === 'open' ? 'warning' : row.status === 'escalated' ? 'danger' : 'success'
                      }
                      value={row.status}
                    >
                      {t(`aml.flags.statuses.${row.status}`)}
                    </Badge>
                  ),
                },
                {
                  header: t('aml.flags.actions'),
                  hideHeader: true,
                  kind: 'wide',
                  cell: (row) =>
                    row.status === 'open' && canDecide ? (
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={buttonStyles.secondary}
                          data-testid="aml-flag-clear"
                          onClick={() => setDeciding({ flag: row, status: 'cleared' })}
                        >
                          {t('aml.flags.clear', { account: row.memberAccount })}
                        </button>
                        <button
                          type="button"
                          className={buttonStyles.danger}
                          data-testid="aml-flag-escalate"
                          onClick={() => setDeciding({ flag: row, status: 'escalated' })}
                        >
                          {t('aml.flags.escalate', { account: row.memberAccount })}
                        </button>
                      </div>
                    ) : (
                      (row.note ?? '')
                    ),
                },
              ]}
            />
            <Pager pageInfo={data.pageInfo} onChange={(change) => setPage(change.page)} />
          </>
        )}
      </QueryStates>
      {deciding ? <DecideFlagDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </section>
  );
}
