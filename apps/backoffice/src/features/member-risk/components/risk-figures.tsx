import type { MemberRiskFigures, MemberRiskResponse } from '@gaming/contracts/member-risk';
import { useTranslation } from 'react-i18next';
import { tableStyles } from '../../../components/table-styles';
import { formatMoney } from '../../../lib/format-money';
import { RiskSection } from './risk-section';

const moneyRows = [
  'deposits',
  'withdrawals',
  'turnoverMinor',
  'gameResult',
  'bonuses',
  'agentCommissions',
  'adjustments',
] as const satisfies readonly (keyof MemberRiskFigures)[];

/** Money in and out and play, for the last days and the whole account life, side by side. */
export function RiskFigures({ view }: { view: MemberRiskResponse }) {
  const { t } = useTranslation();
  const money = (minor: string) => formatMoney(minor, view, { signed: true });
  const recentLabel = t('memberRisk.figures.recent', { days: 30 });
  const lifetimeLabel = t('memberRisk.figures.lifetime');
  return (
    <RiskSection title={t('memberRisk.figures.title')} testId="risk-figures">
      <table className={tableStyles.table}>
        <thead className={tableStyles.head}>
          <tr>
            <th scope="col" className={tableStyles.headCell}>
              <span className="sr-only">{t('memberRisk.figures.figure')}</span>
            </th>
            <th scope="col" className={`${tableStyles.headCell} md:text-end`}>
              {recentLabel}
            </th>
            <th scope="col" className={`${tableStyles.headCell} md:text-end`}>
              {lifetimeLabel}
            </th>
          </tr>
        </thead>
        <tbody className={tableStyles.body}>
          {moneyRows.map((row) => (
            <tr key={row} data-testid={`risk-figure-${row}`} className={tableStyles.row}>
              <th scope="row" className="block py-1 text-start font-semibold md:table-cell md:px-3 md:py-2">
                {t(`memberRisk.figures.${row}`)}
              </th>
              <td className={tableStyles.numberCell} data-label={recentLabel}>
                {money(view.recent[row])}
              </td>
              <td className={tableStyles.numberCell} data-label={lifetimeLabel} data-testid="lifetime">
                {money(view.lifetime[row])}
              </td>
            </tr>
          ))}
          <tr data-testid="risk-figure-rounds" className={tableStyles.row}>
            <th scope="row" className="block py-1 text-start font-semibold md:table-cell md:px-3 md:py-2">
              {t('memberRisk.figures.rounds')}
            </th>
            <td className={tableStyles.numberCell} data-label={recentLabel}>
              {view.recent.rounds}
            </td>
            <td className={tableStyles.numberCell} data-label={lifetimeLabel} data-testid="lifetime">
              {view.lifetime.rounds}
            </td>
          </tr>
        </tbody>
      </table>
      <p data-testid="risk-pending-withdrawals" className="text-muted">
        {t('memberRisk.figures.pendingWithdrawals', {
          count: view.pendingWithdrawals.count,
          amount: formatMoney(view.pendingWithdrawals.amountMinor, view),
        })}
      </p>
      <p className="text-xs text-muted">{t('memberRisk.figures.signNote')}</p>
    </RiskSection>
  );
}
