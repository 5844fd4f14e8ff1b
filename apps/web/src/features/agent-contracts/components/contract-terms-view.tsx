import { useTranslation } from 'react-i18next';
import { isRateValue, rateToPercent } from '../../../lib/rates';
import type { AgentContractTerms } from '../lib/contract-types';

export type Money = (minor: string) => string;

/** A salary tier's value in words: "0.5 % of valid bet" or a fixed amount. */
export function tierValueText(
  t: (key: string, values?: Record<string, string>) => string,
  value: string,
  money: Money,
) {
  return isRateValue(value)
    ? t('agentCentre.contracts.valueRate', { percent: rateToPercent(value) })
    : t('agentCentre.contracts.valueFixed', { amount: money(value) });
}

/**
 * A contract's terms as the holder and the offering agent read them: the period and rules of a dividend,
 * the tiers of a salary (threshold, minimum active members, what is paid), or the real-time rate.
 */
export function ContractTermsView({
  terms,
  money,
  testId,
}: {
  terms: AgentContractTerms;
  money: Money;
  testId: string;
}) {
  const { t } = useTranslation('agent');
  if (terms.kind === 'realtime') {
    return (
      <p data-testid={testId} className="text-sm">
        {t('agentCentre.contracts.realtimeRate', { percent: rateToPercent(terms.rate) })}
      </p>
    );
  }
  const dividend = terms.kind === 'dividend' ? terms : null;
  const rows =
    terms.kind === 'dividend'
      ? terms.tiers.map((tier) => ({
          threshold: money(tier.thresholdMinor),
          active: tier.minActiveMembers,
          value: t('agentCentre.contracts.valueShare', { percent: rateToPercent(tier.share) }),
        }))
      : terms.tiers.map((tier) => ({
          threshold: money(tier.validBetMinor),
          active: tier.minActiveMembers,
          value: tierValueText(t, tier.value, money),
        }));
  return (
    <div data-testid={testId} className="flex flex-col gap-2">
      {dividend ? (
        <ul className="flex flex-wrap gap-2 text-xs">
          <li className="rounded-full bg-surface-2 px-2.5 py-1">
            {t('agentCentre.contracts.periodLabel')}: {t(`agentCentre.contracts.periods.${dividend.period}`)}
          </li>
          <li className="rounded-full bg-surface-2 px-2.5 py-1">
            {t('agentCentre.contracts.basisLabel')}: {t(`agentCentre.contracts.bases.${dividend.basis}`)}
          </li>
          <li className="rounded-full bg-surface-2 px-2.5 py-1">
            {t('agentCentre.contracts.negativeLabel')}:{' '}
            {t(`agentCentre.contracts.negative.${dividend.negativePeriod}`)}
          </li>
        </ul>
      ) : null}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="py-1 pe-2 text-start align-bottom font-medium">
              {t('agentCentre.contracts.tier')}
            </th>
            <th scope="col" className="px-2 py-1 text-end align-bottom font-medium last:pe-0">
              {dividend && dividend.basis === 'netLoss'
                ? t('agentCentre.contracts.thresholdLoss')
                : t('agentCentre.contracts.thresholdValidBet')}
            </th>
            <th scope="col" className="px-2 py-1 text-end align-bottom font-medium last:pe-0">
              {t('agentCentre.contracts.minActive')}
            </th>
            <th scope="col" className="px-2 py-1 text-end align-bottom font-medium last:pe-0">
              {t('agentCentre.contracts.pays')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered and have no id of their own.
            <tr key={index} data-testid={`${testId}-tier`} className="border-t border-border">
              <td className="py-1.5 pe-2">{index + 1}</td>
              <td className="px-2 py-1.5 text-end tabular-nums last:pe-0">{row.threshold}</td>
              <td className="px-2 py-1.5 text-end tabular-nums last:pe-0">{row.active}</td>
              <td className="px-2 py-1.5 text-end tabular-nums last:pe-0">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
