import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type DataColumn, DataTable, TableFrame } from './data-table';
import { tableStyles } from './table-styles';

interface Payment {
  id: string;
  member: string;
  amount: number;
}

const rows: Payment[] = [
  { id: 'p1', member: 'alice', amount: 5 },
  { id: 'p2', member: 'bob', amount: -3 },
];

const columns: DataColumn<Payment>[] = [
  { header: 'Member', cell: (row) => row.member },
  {
    header: 'Amount in NPR',
    label: 'Amount',
    kind: 'number',
    testId: 'amount-cell',
    className: (row) => (row.amount < 0 ? 'text-danger' : 'text-success'),
    cell: (row) => row.amount.toFixed(2),
  },
  { header: 'Open', hideHeader: true, kind: 'wide', cell: (row) => <a href={`/p/${row.id}`}>{'Open'}</a> },
];

function table(): string {
  return renderToStaticMarkup(
    <DataTable
      testId="payments"
      caption="Payments"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId="payment-row"
      rowAttributes={(row) => ({ 'data-payment-id': row.id })}
    />,
  );
}

/** The markup of every element whose tag is `tag`, in order. */
function tags(markup: string, tag: string): string[] {
  return [...markup.matchAll(new RegExp(`<${tag}[ >][\\s\\S]*?</${tag}>`, 'g'))].map((match) => match[0]);
}

describe('DataTable', () => {
  it('writes one header a column, hiding an action column from sight but not from screen readers', () => {
    const headers = tags(table(), 'th');
    expect(headers).toHaveLength(3);
    expect(headers.every((header) => header.includes('scope="col"'))).toBe(true);
    expect(headers[0]).toContain(`>${'Member'}</th>`);
    expect(headers[1]).toContain('md:text-end');
    expect(headers[1]).toContain('Amount in NPR');
    expect(headers[0]).not.toContain('md:text-end');
    expect(headers[2]).toContain(`<span class="sr-only">${'Open'}</span>`);
  });

  it('writes one row a record, with its test id and data attributes, cells in column order', () => {
    const body = tags(table(), 'tbody')[0] ?? '';
    const rowMarkup = tags(body, 'tr');
    expect(rowMarkup).toHaveLength(2);
    expect(rowMarkup[1]).toContain('data-testid="payment-row"');
    expect(rowMarkup[1]).toContain('data-payment-id="p2"');
    expect(rowMarkup[1]).toContain(`class="${tableStyles.row}"`);
    const cells = tags(rowMarkup[1] ?? '', 'td');
    expect(cells.map((cell) => cell.replace(/<[^>]+>/g, ''))).toEqual(['bob', '-3.00', 'Open']);
  });

  it('labels each cell for the phone layout, with its own label where it differs from the header', () => {
    const cells = tags(tags(table(), 'tr')[1] ?? '', 'td');
    expect(cells[0]).toContain('data-label="Member"');
    expect(cells[1]).toContain('data-label="Amount"');
    expect(cells[2]).not.toContain('data-label');
  });

  it('styles cells by kind and by row', () => {
    const [first, second] = tags(tags(table(), 'tbody')[0] ?? '', 'tr').map((row) => tags(row, 'td'));
    expect(first?.[0]).toContain(`class="${tableStyles.cell}"`);
    expect(first?.[1]).toContain(`class="${tableStyles.numberCell} text-success"`);
    expect(second?.[1]).toContain(`class="${tableStyles.numberCell} text-danger"`);
    expect(second?.[1]).toContain('data-testid="amount-cell"');
    expect(first?.[2]).toContain(`class="${tableStyles.wideCell}"`);
  });

  it('writes the caption for screen readers only, and none when not given', () => {
    expect(table()).toContain(`<caption class="sr-only">${'Payments'}</caption>`);
    const bare = renderToStaticMarkup(
      <TableFrame testId="bare" columns={[{ header: 'Name' }]}>
        <tr data-testid="hand-written" />
      </TableFrame>,
    );
    expect(bare).not.toContain('<caption');
    expect(bare).toContain('data-testid="bare"');
    expect(tags(bare, 'tbody')[0]).toContain('data-testid="hand-written"');
  });

  it('right-aligns a header asked to, whatever its kind', () => {
    const markup = renderToStaticMarkup(
      <TableFrame testId="t" columns={[{ header: 'Actions', kind: 'wide', alignEnd: true }]}>
        {null}
      </TableFrame>,
    );
    expect(tags(markup, 'th')[0]).toContain('md:text-end');
    expect(tags(markup, 'th')[0]).toContain(`>${'Actions'}</th>`);
  });
});
