import type { AdjustmentDirection, AdjustmentKind, AdjustmentStatus } from '@gaming/contracts/adjustments';

/**
 * Runtime lists the screens need (the contracts' enums live beside zod, which stays out of the bundle);
 * `satisfies` keeps them within the contracts' types and a unit test keeps them complete.
 */
export const adjustmentStatuses = [
  'pending_approval',
  'approved',
  'applied',
  'rejected',
  'failed',
] as const satisfies readonly AdjustmentStatus[];
export const adjustmentDirections = ['credit', 'debit'] as const satisfies readonly AdjustmentDirection[];
export const adjustmentKinds = ['adjustment', 'bonus'] as const satisfies readonly AdjustmentKind[];
