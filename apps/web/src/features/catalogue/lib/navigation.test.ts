import type { GameCategoryCode, Vendor, VendorLane } from '@gaming/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  dropDownSize,
  footerCategoryTarget,
  headerNavItems,
  homeRows,
  isActivePath,
  listPageCategory,
  pathOf,
  sideMenuCategoryTarget,
  uniqueVendors,
  vendorPath,
  vendorTarget,
} from './navigation';

function vendor(vassalage: string, gameType: GameCategoryCode): Vendor {
  return { vassalage, displayName: vassalage, gameType, logoUrl: null, maintenance: false };
}

function lane(gameCategory: GameCategoryCode, ...codes: string[]): VendorLane {
  return { gameCategory, vendors: codes.map((code) => vendor(code, gameCategory)) };
}

describe('headerNavItems', () => {
  const lanes = [
    lane('RNG', 'PG'),
    lane('LIVE', 'EVO'),
    lane('SPORTS', 'SBO', 'CMD'),
    lane('INHOUSE', 'INHOUSE'),
    lane('FISH', 'JDB'),
    lane('PVP', 'KY'),
    lane('COCKFIGHT'),
  ];
  const items = headerNavItems(lanes);

  it('starts with home and in-house, ends with promotions, skips empty categories', () => {
    expect(items.map((item) => item.key)).toEqual([
      'HOME',
      'INHOUSE',
      'RNG',
      'LIVE',
      'SPORTS',
      'FISH',
      'PVP',
      'PROMO',
    ]);
  });

  it('opens the page for HOME, PROMO, PVP, FISH and RNG even with one vendor', () => {
    const paths = Object.fromEntries(items.map((item) => [item.key, item.target]));
    expect(paths.HOME).toEqual({ kind: 'navigate', path: '/' });
    expect(paths.PROMO).toEqual({ kind: 'navigate', path: '/promotions' });
    expect(paths.RNG).toEqual({ kind: 'navigate', path: '/rng' });
    expect(paths.FISH).toEqual({ kind: 'navigate', path: '/fish' });
    expect(paths.PVP).toEqual({ kind: 'navigate', path: '/pvp' });
  });

  it('launches a single vendor of other categories and opens the page for several', () => {
    const live = items.find((item) => item.key === 'LIVE');
    expect(live?.target.kind).toBe('launch');
    expect(live && pathOf(live.target)).toBe('/live');
    const sports = items.find((item) => item.key === 'SPORTS');
    expect(sports?.target).toEqual({ kind: 'navigate', path: '/sports' });
  });

  it('decides per category: a single vendor launches, several open the page, some always open the page', () => {
    const single = (category: GameCategoryCode) => headerNavItems([lane(category, 'ONE')])[1]?.target;
    const several = (category: GameCategoryCode) => headerNavItems([lane(category, 'ONE', 'TWO')])[1]?.target;
    for (const category of ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'BGS'] as const) {
      expect(single(category)).toMatchObject({ kind: 'launch', category, vendor: { vassalage: 'ONE' } });
      expect(several(category)).toEqual({ kind: 'navigate', path: categoryPath(category) });
    }
    for (const category of ['PVP', 'FISH', 'RNG', 'INHOUSE'] as const) {
      expect(single(category)?.kind).toBe('navigate');
      expect(several(category)?.kind).toBe('navigate');
    }
  });

  it('handles no lanes at all', () => {
    expect(headerNavItems([]).map((item) => item.key)).toEqual(['HOME', 'PROMO']);
  });
});

describe('dropDownSize', () => {
  it('is large above 10 vendors', () => {
    expect(dropDownSize(0)).toBe('none');
    expect(dropDownSize(10)).toBe('normal');
    expect(dropDownSize(11)).toBe('large');
  });
});

