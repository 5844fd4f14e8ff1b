import { ListIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SelectField, TextField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { Skeleton } from '../../../components/skeleton';
import { addDays, brandDate, formatGmtOffset } from '../../../lib/brand-time';
import { useAccountRecords } from '../api/get-account-records';
import { knownRecordTypes } from '../lib/record-types';
import { AccountRecordList } from './account-record-list';

/** Spec: records page 20 lines at a time (the API allows at most 100). */
export const recordsPageSize = 20;
/** The default range: the last 7 days, today included, in the brand's calendar. */
const defaultRangeDays = 7;
const allTypes = 'all';

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
  const [today] = useState(() => brandDate(Date.now(), gmtOffsetMinutes));
  const [from, setFrom] = useState(() => addDays(today, 1 - defaultRangeDays));
  const [to, setTo] = useState(today);
  const [type, setType] = useState<string>(allTypes);
  const [page, setPage] = useState(1);
  const rangeValid = from !== '' && to !== '' && from <= to;
  const records = useAccountRecords(
    { from, to, type: type === allTypes ? undefined : type, page, pageSize: recordsPageSize },
    { enabled: rangeValid },
  );
  const filterChanged = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const data = records.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.pageInfo.total / recordsPageSize)) : 1;
  return (
    <div data-testid="account-records-page" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface p-4 md:grid-cols-[1fr_1fr_1.3fr]">
        <TextField
          label={t('records.from')}
          type="date"
          value={from}
          max={to || today}
          onChange={(value) => filterChanged(() => setFrom(value))}
          testId="records-from"
        />
        <TextField
          label={t('records.to')}
          type="date"
          value={to}
          min={from || undefined}
          max={today}
          onChange={(value) => filterChanged(() => setTo(value))}
          testId="records-to"
        />
        <SelectField
          label={t('records.type')}
          value={type}
          onChange={(value) => filterChanged(() => setType(value))}
          options={[
            { value: allTypes, label: t('records.allTypes') },
            ...knownRecordTypes.map((code) => ({ value: code, label: t(`records.types.${code}`) })),
          ]}
          testId="records-type"
          className="col-span-2 md:col-span-1"
        />
        <p className="col-span-2 text-xs text-muted md:col-span-3">
          {t('records.timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
        </p>
      </div>

      {!rangeValid ? (
        <p role="alert" data-testid="records-range-error" className="text-sm text-danger">
          {t('records.rangeInvalid')}
        </p>
      ) : records.isError && !data ? (
        <ErrorState error={records.error} onRetry={() => void records.refetch()} />
      ) : !data ? (
        <div className="flex flex-col gap-2" data-testid="records-loading">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14" />
          ))}
        </div>
      ) : data.records.length === 0 ? (
        <div data-testid="records-empty">
          <EmptyState
            icon={<ListIcon className="size-6" />}
            title={t('records.emptyTitle')}
            body={t('records.emptyBody')}
          />
        </div>
      ) : (
        <div
          aria-busy={records.isFetching}
          className={`flex flex-col gap-3 transition-opacity ${records.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <AccountRecordList
            records={data.records}
            decimals={currencyDecimals}
            gmtOffsetMinutes={gmtOffsetMinutes}
          />
          <PageNav
            label={t('records.paging')}
            page={page}
            pageCount={pageCount}
            total={data.pageInfo.total}
            onPage={setPage}
            testId="records"
          />
        </div>
      )}
    </div>
  );
}
