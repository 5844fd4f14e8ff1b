import type { ReportFigures } from '@gaming/contracts/reports';
import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';

/** The dashboard's headline figures: money first (the brand's result), then the players. */
export function FigureTiles({
  title,
  figures,
  format,
  testId,
}: {
  title: string;
  figures: ReportFigures;
  format: MoneyFormat;
  testId: string;
}) {
  const { t } = useTranslation();
  const money = (minor: string) => formatMoney(minor, format);
  const tiles = [
    { key: 'ggr', value: money(figures.ggrMinor), negative: figures.ggrMinor.startsWith('-') },
    { key: 'ngr', value: money(figures.ngrMinor), negative: figures.ngrMinor.startsWith('-') },
    {
      key: 'deposits',
      value: money(figures.depositsMinor),
      note: t('reports.tiles.count', { count: figures.deposits }),
    },
    {
      key: 'withdrawals',
      value: money(figures.withdrawalsMinor),
      note: t('reports.tiles.count', { count: figures.withdrawals }),
    },
    { key: 'bonuses', value: money(figures.bonusesMinor) },
    {
      key: 'firstDeposits',
      value: String(figures.firstDeposits),
      note: money(figures.firstDepositsMinor),
    },
    { key: 'registrations', value: String(figures.registrations) },
    {
      key: 'activePlayers',
      value: String(figures.activePlayers),
      note: t('reports.tiles.rounds', { count: figures.rounds }),
    },
  ];
  return (
    <section aria-label={title} data-testid={testId} className="flex flex-col gap-2">
      <h2 className="font-semibold">{title}</h2>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            data-testid={`tile-${tile.key}`}
            className="flex min-w-0 flex-col gap-0.5 rounded-lg border border-border bg-surface p-3"
          >
            <dt className="text-xs font-semibold text-muted">{t(`reports.figures.${tile.key}`)}</dt>
            <dd
              className={`text-lg font-bold tabular-nums break-words ${tile.negative ? 'text-danger' : ''}`}
            >
              {tile.value}
            </dd>
            {tile.note ? <dd className="text-xs text-muted tabular-nums">{tile.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
