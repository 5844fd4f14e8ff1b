import {
  type SlotSymbol,
  slotPaylines,
  slotPaytable,
  slotReels,
  slotSymbols,
  slotWindow,
} from '@gaming/contracts/inhouse-slot';
import { useTranslation } from 'react-i18next';
import { GameFrame, type GameProps } from './game-frame';

/** Glyph and colour of each symbol; fonts everywhere have these characters. */
export const symbolLooks: Record<SlotSymbol, { glyph: string; className: string }> = {
  wild: { glyph: 'W', className: 'bg-accent text-accent-contrast' },
  seven: { glyph: '7', className: 'bg-danger-surface text-danger' },
  bar: { glyph: 'BAR', className: 'bg-surface-3 text-text text-xs sm:text-sm' },
  bell: { glyph: '♪', className: 'bg-warning-surface text-warning' },
  plum: { glyph: '♣', className: 'bg-info-surface text-text' },
  orange: { glyph: '●', className: 'bg-warning-surface text-warning' },
  lemon: { glyph: '◆', className: 'bg-surface-2 text-success' },
  cherry: { glyph: '♥', className: 'bg-danger-surface text-danger' },
};

export function SymbolTile({ symbol, highlighted = false }: { symbol: SlotSymbol; highlighted?: boolean }) {
  const { t } = useTranslation('inhouse');
  const look = symbolLooks[symbol];
  return (
    <span
      role="img"
      aria-label={t(`slot.symbols.${symbol}`)}
      data-symbol={symbol}
      className={`grid aspect-square w-full place-items-center rounded-lg text-xl font-black sm:text-2xl ${look.className} ${
        highlighted ? 'ring-2 ring-accent ring-offset-2 ring-offset-surface' : ''
      }`}
    >
      {look.glyph}
    </span>
  );
}

const restingStops = [0, 3, 6, 9, 12];

function Paytable() {
  const { t } = useTranslation('inhouse');
  return (
    <details className="rounded-lg border border-border bg-surface-2 p-3 text-sm">
      <summary className="cursor-pointer font-semibold">{t('slot.paytable')}</summary>
      <p className="mt-2 text-muted">{t('slot.rules', { lines: slotPaylines.length })}</p>
      <table className="mt-3 w-full text-start tabular-nums">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 text-start font-medium">
              {t('slot.symbol')}
            </th>
            {[3, 4, 5].map((count) => (
              <th key={count} scope="col" className="py-1 text-end font-medium">
                {t('slot.ofAKind', { n: count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slotSymbols.map((symbol) => (
            <tr key={symbol} className="border-t border-border">
              <th scope="row" className="flex items-center gap-2 py-1.5 font-normal">
                <span className="w-8">
                  <SymbolTile symbol={symbol} />
                </span>
                {t(`slot.symbols.${symbol}`)}
              </th>
              {[3, 4, 5].map((count) => (
                <td key={count} className="py-1.5 text-end">
                  {slotPaytable[symbol][count - 3]}×
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">{t('slot.reelsNote', { length: slotReels[0]?.length ?? 0 })}</p>
    </details>
  );
}

/** The 5×3 slot: one spin, 10 fixed lines; winning cells are ringed. */
export function SlotGame(props: GameProps) {
  const { t } = useTranslation('inhouse');
  const outcome = props.round?.game === 'slot' ? props.round.outcome : null;
  const grid = outcome?.grid ?? slotWindow(restingStops);
  const highlighted = new Set<string>();
  for (const win of outcome?.lineWins ?? []) {
    const rows = slotPaylines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) highlighted.add(`${rows[reel]}:${reel}`);
  }
  return (
    <GameFrame
      props={props}
      playLabel={props.pending || props.cycleActive ? t('slot.spinning') : t('slot.spin')}
      board={
        <>
          <figure
            data-testid="slot-grid"
            aria-label={t('slot.window')}
            className={`grid grid-cols-5 gap-2 rounded-xl bg-surface-2 p-2 sm:gap-3 sm:p-4 ${
              props.pending || props.cycleActive ? 'animate-pulse' : ''
            }`}
          >
            {grid.flatMap((row, rowIndex) =>
              row.map((symbol, reel) => (
                <SymbolTile
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions of the window
                  key={`${rowIndex}:${reel}`}
                  symbol={symbol}
                  highlighted={highlighted.has(`${rowIndex}:${reel}`)}
                />
              )),
            )}
          </figure>
          {outcome && outcome.lineWins.length > 0 ? (
            <ul data-testid="slot-line-wins" className="flex flex-wrap gap-2 text-xs">
              {outcome.lineWins.map((win) => (
                <li key={win.line} className="rounded-full bg-surface-2 px-2.5 py-1">
                  {t('slot.lineWin', {
                    line: win.line,
                    n: win.count,
                    symbol: t(`slot.symbols.${win.symbol}`),
                    pays: win.pays,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <Paytable />
        </>
      }
      controls={null}
    />
  );
}
