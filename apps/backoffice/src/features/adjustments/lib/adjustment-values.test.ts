import * as contracts from '@gaming/contracts/adjustments';
import { describe, expect, it } from 'vitest';
import { adjustmentDirections, adjustmentKinds, adjustmentStatuses } from './adjustment-values';

describe('adjustment values', () => {
  it('equal the contracts enums', () => {
    expect([...adjustmentStatuses]).toEqual([...contracts.adjustmentStatuses]);
    expect([...adjustmentDirections]).toEqual([...contracts.adjustmentDirections]);
    expect([...adjustmentKinds]).toEqual([...contracts.adjustmentKinds]);
  });
});
