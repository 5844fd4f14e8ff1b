import { ListIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { useAccountRecords } from '../api/get-account-records';
import { usePagedRange } from '../hooks/use-paged-range';
import { knownRecordTypes } from '../lib/record-types';
import { AccountRecordList } from './account-record-list';
import { allTypes, RecordFilters } from './record-filters';

/** Spec: records page 20 lines at a time (the API allows at most 100). */
export const recordsPageSize = 20;
/** The default range: the last 7 days, today included, in the brand's calendar. */
const defaultRangeDays = 7;

/**
 * The account record (transactionHistory): every ledger line of the main wallet with type, signed
 * amount, balance after, status, reference and time, filtered by the brand's calendar days and type.
 */
export function AccountRecords({
  gmtOffsetMinutes,
  currencyDecimals,
}: {
  gmtOffsetMinutes: number;
  currencyDecimals: number;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const range = usePagedRange(gmtOffsetMinutes, defaultRangeDays);
  const { from, to, page, setPage, filterChanged } = range;
  const [type, setType] = useState<string>(allTypes);
  const rangeValid = from !== '' && to !== '' && from <= to;
  const records = useAccountRecords(
    { from, to, type: type === allTypes ? undefined : type, page, pageSize: recordsPageSize },
    { enabled: rangeValid },
  );
  const pageCount = (total: number) => Math.max(1, Math.ceil(total / recordsPageSize));
  return (
    <div data-testid="account-records-page" className="flex flex-col gap-4">
      <RecordFilters
        range={range}
        type={type}
        onTypeChange={(value) => filterChanged(() => setType(value))}
        typeOptions={knownRecordTypes.map((code) => ({ value: code, label: t(`records.types.${code}`) }))}
        gmtOffsetMinutes={gmtOffsetMinutes}
        testIdPrefix="records"
      />

      <ReportStates
        query={records}
        rangeProblem={rangeValid ? null : t('records.rangeInvalid')}
        testIdPrefix="records"
        placeholder={<ListSkeleton testId="records-loading" />}
      >
        {(data) =>
          data.records.length === 0 ? (
            <div data-testid="records-empty">
              <EmptyState
                icon={<ListIcon className="size-6" />}
                title={t('records.emptyTitle')}
                body={t('records.emptyBody')}
              />
            </div>
          ) : (
            <>
              <AccountRecordList
                records={data.records}
                decimals={currencyDecimals}
                gmtOffsetMinutes={gmtOffsetMinutes}
              />
              <PageNav
                label={t('records.paging')}
                page={page}
                pageCount={pageCount(data.pageInfo.total)}
                total={data.pageInfo.total}
                onPage={setPage}
                testId="records"
              />
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
