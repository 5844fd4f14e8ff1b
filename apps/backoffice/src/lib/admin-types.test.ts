import {
  staffRoles as contractRoles,
  memberStatusSchema,
  outboxMessageSchema,
} from '@gaming/contracts/staff';
import { describe, expect, it } from 'vitest';
import { memberStatuses, outboxChannels, staffRoles } from './admin-types';

describe('runtime lists', () => {
  it('match the enums of the contracts', () => {
    expect([...staffRoles]).toEqual([...contractRoles]);
    expect([...memberStatuses]).toEqual(memberStatusSchema.options);
    expect([...outboxChannels]).toEqual(outboxMessageSchema.shape.channel.options);
  });
});