describe('side menu and footer targets', () => {
  it('filters slots, fish and in-house by vassalage and launches the others', () => {
    expect(vendorTarget('RNG', vendor('PG', 'RNG'))).toEqual({ kind: 'navigate', path: '/rng?vassalage=PG' });
    expect(vendorTarget('FISH', vendor('JDB', 'FISH'))).toEqual({
      kind: 'navigate',
      path: '/fish?vassalage=JDB',
    });
    expect(vendorTarget('INHOUSE', vendor('INHOUSE', 'INHOUSE'))).toEqual({
      kind: 'navigate',
      path: '/rng?vassalage=INHOUSE',
    });
    const live = vendorTarget('LIVE', vendor('EVO', 'LIVE'));
    expect(live.kind).toBe('launch');
    expect(pathOf(live)).toBe('/live?vassalage=EVO');
  });

  it('launches the first lottery vendor from a lottery category entry', () => {
    const target = sideMenuCategoryTarget(lane('LOTT', 'VR', 'TCG'));
    expect(target.kind).toBe('launch');
    expect(pathOf(target)).toBe('/lott');
    expect(target).toMatchObject({ vendor: { vassalage: 'VR' } });
    expect(footerCategoryTarget(lane('ELOTT', 'SEA'))).toMatchObject({ kind: 'launch' });
    expect(sideMenuCategoryTarget(lane('INHOUSE', 'INHOUSE'))).toEqual({
      kind: 'navigate',
      path: '/rng?vassalage=INHOUSE',
    });
    expect(sideMenuCategoryTarget(lane('LIVE', 'EVO', 'AG'))).toEqual({ kind: 'navigate', path: '/live' });
  });

  it('encodes vendor codes in paths', () => {
    expect(vendorPath('BGS', { vassalage: 'A B' })).toBe('/bgs?vassalage=A%20B');
  });
});

describe('homeRows', () => {
  it('follows the spec order, skips empty lanes and shows arrows above 12 vendors', () => {
    const many = lane('RNG', ...Array.from({ length: 13 }, (_, index) => `V${index}`));
    const rows = homeRows([
      lane('LOTT', 'VR'),
      lane('LIVE', 'EVO'),
      many,
      lane('FISH'),
      lane('INHOUSE', 'INHOUSE'),
    ]);
    expect(rows.map((row) => row.category)).toEqual(['INHOUSE', 'RNG', 'LIVE']);
    expect(rows.map((row) => row.hasArrows)).toEqual([false, true, false]);
  });
});

describe('uniqueVendors', () => {
  it('keeps each vendor once, in first-seen order', () => {
    const vendors = uniqueVendors([lane('RNG', 'PG', 'JDB'), lane('FISH', 'JDB', 'CQ9'), lane('LIVE', 'PG')]);
    expect(vendors.map((item) => item.vassalage)).toEqual(['PG', 'JDB', 'CQ9']);
  });
});

describe('listPageCategory', () => {
  const lanes = [lane('RNG', 'PG'), lane('INHOUSE', 'INHOUSE', 'CRASH')];
  it('treats an in-house vendor on the slots page as in-house', () => {
    expect(listPageCategory(lanes, 'RNG', 'INHOUSE')).toBe('INHOUSE');
    expect(listPageCategory(lanes, 'RNG', 'CRASH')).toBe('INHOUSE');
    expect(listPageCategory(lanes, 'RNG', 'PG')).toBe('RNG');
    expect(listPageCategory(lanes, 'RNG', null)).toBe('RNG');
    expect(listPageCategory(lanes, 'FISH', 'CRASH')).toBe('FISH');
  });
});

describe('isActivePath', () => {
  it('matches the path and any query the link carries', () => {
    expect(isActivePath('/rng', { pathname: '/rng', search: '?vassalage=PG' }, false)).toBe(true);
    expect(isActivePath('/rng?vassalage=INHOUSE', { pathname: '/rng', search: '' }, false)).toBe(false);
    expect(
      isActivePath('/rng?vassalage=INHOUSE', { pathname: '/rng', search: '?vassalage=INHOUSE' }, false),
    ).toBe(true);
    expect(isActivePath('/', { pathname: '/rng', search: '' }, true)).toBe(false);
    expect(isActivePath('/', { pathname: '/', search: '' }, true)).toBe(true);
    expect(isActivePath('/live', { pathname: '/lively', search: '' }, false)).toBe(false);
  });
});
