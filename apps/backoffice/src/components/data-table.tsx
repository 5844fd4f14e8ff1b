import type { ReactNode } from 'react';
import { tableStyles } from './table-styles';

/**
 * - `text`: labelled from the header on a phone;
 * - `number`: the same, right-aligned figures;
 * - `wide`: full width and unlabelled on a phone, for buttons whose text says what they do.
 */
export type CellKind = 'text' | 'number' | 'wide';

/** A column as the header row needs it. */
export interface TableColumn {
  /** The header text, also the React key, so it must be unique within a table. */
  header: string;
  kind?: CellKind;
  /** Spoken to screen readers, not shown: for a column of buttons. */
  hideHeader?: boolean;
  /** Right-aligns the header from `md`; number columns always are. */
  alignEnd?: boolean;
}

/** A column of a table rendered from its rows. */
export interface DataColumn<TRow> extends TableColumn {
  /** The cell's label on a phone, where it differs from the header. */
  label?: string;
  cell: (row: TRow) => ReactNode;
  /** Added to the kind's class names. */
  className?: string | ((row: TRow) => string);
  testId?: string;
}

/** Extra `data-*` attributes a row carries for tests and tools. */
export type RowAttributes = Partial<Record<`data-${string}`, string>>;

const cellClass: Record<CellKind, string> = {
  text: tableStyles.cell,
  number: tableStyles.numberCell,
  wide: tableStyles.wideCell,
};

function joinClasses(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** One cell; `label` names it on a phone, where rows stack into cards (wide cells go unlabelled). */
export function TableCell({
  label,
  kind = 'text',
  className,
  testId,
  children,
}: {
  label?: string;
  kind?: CellKind;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <td
      className={joinClasses(cellClass[kind], className)}
      data-label={kind === 'wide' ? undefined : label}
      data-testid={testId}
    >
      {children}
    </td>
  );
}

function HeaderCell({ column }: { column: TableColumn }) {
  const alignEnd = column.alignEnd || column.kind === 'number';
  return (
    <th scope="col" className={joinClasses(tableStyles.headCell, alignEnd ? 'md:text-end' : undefined)}>
      {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
    </th>
  );
}

/** The table markup around rows written by hand (rows with their own state): frame, caption, header row. */
export function TableFrame({
  testId,
  caption,
  columns,
  children,
}: {
  testId: string;
  /** Read by screen readers only. */
  caption?: string;
  columns: readonly TableColumn[];
  children: ReactNode;
}) {
  return (
    <div className={tableStyles.wrapper}>
      <table data-testid={testId} className={tableStyles.table}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={tableStyles.head}>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.header} column={column} />
            ))}
          </tr>
        </thead>
        <tbody className={tableStyles.body}>{children}</tbody>
      </table>
    </div>
  );
}

/** A table drawn from its columns: the header row, then one row a record, each cell labelled on a phone. */
export function DataTable<TRow>({
  testId,
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowAttributes,
}: {
  testId: string;
  caption?: string;
  columns: readonly DataColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  rowTestId: string;
  rowAttributes?: (row: TRow) => RowAttributes;
}) {
  return (
    <TableFrame testId={testId} caption={caption} columns={columns}>
      {rows.map((row) => (
        <tr key={rowKey(row)} data-testid={rowTestId} {...rowAttributes?.(row)} className={tableStyles.row}>
          {columns.map((column) => (
            <TableCell
              key={column.header}
              label={column.label ?? column.header}
              kind={column.kind}
              className={typeof column.className === 'function' ? column.className(row) : column.className}
              testId={column.testId}
            >
              {column.cell(row)}
            </TableCell>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}
