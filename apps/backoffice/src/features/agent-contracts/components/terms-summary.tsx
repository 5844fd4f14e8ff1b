import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { rateToPercent } from '../../../lib/rates';
import type { AgentContractTerms } from '../lib/contract-types';

/** A salary tier's value: below 1 a rate on valid bet, otherwise a fixed amount in minor units (spec §3). */
function SalaryValue({ value, money }: { value: string; money: MoneyFormat }) {
  const { t } = useTranslation();
  return value.startsWith('0.') || value === '0'
    ? t('agents.contracts.terms.rateValue', { percent: rateToPercent(value) })
    : t('agents.contracts.terms.fixedValue', { amount: formatMoney(value, money) });
}

/** The terms in words: one line for real-time, a table of tiers for the others. */
export function TermsSummary({
  terms,
  money,
  compact = false,
}: {
  terms: AgentContractTerms;
  money: MoneyFormat;
  /** One line per tier without the table (lists). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (terms.kind === 'realtime')
    return <span>{t('agents.contracts.terms.realtime', { percent: rateToPercent(terms.rate) })}</span>;
  const head =
    terms.kind === 'dividend'
      ? t('agents.contracts.terms.dividendHead', {
          period: t(`agents.contracts.periods.${terms.period}`),
          basis: t(`agents.contracts.bases.${terms.basis}`),
          negative: t(`agents.contracts.negativePeriods.${terms.negativePeriod}`),
        })
      : null;
  const rows =
    terms.kind === 'dividend'
      ? terms.tiers.map((tier) => ({
          threshold: tier.thresholdMinor,
          active: tier.minActiveMembers,
          value: <>{t('agents.contracts.terms.shareValue', { percent: rateToPercent(tier.share) })}</>,
        }))
      : terms.tiers.map((tier) => ({
          threshold: tier.validBetMinor,
          active: tier.minActiveMembers,
          value: <SalaryValue value={tier.value} money={money} />,
        }));
  const thresholdLabel =
    terms.kind === 'dividend'
      ? t(`agents.contracts.terms.threshold.${terms.basis}`)
      : t('agents.contracts.terms.threshold.validBet');
  if (compact) {
    return (
      <span className="flex flex-col gap-0.5 text-sm">
        {head ? <span className="text-muted">{head}</span> : null}
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are an ordered, fixed list
          <span key={index}>
            {t('agents.contracts.terms.tierLine', {
              threshold: formatMoney(row.threshold, money),
              active: row.active,
            })}{' '}
            {row.value}
          </span>
        ))}
      </span>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {head ? <p>{head}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="terms-tiers">
          <caption className="sr-only">{t('agents.contracts.terms.tiersCaption')}</caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="p-2 text-start font-semibold">
                {t('agents.contracts.terms.tier')}
              </th>
              <th scope="col" className="p-2 text-end font-semibold">
                {thresholdLabel}
              </th>
              <th scope="col" className="p-2 text-end font-semibold">
                {t('agents.contracts.terms.minActive')}
              </th>
              <th scope="col" className="p-2 text-end font-semibold">
                {t('agents.contracts.terms.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers are an ordered, fixed list
              <tr key={index} className="border-t border-border">
                <td className="p-2">{index + 1}</td>
                <td className="p-2 text-end tabular-nums">{formatMoney(row.threshold, money)}</td>
                <td className="p-2 text-end tabular-nums">{row.active}</td>
                <td className="p-2 text-end tabular-nums">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
