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

  it('shows invite friends only while the referral promotion is on', () => {
    expect(visibleMemberCentrePages({ manualRebate: false, referral: false })).not.toContain('referral');
    expect(visibleMemberCentrePages({ manualRebate: false, referral: true })).toContain('referral');
  });

  it('shows My contracts after the bonus details only when the member has a contract', () => {
    expect(visibleMemberCentrePages({ manualRebate: false })).not.toContain('myContracts');
    expect(visibleMemberCentrePages({ manualRebate: false, myContracts: false })).not.toContain(
      'myContracts',
    );
    const pages = visibleMemberCentrePages({ manualRebate: false, myContracts: true });
    expect(pages.indexOf('myContracts')).toBe(pages.indexOf('bonusDetails') + 1);
    expect(pages).toHaveLength(14);
  });

  it('shows responsible gaming and verification last, only when asked for', () => {
    expect(visibleMemberCentrePages({ manualRebate: false })).not.toContain('responsibleGaming');
    expect(visibleMemberCentrePages({ manualRebate: false })).not.toContain('verification');
    const pages = visibleMemberCentrePages({
      manualRebate: true,
      myContracts: true,
      responsibleGaming: true,
      verification: true,
    });
    expect(pages.slice(-2)).toEqual(['responsibleGaming', 'verification']);
    expect(pages.indexOf('myContracts')).toBe(pages.indexOf('bonusDetails') + 1);
    expect(visibleMemberCentrePages({ manualRebate: false, responsibleGaming: true }).at(-1)).toBe(
      'responsibleGaming',
    );
  });

  it('recognises page ids', () => {
    expect(isMemberCentrePage('responsibleGaming')).toBe(true);
    expect(isMemberCentrePage('verification')).toBe(true);
    expect(isMemberCentrePage('rewardCenter')).toBe(true);
    expect(isMemberCentrePage('myContracts')).toBe(true);
    expect(isMemberCentrePage('admin')).toBe(false);
  });
});
