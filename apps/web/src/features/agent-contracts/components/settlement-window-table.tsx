import { useTranslation } from 'react-i18next';
import type { SettlementWindow } from '../lib/contract-types';
import type { Money } from './contract-terms-view';

const statusTone: Record<SettlementWindow['status'], string> = {
  paid: 'bg-surface-2 text-success',
  pending_funds: 'bg-warning-surface text-warning',
  computed: 'bg-surface-2 text-muted',
};

/** "2026-11-25 00:00 – 2026-11-26 00:00", or "2026-11-26 07:05 – 07:10" within one day. */
export function windowText(start: string, end: string): string {
  const [startText, endText] = [start.slice(0, 16), end.slice(0, 16)];
  return startText.slice(0, 10) === endText.slice(0, 10)
    ? `${startText} – ${endText.slice(11)}`
    : `${startText} – ${endText}`;
}

/**
 * Settled windows of contracts: the window (brand time), the team's figures, the amount and whether it is
 * paid, waiting for the payer's funds (retried on every run) or computed and about to be paid.
 */
export function SettlementWindowTable({
  windows,
  money,
  time,
  party,
  testId,
  label,
}: {
  windows: readonly SettlementWindow[];
  money: Money;
  time: (iso: string) => string;
  /** Which other side to show: who paid (income) or who was paid (payments). */
  party: 'payer' | 'holder';
  testId: string;
  label: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      data-testid={testId}
      className="overflow-x-auto rounded-xl border border-border bg-surface"
    >
      <table className="w-full min-w-max text-sm">
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            <th scope="col" className="px-3 py-2.5 text-start font-medium">
              {t('agentCentre.windows.window')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-start font-medium">
              {t('agentCentre.windows.kind')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-start font-medium">
              {party === 'payer' ? t('agentCentre.windows.payer') : t('agentCentre.windows.holder')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-end font-medium">
              {t('agentCentre.columns.validBet')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-end font-medium">
              {t('agentCentre.windows.netLoss')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-end font-medium">
              {t('agentCentre.windows.active')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-end font-medium">
              {t('agentCentre.windows.amount')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-start font-medium">
              {t('agentCentre.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {windows.map((window) => (
            <tr
              key={`${window.contractId}-${window.windowStart}`}
              data-testid={`${testId}-row`}
              data-status={window.status}
              className="border-b border-border last:border-b-0"
            >
              <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">
                {windowText(time(window.windowStart), time(window.windowEnd))}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                {t(`agentCentre.contracts.kinds.${window.kind}`)}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                {party === 'payer'
                  ? window.payer.type === 'house'
                    ? t('agentCentre.contracts.house')
                    : window.payer.account
                  : window.holder.account}
              </td>
              <td className="px-3 py-2.5 text-end whitespace-nowrap tabular-nums">
                {money(window.figures.validBetMinor)}
              </td>
              <td className="px-3 py-2.5 text-end whitespace-nowrap tabular-nums">
                {money(window.figures.netLossMinor)}
              </td>
              <td className="px-3 py-2.5 text-end whitespace-nowrap tabular-nums">
                {window.figures.activeMembers}
              </td>
              <td
                data-testid={`${testId}-amount`}
                className="px-3 py-2.5 text-end font-semibold whitespace-nowrap tabular-nums"
              >
                {money(window.amountMinor)}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[window.status]}`}
                >
                  {t(`agentCentre.windows.status.${window.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
