import { useTranslation } from 'react-i18next';
import type { TimePrecision } from '../../../lib/brand-time';
import type { SettlementWindow } from '../lib/contract-types';
import type { Money } from './contract-terms-view';

const statusTone: Record<SettlementWindow['status'], string> = {
  paid: 'bg-surface-2 text-success',
  pending_funds: 'bg-warning-surface text-warning',
  computed: 'bg-surface-2 text-muted',
};

type Time = (iso: string, precision?: TimePrecision) => string;

/**
 * "2026-11-25 00:00 – 2026-11-26 00:00", or "2026-11-26 07:05 – 07:10" within one day, in the reader's
 * language (its order and digits: the parts come from the formatter, not from slicing its text).
 */
export function windowText(start: string, end: string, time: Time): string {
  return time(start, 'day') === time(end, 'day')
    ? `${time(start, 'minute')} – ${time(end, 'clock')}`
    : `${time(start, 'minute')} – ${time(end, 'minute')}`;
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
  time: Time;
  /** Which other side to show: who paid (income) or who was paid (payments). */
  party: 'payer' | 'holder';
  testId: string;
  label: string;
}) {
  const { t } = useTranslation('agent');
  const partyOf = (window: SettlementWindow) =>
    party === 'payer'
      ? window.payer.type === 'house'
        ? t('agentCentre.contracts.house')
        : window.payer.account
      : window.holder.account;
  return (
    <>
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        data-testid={testId}
        // Phones get the cards below: eight columns do not fit 390 px and the amount would scroll away.
        className="hidden overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:block"
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
                  {windowText(window.windowStart, window.windowEnd, time)}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap">
                  {t(`agentCentre.contracts.kinds.${window.kind}`)}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap">{partyOf(window)}</td>
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
      <section aria-label={label} data-testid={`${testId}-cards`} className="sm:hidden">
        <ul className="flex flex-col gap-2">
          {windows.map((window) => (
            <li
              key={`${window.contractId}-${window.windowStart}`}
              data-testid={`${testId}-card`}
              data-status={window.status}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 text-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 tabular-nums">
                  {windowText(window.windowStart, window.windowEnd, time)}
                </p>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[window.status]}`}
                >
                  {t(`agentCentre.windows.status.${window.status}`)}
                </span>
              </div>
              <p className="flex items-baseline justify-between gap-3">
                <span className="text-xs text-muted">{t('agentCentre.windows.amount')}</span>
                <span data-testid={`${testId}-card-amount`} className="text-base font-semibold tabular-nums">
                  {money(window.amountMinor)}
                </span>
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                <dt className="text-muted">{t('agentCentre.windows.kind')}</dt>
                <dd className="text-end">{t(`agentCentre.contracts.kinds.${window.kind}`)}</dd>
                <dt className="text-muted">
                  {party === 'payer' ? t('agentCentre.windows.payer') : t('agentCentre.windows.holder')}
                </dt>
                <dd className="min-w-0 text-end break-all">{partyOf(window)}</dd>
                <dt className="text-muted">{t('agentCentre.columns.validBet')}</dt>
                <dd className="text-end tabular-nums">{money(window.figures.validBetMinor)}</dd>
                <dt className="text-muted">{t('agentCentre.windows.netLoss')}</dt>
                <dd className="text-end tabular-nums">{money(window.figures.netLossMinor)}</dd>
                <dt className="text-muted">{t('agentCentre.windows.active')}</dt>
                <dd className="text-end tabular-nums">{window.figures.activeMembers}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
