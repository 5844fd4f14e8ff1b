import { type Withdrawal, withdrawalStatuses } from '@gaming/contracts/withdrawals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderStatic, tagOf, testIdsIn } from '../../../lib/test-render';
import { canCancelWithdrawal } from '../lib/withdrawal-cancel';
import { CancelWithdrawal } from './cancel-withdrawal';

const pending: Withdrawal = {
  id: 'w1',
  orderNumber: 'WD20250101000001',
  status: 'pending',
  amountMinor: '150000',
  feeMinor: '0',
  payoutMinor: '150000',
  bankName: 'Nabil Bank',
  accountHolder: 'Ram Thapa',
  accountNumber: '0123456789',
  rejectionReason: null,
  cancelledByMember: false,
  payoutReference: null,
  receivedMinor: null,
  remainderMinor: null,
  forced: false,
  resolution: null,
  refundMinor: null,
  resolutionReason: null,
  createdAt: '2025-01-01T00:00:00Z',
  paidAt: null,
  autoConfirmAt: null,
  confirmedAt: null,
  proofImageIds: [],
};

const allowed = { withdrawalReversal: true };
const forbidden = { withdrawalReversal: false };

function render(withdrawal: Withdrawal, gameRules: { withdrawalReversal: boolean } | undefined) {
  return renderStatic(
    <QueryClientProvider client={new QueryClient()}>
      <CancelWithdrawal
        withdrawal={withdrawal}
        currency={{ symbol: 'रू', decimals: 2 }}
        gameRules={gameRules}
      />
    </QueryClientProvider>,
  );
}

describe('Cancel withdrawal visibility', () => {
  it('is offered for a pending withdrawal only, and only where the profile allows a reversal', () => {
    for (const status of withdrawalStatuses) {
      expect(canCancelWithdrawal({ status }, allowed), status).toBe(status === 'pending');
      expect(canCancelWithdrawal({ status }, forbidden), status).toBe(false);
    }
    // The profile not loaded yet (or failed): nothing that could only be refused is offered.
    expect(canCancelWithdrawal(pending, undefined)).toBe(false);
  });

  it('renders the button with a label naming the withdrawal on a pending row where reversal is allowed', () => {
    const markup = render(pending, allowed);
    expect(testIdsIn(markup)).toEqual(['withdrawal-cancel-block', 'withdrawal-cancel']);
    expect(tagOf(markup, 'withdrawal-cancel')).toContain('aria-label="Cancel withdrawal WD20250101000001"');
    expect(markup).toContain('>Cancel withdrawal</button>');
  });

  it('renders no button when the profile forbids a reversal, while it loads, or once not pending', () => {
    for (const markup of [
      render(pending, forbidden),
      render(pending, undefined),
      render({ ...pending, status: 'approved' }, allowed),
      render({ ...pending, status: 'rejected', cancelledByMember: true }, allowed),
    ]) {
      expect(testIdsIn(markup)).toEqual(['withdrawal-cancel-block']);
      expect(markup).not.toContain('Cancel withdrawal');
    }
  });
});
