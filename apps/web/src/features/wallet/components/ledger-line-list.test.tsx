import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStatic, tagOf, testIdsIn } from '../../../lib/test-render';
import { LedgerLineList, type LedgerRow } from './ledger-line-list';

const wide = vi.hoisted(() => ({ matches: false }));
vi.mock('../../../lib/use-media-query', () => ({ useMediaQuery: () => wide.matches }));

afterEach(() => {
  wide.matches = false;
});

const caption = 'Account record';

const row: LedgerRow = {
  id: 'line-1',
  reasonCode: 'deposit',
  type: 'Deposit',
  amount: '+10.00',
  amountClass: 'text-success',
  balanceAfter: '110.00',
  status: 'Completed',
  time: '2025-03-01 10:00:00',
  reference: 'REF-1',
};

function list(showStatus: boolean) {
  return renderStatic(
    <LedgerLineList
      rows={[row]}
      caption={caption}
      showStatus={showStatus}
      testIds={{ list: 'account-records', line: 'account-record', cell: 'record' }}
    />,
  );
}

describe('LedgerLineList', () => {
  it('shows cards on a phone, each figure under its own test id, the status where asked', () => {
    const markup = list(true);
    expect(tagOf(markup, 'account-records')).toContain('data-layout="cards"');
    expect(tagOf(markup, 'account-record')).toContain('data-record-type="deposit"');
    expect(testIdsIn(markup)).toEqual([
      'account-records',
      'account-record',
      'record-type',
      'record-amount',
      'record-balance-after',
      'record-status',
      'record-time',
      'record-reference',
    ]);
    expect(tagOf(markup, 'record-amount')).toContain('text-success');
    expect(markup).toContain('Completed');
  });

  it('leaves the status out where the lines have none', () => {
    const markup = list(false);
    expect(testIdsIn(markup)).not.toContain('record-status');
    expect(markup).not.toContain('Completed');
  });

  it('shows a captioned table from the md breakpoint, with the status column only where asked', () => {
    wide.matches = true;
    const withStatus = list(true);
    expect(tagOf(withStatus, 'account-records')).toContain('data-layout="table"');
    expect(withStatus).toContain(`<caption class="sr-only">${caption}</caption>`);
    expect(withStatus.match(/<th /g)).toHaveLength(6);
    expect(testIdsIn(withStatus)).toContain('record-status');
    const withoutStatus = list(false);
    expect(withoutStatus.match(/<th /g)).toHaveLength(5);
    expect(testIdsIn(withoutStatus)).not.toContain('record-status');
  });

  it('aligns each heading with its column: figures and their headings at the end, the rest at the start', () => {
    wide.matches = true;
    const markup = list(true);
    const headings = [...markup.matchAll(/<th [^>]*class="([^"]*)"[^>]*>([^<]*)</g)].map(
      ([, classes = '', text = '']) => ({
        text,
        align: classes.split(' ').filter((name) => /^text-(start|end)$/.test(name)),
      }),
    );
    // One alignment each: text-start and text-end together leave start (later in the stylesheet), and the
    // amount's heading sat at the other side of its column from the amounts (the right, in Arabic).
    expect(headings.map(({ text, align }) => `${text}: ${align.join(' ')}`)).toEqual([
      'Time: text-start',
      'Type: text-start',
      'Amount: text-end',
      'Balance after: text-end',
      'Status: text-start',
      'Reference: text-start',
    ]);
    const amountCell = /<td[^>]*data-testid="record-amount"[^>]*>/.exec(markup)?.[0] ?? '';
    expect(amountCell).toContain('text-end');
  });

  it('keeps no reason code on lines that have none', () => {
    const { reasonCode: _reasonCode, ...bonusRow } = row;
    const markup = renderStatic(
      <LedgerLineList
        rows={[bonusRow]}
        caption="Bonus"
        showStatus={false}
        testIds={{ list: 'bonus-lines', line: 'bonus-line', cell: 'bonus-line' }}
      />,
    );
    expect(tagOf(markup, 'bonus-line')).not.toContain('data-record-type');
    expect(testIdsIn(markup)).toContain('bonus-line-time');
  });
});
