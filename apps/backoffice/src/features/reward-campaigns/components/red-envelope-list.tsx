import {
  type AdminRedEnvelopeDrop,
  campaignStatuses,
  type RedEnvelopeAudience,
} from '@gaming/contracts/reward-campaigns';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Fact, FactList } from '../../../components/fact-list';
import { Modal } from '../../../components/modal';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { defaultPageSize } from '../../../lib/paging';
import { useRedEnvelopeDrops, useRedEnvelopeResults } from '../api/red-envelopes';
import { CampaignList, resultsColumn } from './campaign-list';
import { CampaignStatusBadge } from './campaign-status-badge';
import { RedEnvelopeCreateDialog } from './red-envelope-create-dialog';

/** Who may grab, in words. */
export function audienceText(t: TFunction, audience: RedEnvelopeAudience, money: MoneyFormat): string {
  if (audience.kind === 'everyone') return t('rewards.redEnvelopes.audienceText.everyone');
  if (audience.kind === 'deposited')
    return t('rewards.redEnvelopes.audienceText.deposited', { count: audience.days });
  return t('rewards.redEnvelopes.audienceText.validBet', {
    count: audience.days,
    amount: formatMoney(audience.minValidBetMinor, money),
  });
}

function columns(t: TFunction, money: MoneyFormat, onResults: (drop: AdminRedEnvelopeDrop) => void) {
  const list: DataColumn<AdminRedEnvelopeDrop>[] = [
    {
      header: t('rewards.redEnvelopes.fields.title'),
      className: 'font-semibold break-words',
      cell: (row) => row.title,
    },
    {
      header: t('rewards.forms.window'),
      cell: (row) => (
        <span className="flex flex-col text-xs">
          <DateTime value={row.startsAt} />
          <DateTime value={row.endsAt} />
        </span>
      ),
    },
    {
      header: t('rewards.redEnvelopes.fields.total'),
      kind: 'number',
      cell: (row) => formatMoney(row.totalMinor, money),
    },
    {
      header: t('rewards.redEnvelopes.fields.grabbed'),
      kind: 'number',
      testId: 'red-envelope-grabbed',
      cell: (row) => t('rewards.forms.usedOf', { used: row.grabbedCount, total: row.envelopeCount }),
    },
    {
      header: t('rewards.redEnvelopes.fields.grabbedSum'),
      kind: 'number',
      cell: (row) => formatMoney(row.grabbedMinor, money),
    },
    {
      header: t('rewards.redEnvelopes.fields.audience'),
      cell: (row) => audienceText(t, row.audience, money),
    },
    { header: t('rewards.forms.status'), cell: (row) => <CampaignStatusBadge status={row.status} /> },
    resultsColumn(t('rewards.forms.results'), 'red-envelope-results', onResults),
  ];
  return list;
}

function ResultsDialog({
  drop,
  money,
  onClose,
}: {
  drop: AdminRedEnvelopeDrop;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const results = useRedEnvelopeResults(drop.id, paging);
  const current = results.data?.drop ?? drop;
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="red-envelope-results-dialog"
      title={current.title}
      description={t('rewards.redEnvelopes.results.description')}
    >
      <div className="flex flex-col gap-3">
        <FactList>
          <Fact label={t('rewards.forms.status')}>
            <CampaignStatusBadge status={current.status} />
          </Fact>
          <Fact label={t('rewards.redEnvelopes.fields.total')}>{formatMoney(current.totalMinor, money)}</Fact>
          <Fact label={t('rewards.redEnvelopes.fields.floor')}>{formatMoney(current.floorMinor, money)}</Fact>
          <Fact label={t('rewards.redEnvelopes.fields.grabbed')}>
            <span data-testid="red-envelope-results-count">
              {t('rewards.forms.usedOf', { used: current.grabbedCount, total: current.envelopeCount })}
            </span>
          </Fact>
          <Fact label={t('rewards.redEnvelopes.fields.grabbedSum')}>
            <span data-testid="red-envelope-results-sum">{formatMoney(current.grabbedMinor, money)}</span>
          </Fact>
          <Fact label={t('rewards.redEnvelopes.fields.audience')}>
            {audienceText(t, current.audience, money)}
          </Fact>
        </FactList>
        <QueryStates
          query={results}
          isEmpty={(data) => data.grabs.length === 0}
          empty={{ title: t('rewards.redEnvelopes.results.empty') }}
        >
          {(data) => (
            <PagedSection
              label={t('rewards.redEnvelopes.results.caption')}
              busy={results.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={(change) => setPaging((now) => ({ ...now, ...change }))}
            >
              <DataTable
                testId="red-envelope-grabs"
                caption={t('rewards.redEnvelopes.results.caption')}
                rows={data.grabs}
                rowKey={(row) => `${row.memberId}`}
                rowTestId="red-envelope-grab"
                columns={[
                  { header: t('rewards.forms.member'), className: 'break-words', cell: (row) => row.account },
                  {
                    header: t('rewards.forms.amount'),
                    kind: 'number',
                    cell: (row) => formatMoney(row.amountMinor, money),
                  },
                  {
                    header: t('rewards.redEnvelopes.results.grabbedAt'),
                    cell: (row) => <DateTime value={row.grabbedAt} />,
                  },
                ]}
              />
            </PagedSection>
          )}
        </QueryStates>
      </div>
    </Modal>
  );
}

/** Red-envelope drops, newest first: their split, audience and how many were grabbed; staff with the right create them. */
export function RedEnvelopeList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <CampaignList
      canManage={canManage}
      testPrefix="red-envelope"
      textPrefix="rewards.redEnvelopes"
      statuses={campaignStatuses}
      useRows={useRedEnvelopeDrops}
      rowsOf={(data) => data.drops}
      columns={(money, onResults) => columns(t, money, onResults)}
      rowAttributes={(row) => ({ 'data-drop-id': row.id })}
      createDialog={(onClose) => <RedEnvelopeCreateDialog onClose={onClose} />}
      resultsDialog={(drop, money, onClose) => <ResultsDialog drop={drop} money={money} onClose={onClose} />}
    />
  );
}
