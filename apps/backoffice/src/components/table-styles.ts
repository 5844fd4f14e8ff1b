/**
 * One table markup for every screen size: a real table from `md`, stacked cards below it, each cell
 * labelled from its `data-label` attribute so nothing scrolls sideways on a phone.
 */
export const tableStyles = {
  wrapper: 'rounded-lg border border-border bg-surface md:overflow-x-auto',
  table: 'block w-full border-collapse text-start md:table',
  head: 'sr-only md:not-sr-only md:table-header-group bg-surface-2 text-xs font-semibold text-muted',
  headCell: 'relative px-3 py-2 text-start whitespace-nowrap',
  body: 'block md:table-row-group',
  row: 'block border-b border-border p-3 last:border-b-0 md:table-row md:p-0',
  cell: 'flex items-baseline justify-between gap-4 py-1 text-end md:table-cell md:px-3 md:py-2.5 md:text-start md:align-middle before:shrink-0 before:text-xs before:font-semibold before:text-muted before:content-[attr(data-label)] md:before:content-none',
  /** Money and counts: right-aligned from `md` (a cell's `md:text-start` would win over an added `md:text-end`). */
  numberCell:
    'flex items-baseline justify-between gap-4 py-1 text-end tabular-nums whitespace-nowrap md:table-cell md:px-3 md:py-2.5 md:align-middle before:shrink-0 before:text-xs before:font-semibold before:text-muted before:content-[attr(data-label)] md:before:content-none',
  wideCell: 'block py-1 md:table-cell md:px-3 md:py-2.5 md:align-middle',
} as const;
