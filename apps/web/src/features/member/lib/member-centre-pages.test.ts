import { describe, expect, it } from 'vitest';
import { isMemberCentrePage, memberCentrePages, visibleMemberCentrePages } from './member-centre-pages';

describe('member centre pages', () => {
  it('lists the 14 menu entries of the spec with the security centre first', () => {
    expect(memberCentrePages).toHaveLength(14);
    expect(memberCentrePages[0]).toBe('securityCenter');
  });

  it('shows manual rebate only when enabled', () => {
    expect(visibleMemberCentrePages({ manualRebate: false })).not.toContain('manualRebate');
    expect(visibleMemberCentrePages({ manualRebate: true })).toContain('manualRebate');
  });

  it('recognises page ids', () => {
    expect(isMemberCentrePage('rewardCenter')).toBe(true);
    expect(isMemberCentrePage('admin')).toBe(false);
  });
});
