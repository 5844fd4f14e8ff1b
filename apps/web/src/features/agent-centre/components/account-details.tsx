import { ListIcon } from '@gaming/ui/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/date-range-fields';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { formatGmtOffset } from '../../../lib/brand-time';
import { useBrandDayRange } from '../../../lib/use-brand-day-range';
import { useAccountDetails } from '../api/get-account-details';
import { maximumAgentRangeDays } from '../lib/agent-period';
import type { AgentAccountDetailsResponse } from '../lib/agent-types';
import { pageCountOf } from './team-management';

const pageSize = 20;
const allTypes = 'all';
/** The reason codes an agent filters its account by most: its income, its team transfers, its cash. */
export const accountDetailTypes = [
  'agent_salary',
  'agent_dividend',
  'transfer_downline',
  'transfer_upline',
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'adjustment',
] as const;

/**
 * Account details (spec §2): the agent's own account record over brand days, salaries and dividends it
 * received or paid, transfers with its team, cash and play. The rows are drawn by the app's account-record
 * list (the same as the member centre's), handed in as `renderRecords`.
 */
export function AccountDetails({
  gmtOffsetMinutes,
  renderRecords,
}: {
  gmtOffsetMinutes: number;
  renderRecords: (records: AgentAccountDetailsResponse['records']) => ReactNode;
}) {
  const { t } = useTranslation('agent');
  const range = useBrandDayRange(gmtOffsetMinutes, maximumAgentRangeDays);
  const { from, to, today, page, setPage, changed, problem } = range;
  const [type, setType] = useState<string>(allTypes);
  const details = useAccountDetails(
    { from, to, type: type === allTypes ? undefined : type, page, pageSize },
    { enabled: problem === null },
  );
  return (
    <div data-testid="account-details" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface p-4 md:grid-cols-3">
        <DateRangeFields
          from={from}
          to={to}
          today={today}
          onFromChange={range.setFrom}
          onToChange={range.setTo}
          labels={{ from: t('agentCentre.period.from'), to: t('agentCentre.period.to') }}
          testIdPrefix="details"
        />
        <SelectField
          label={t('agentCentre.columns.type')}
          value={type}
          onChange={(value) => changed(() => setType(value))}
          options={[
            { value: allTypes, label: t('agentCentre.transactions.allTypes') },
            ...accountDetailTypes.map((code) => ({
              value: code,
              label: t(`agentCentre.details.types.${code}`),
            })),
          ]}
          testId="details-type"
          className="col-span-2 md:col-span-1"
        />
        <p className="col-span-2 text-xs text-muted md:col-span-3">
          {t('agentCentre.period.timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
        </p>
      </div>
      <ReportStates
        query={details}
        rangeProblem={
          problem === 'invalid'
            ? t('agentCentre.period.rangeInvalid')
            : problem === 'tooLong'
              ? t('agentCentre.period.rangeTooLong', { count: maximumAgentRangeDays })
              : null
        }
        testIdPrefix="details"
        placeholder={<ListSkeleton testId="details-loading" />}
      >
        {(data) =>
          data.records.length === 0 ? (
            <div data-testid="details-empty">
              <EmptyState
                icon={<ListIcon className="size-6" />}
                title={t('agentCentre.details.emptyTitle')}
                body={t('agentCentre.details.emptyBody')}
              />
            </div>
          ) : (
            <>
              {renderRecords(data.records)}
              <PageNav
                label={t('agentCentre.paging', { report: t('agentCentre.menu.accountDetails') })}
                page={page}
                pageCount={pageCountOf(data.pageInfo.total, pageSize)}
                total={data.pageInfo.total}
                onPage={setPage}
                testId="details-pages"
              />
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
