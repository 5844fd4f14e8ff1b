import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The totals row's cell (over every page), if this column has one. */
  total?: ReactNode;
  /** Figures are aligned to the end (right; left in right-to-left languages) with tabular digits. */
  numeric?: boolean;
}

/**
 * A report's table: one page of rows and, when given, a totals row over every page (the server sums the
 * whole filter, so the totals equal the rows of all pages added up). On a narrow window the table scrolls
 * inside its own focusable region; the page itself never scrolls sideways. On a phone the first column
 * (the account, the day) stays in place while the figures scroll, so a row never loses its name.
 */
const stickyFirst =
  'max-sm:sticky max-sm:start-0 max-sm:z-[1] max-sm:shadow-[1px_0_0_var(--ui-border)] max-sm:rtl:shadow-[-1px_0_0_var(--ui-border)]';

/** A figure isolated (its direction from its own characters): "-25.50" keeps its sign in front in RTL text. */
function figure(column: { numeric?: boolean }, content: ReactNode): ReactNode {
  if (!column.numeric || content === null || content === undefined) return content;
  return <bdi>{content}</bdi>;
}

export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totalsLabel,
  testId,
  rowTestId,
  onRowClick,
}: {
  label: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalsLabel?: string;
  testId: string;
  rowTestId: string;
  onRowClick?: (row: Row) => void;
}) {
  const hasTotals = totalsLabel !== undefined && columns.some((column) => column.total !== undefined);
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      data-testid={testId}
      className="overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-accent"
    >
      <table className="w-full min-w-max text-sm">
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={`px-3 py-2.5 font-medium whitespace-nowrap ${column.numeric ? 'text-end' : 'text-start'} ${index === 0 ? `${stickyFirst} max-sm:bg-surface` : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              data-row-key={rowKey(row)}
              className="border-b border-border last:border-b-0 hover:bg-surface-2"
            >
              {columns.map((column, index) => (
                <td
                  key={column.key}
                  className={`px-3 py-2.5 whitespace-nowrap ${column.numeric ? 'text-end tabular-nums' : 'text-start'} ${index === 0 ? `${stickyFirst} max-sm:bg-surface` : ''}`}
                >
                  {index === 0 && onRowClick ? (
                    <button
                      type="button"
                      onClick={() => onRowClick(row)}
                      className="font-semibold text-accent-text underline-offset-4 hover:underline"
                    >
                      {column.cell(row)}
                    </button>
                  ) : (
                    figure(column, column.cell(row))
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {hasTotals ? (
          <tfoot>
            <tr
              data-testid={`${testId}-totals`}
              className="border-t-2 border-border bg-surface-2 font-semibold"
            >
              {columns.map((column, index) => (
                <td
                  key={column.key}
                  data-testid={`${testId}-total-${column.key}`}
                  className={`px-3 py-2.5 whitespace-nowrap ${column.numeric ? 'text-end tabular-nums' : 'text-start'} ${index === 0 ? `${stickyFirst} max-sm:bg-surface-2` : ''}`}
                >
                  {index === 0 ? totalsLabel : figure(column, column.total ?? null)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
