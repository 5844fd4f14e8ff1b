import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderStatic, tagOf, testIdsIn } from '../../../lib/test-render';
import { ReceiptDialog } from './receipt-dialogs';

const modal = vi.hoisted(() => ({ onOpenChange: null as null | ((open: boolean) => void) }));

// The real Modal loads Radix lazily; the test keeps the close handler the dialog gives it.
vi.mock('../../../components/modal', () => ({
  Modal: (props: { testId: string; onOpenChange: (open: boolean) => void; children: ReactNode }) => {
    modal.onOpenChange = props.onOpenChange;
    return <section data-testid={props.testId}>{props.children}</section>;
  },
}));

function dialog(state: {
  pending?: boolean;
  error?: unknown;
  fields?: ReactNode;
  onOpenChange?: () => void;
}) {
  return renderStatic(
    <ReceiptDialog
      open
      onOpenChange={state.onOpenChange ?? (() => {})}
      title="Partly received"
      description="How much arrived?"
      testId="withdraw-partly"
      onSubmit={() => {}}
      mutation={{ isPending: state.pending ?? false, error: state.error ?? null }}
      submitLabel="Report"
    >
      {state.fields}
    </ReceiptDialog>,
  );
}

describe('ReceiptDialog', () => {
  it('names the dialog, the failure and the submit after the dialog', () => {
    const markup = dialog({
      error: new ApiError({ code: 'unknown_error', status: 500, message: 'down' }),
      fields: <input data-testid="withdraw-partly-amount" />,
    });
    expect(testIdsIn(markup)).toEqual([
      'withdraw-partly-dialog',
      'withdraw-partly-amount',
      'withdraw-partly-error',
      'withdraw-partly-submit',
    ]);
    expect(markup).toContain('Cancel');
    expect(markup).toContain('Report');
  });

  it('spaces the form from the description only when it has fields', () => {
    expect(dialog({ fields: <input /> })).toContain('class="mt-4 flex flex-1 flex-col gap-4"');
    expect(dialog({})).toContain('class="flex flex-1 flex-col"');
  });

  it('keeps both buttons and the close of the dialog off while the call is under way', () => {
    const onOpenChange = vi.fn();
    const markup = dialog({ pending: true, onOpenChange });
    expect(tagOf(markup, 'withdraw-partly-submit')).toContain('disabled=""');
    expect(tagOf(markup, 'withdraw-partly-submit')).toContain('aria-busy="true"');
    expect(markup.match(/disabled=""/g)).toHaveLength(2);
    modal.onOpenChange?.(false);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes when asked while nothing is under way', () => {
    const onOpenChange = vi.fn();
    dialog({ onOpenChange });
    modal.onOpenChange?.(false);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});
