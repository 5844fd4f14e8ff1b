import { staffPermissions } from '@gaming/contracts/admin-api-routes';
import { describe, expect, it } from 'vitest';
import { staffRoles } from './admin-types';
import { can, navigationSections, visibleSections } from './permissions';

describe('permissions', () => {
  it('follows the contracts table for every role and permission', () => {
    for (const role of staffRoles) {
      for (const [permission, roles] of Object.entries(staffPermissions)) {
        expect(can(role, permission as keyof typeof staffPermissions), `${role} ${permission}`).toBe(
          (roles as readonly string[]).includes(role),
        );
      }
    }
  });

  it('allows nothing without a role', () => {
    expect(can(null, 'searchMembers')).toBe(false);
    expect(can(undefined, 'manageStaff')).toBe(false);
  });

  it('shows each role only the sections it may use', () => {
    expect(visibleSections('admin')).toEqual([
      'dashboard',
      'reports',
      'members',
      'agents',
      'agent-tree',
      'agent-applications',
      'agent-contracts',
      'agent-settlements',
      'promotions',
      'promotion-applications',
      'bonuses',
      'red-envelopes',
      'raffles',
      'rebate-rates',
      'points-rates',
      'point-mall',
      'redeems',
      'vip-levels',
      'missions',
      'ranking-boards',
      'messages',
      'feedback',
      'news',
      'banners',
      'lottery',
      'streams',
      'chat',
      'outbox',
      'audit',
      'staff',
      'deposits',
      'deposit-channels',
      'withdrawals',
      'vendor-moves',
      'adjustments',
      'setting-changes',
      'vendors',
      'games',
      'announcements',
      'home-boards',
      'rounds',
      'jobs',
    ]);
    expect(visibleSections('customerService')).toEqual([
      'members',
      'agents',
      'agent-tree',
      'agent-applications',
      'agent-contracts',
      'agent-settlements',
      'promotions',
      'promotion-applications',
      'bonuses',
      'red-envelopes',
      'raffles',
      'rebate-rates',
      'points-rates',
      'point-mall',
      'redeems',
      'vip-levels',
      'missions',
      'ranking-boards',
      'messages',
      'feedback',
      'lottery',
      'chat',
      'outbox',
      'deposits',
      'deposit-channels',
      'withdrawals',
      'vendor-moves',
      'adjustments',
      'rounds',
    ]);
    expect(visibleSections('risk')).toEqual([
      'dashboard',
      'reports',
      'members',
      'agents',
      'agent-tree',
      'agent-applications',
      'agent-contracts',
      'agent-settlements',
      'promotions',
      'promotion-applications',
      'bonuses',
      'red-envelopes',
      'raffles',
      'rebate-rates',
      'points-rates',
      'point-mall',
      'redeems',
      'vip-levels',
      'missions',
      'ranking-boards',
      'messages',
      'feedback',
      'lottery',
      'audit',
      'deposits',
      'deposit-channels',
      'withdrawals',
      'vendor-moves',
      'rounds',
    ]);
    expect(visibleSections('finance')).toEqual([
      'dashboard',
      'reports',
      'members',
      'agents',
      'agent-tree',
      'agent-applications',
      'agent-contracts',
      'agent-settlements',
      'promotions',
      'promotion-applications',
      'bonuses',
      'red-envelopes',
      'raffles',
      'rebate-rates',
      'points-rates',
      'point-mall',
      'redeems',
      'vip-levels',
      'missions',
      'ranking-boards',
      'lottery',
      'deposits',
      'deposit-channels',
      'withdrawals',
      'vendor-moves',
      'adjustments',
      'setting-changes',
      'home-boards',
      'rounds',
    ]);
    expect(visibleSections('content')).toEqual([
      'promotions',
      'promotion-applications',
      'bonuses',
      'red-envelopes',
      'raffles',
      'rebate-rates',
      'points-rates',
      'point-mall',
      'redeems',
      'vip-levels',
      'missions',
      'ranking-boards',
      'messages',
      'feedback',
      'news',
      'banners',
      'streams',
      'chat',
      'vendors',
      'games',
      'announcements',
      'home-boards',
    ]);
  });

  it('uses permissions that exist', () => {
    for (const entry of navigationSections) expect(Object.keys(staffPermissions)).toContain(entry.permission);
  });
});
