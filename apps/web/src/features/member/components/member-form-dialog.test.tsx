import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderStatic, tagOf, testIdsIn } from '../../../lib/test-render';
import { MemberFormDialog } from './member-form-dialog';

// The real Modal loads Radix lazily; its frame is not what is under test here.
vi.mock('../../../components/modal', () => ({
  Modal: ({
    open,
    testId,
    title,
    children,
  }: {
    open: boolean;
    testId: string;
    title: string;
    children: ReactNode;
  }) =>
    open ? (
      <section data-testid={testId} aria-label={title}>
        {children}
      </section>
    ) : null,
}));

function dialog(state: { pending?: boolean; failure?: unknown; open?: boolean }) {
  return renderStatic(
    <MemberFormDialog
      open={state.open ?? true}
      onOpenChange={() => {}}
      title="Bind e-mail"
      testId="bind-email"
      onSubmit={() => {}}
      failure={state.failure ?? null}
      pending={state.pending ?? false}
      submitLabel="Bind"
    >
      <input data-testid="bind-email-address" />
    </MemberFormDialog>,
  );
}

describe('MemberFormDialog', () => {
  it('names the dialog, its fields and its submit after the dialog', () => {
    const markup = dialog({});
    expect(testIdsIn(markup)).toEqual(['bind-email-dialog', 'bind-email-address', 'bind-email-submit']);
    expect(markup).toMatch(/novalidate/i);
    expect(tagOf(markup, 'bind-email-submit')).not.toContain('disabled=""');
  });

  it('shows the failure above a submit that waits while the call is under way', () => {
    const markup = dialog({
      pending: true,
      failure: new ApiError({ code: 'unknown_error', status: 409, message: 'taken' }),
    });
    expect(testIdsIn(markup)).toEqual([
      'bind-email-dialog',
      'bind-email-address',
      'bind-email-error',
      'bind-email-submit',
    ]);
    expect(tagOf(markup, 'bind-email-submit')).toContain('disabled=""');
  });

  it('renders nothing while closed', () => {
    expect(dialog({ open: false })).toBe('');
  });
});
