import { describe, expect, it } from 'vitest';
import { buildVendorLanes, type VendorPlacement } from './vendor-lanes.js';

function placement(vassalage: string, category: VendorPlacement['category'], sortOrder = 0): VendorPlacement {
  return { vassalage, displayName: vassalage, logoUrl: null, maintenance: false, category, sortOrder };
}

const rules = { inhouseVendors: ['OWN'], esportsVendors: ['IMES'], cockfightVendors: ['DS88'] };

describe('buildVendorLanes', () => {
  it('moves e-sports and cockfight vendors out of sports, excluded slots vendors to in-house', () => {
    const lanes = buildVendorLanes(
      [
        placement('SBO', 'SPORTS'),
        placement('IMES', 'SPORTS'),
        placement('DS88', 'SPORTS'),
        placement('OWN', 'RNG'),
        placement('PG', 'RNG'),
      ],
      ['INHOUSE', 'RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT'],
      rules,
    );
    expect(lanes.map((lane) => [lane.gameCategory, lane.vendors.map((vendor) => vendor.vassalage)])).toEqual([
      ['INHOUSE', ['OWN']],
      ['RNG', ['PG']],
      ['SPORTS', ['SBO']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['DS88']],
    ]);
    expect(lanes[3]?.vendors[0]?.gameType).toBe('ESPORTS');
  });

  it('leaves out empty categories, orders vendors, and lists a vendor once per lane', () => {
    const lanes = buildVendorLanes(
      [
        placement('B', 'RNG', 20),
        placement('A', 'RNG', 10),
        placement('A', 'RNG', 30),
        placement('F', 'FISH'),
      ],
      ['FISH', 'RNG', 'LIVE'],
      rules,
    );
    expect(lanes.map((lane) => lane.gameCategory)).toEqual(['FISH', 'RNG']);
    expect(lanes[1]?.vendors.map((vendor) => vendor.vassalage)).toEqual(['A', 'B']);
  });

  it('does not move a vendor named in a rule when it sits in another category', () => {
    const lanes = buildVendorLanes([placement('IMES', 'LIVE')], ['LIVE'], rules);
    expect(lanes[0]?.gameCategory).toBe('LIVE');
  });
});
