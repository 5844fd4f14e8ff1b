import type { ManualRebateClaimResponse } from '@gaming/contracts/reward-campaigns';
import { CoinIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { Spinner } from '../../../components/spinner';
import { useClaimManualRebate } from '../api/claim-manual-rebate';
import { useManualRebate } from '../api/get-manual-rebate';
import type { BrandFormat } from '../lib/brand-format';
import { rateText } from '../lib/rebate';

/**
 * Manual rebate (member centre manualRebate, MANPLAYREB3): the rebate available on valid bet settled since
 * the last claim, by game category and rate; one claim pays it; past claims below.
 */
export function ManualRebate({ format }: { format: BrandFormat }) {
  const { t } = useTranslation(['rewards', 'common']);
  const rebate = useManualRebate();
  const claim = useClaimManualRebate();
  const [result, setResult] = useState<ManualRebateClaimResponse | null>(null);
  const category = (code: string) => t(`common:categories.${code}`, { defaultValue: code });
  return (
    <div className="flex flex-col gap-4" data-testid="manual-rebate">
      <ReportStates
        query={rebate}
        rangeProblem={null}
        testIdPrefix="manual-rebate"
        placeholder={<ListSkeleton testId="manual-rebate-loading" />}
      >
        {(data) => {
          const available = BigInt(/^\d+$/.test(data.availableMinor) ? data.availableMinor : '0');
          const minimum = BigInt(/^\d+$/.test(data.minClaimMinor) ? data.minClaimMinor : '0');
          const claimable = available > 0n && available >= minimum;
          return (
            <>
              <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
                <div className="min-w-0">
                  <p className="text-sm text-muted">{t('rebate.available')}</p>
                  <p
                    className="text-3xl font-extrabold text-accent-text tabular-nums"
                    data-testid="manual-rebate-available"
                  >
                    {format.money(data.availableMinor)}
                  </p>
                  <p className="text-xs text-muted tabular-nums">
                    {data.since
                      ? t('rebate.period', {
                          from: format.time(data.since, 'minute'),
                          to: format.time(data.until, 'minute'),
                        })
                      : t('rebate.periodFirst', { to: format.time(data.until, 'minute') })}
                  </p>
                  {minimum > 0n ? (
                    <p className="text-xs text-muted">
                      {t('rebate.minimum', { amount: format.money(data.minClaimMinor) })}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  disabled={!claimable || claim.isPending}
                  aria-busy={claim.isPending}
                  data-testid="manual-rebate-claim"
                  onClick={() => {
                    setResult(null);
                    claim.mutate(undefined, { onSuccess: setResult });
                  }}
                  className={`${buttonStyles.primary} h-11 w-full sm:w-44`}
                >
                  {claim.isPending ? <Spinner className="size-4" /> : null}
                  {t('rebate.claim')}
                </button>
              </section>
              {result ? (
                <FormAlert
                  success={t('rebate.claimed', { amount: format.money(result.amountMinor) })}
                  testId="manual-rebate-result"
                />
              ) : null}
              {claim.error ? <FormAlert error={claim.error} testId="manual-rebate-error" /> : null}
              {data.lines.length === 0 ? (
                <div data-testid="manual-rebate-empty">
                  <EmptyState
                    icon={<CoinIcon className="size-6" />}
                    title={t('rebate.emptyTitle')}
                    body={t('rebate.emptyBody')}
                  />
                </div>
              ) : (
                <table className="w-full text-sm" data-testid="manual-rebate-lines">
                  <caption className="sr-only">{t('rebate.caption')}</caption>
                  <thead>
                    <tr className="text-xs text-muted">
                      <th scope="col" className="py-2 text-start font-medium">
                        {t('rebate.category')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('rebate.validBet')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('rebate.rate')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('rebate.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border border-t border-border">
                    {data.lines.map((line) => (
                      <tr key={line.category} data-testid="manual-rebate-line" data-category={line.category}>
                        <th scope="row" className="py-2 text-start font-semibold">
                          {category(line.category)}
                        </th>
                        <td className="py-2 text-end tabular-nums">{format.money(line.validBetMinor)}</td>
                        <td className="py-2 text-end tabular-nums">{rateText(line.rate)}</td>
                        <td className="py-2 text-end font-semibold tabular-nums">
                          {format.money(line.amountMinor)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {data.claims.length > 0 ? (
                <section className="flex flex-col gap-2" aria-labelledby="manual-rebate-history">
                  <h3 id="manual-rebate-history" className="font-bold">
                    {t('rebate.history')}
                  </h3>
                  <ul
                    className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface"
                    data-testid="manual-rebate-claims"
                  >
                    {data.claims.map((item) => (
                      <li key={item.id} className="flex items-center justify-between gap-3 px-4 py-3">
                        <div className="min-w-0 text-xs text-muted tabular-nums">
                          <p className="text-sm font-semibold text-text">
                            {format.time(item.claimedAt, 'minute')}
                          </p>
                          <p className="truncate">
                            {item.lines
                              .map((line) => `${category(line.category)} ${rateText(line.rate)}`)
                              .join(' · ')}
                          </p>
                        </div>
                        <span className="shrink-0 font-bold text-success tabular-nums">
                          +{format.money(item.amountMinor)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          );
        }}
      </ReportStates>
    </div>
  );
}
