import type { GameCategoryCode, Vendor, VendorLane } from '@gaming/contracts/catalogue';
import { categoryRoutes } from '@gaming/contracts/category-routes';

/** Navigation rules of spec §2 (header, side menu, footer, home rows) as pure functions. */

export type NavKey = 'HOME' | 'PROMO' | GameCategoryCode;

/**
 * Where a click leads. `launch` means the spec starts the vendor's game directly (its first game of the
 * category, through the launch flow: login popup, trial notice, maintenance suggestions); `fallbackPath`
 * (the category page, or with that vendor selected) is the link's address and where a vendor without a
 * game leads.
 */
export type NavTarget =
  | { kind: 'navigate'; path: string }
  | { kind: 'launch'; category: GameCategoryCode; vendor: Vendor; fallbackPath: string };
export type LaunchTarget = Extract<NavTarget, { kind: 'launch' }>;

export interface HeaderNavItem {
  key: NavKey;
  target: NavTarget;
  /** Vendors listed in the hover drop-down; empty for HOME and PROMO. */
  vendors: Vendor[];
}

export const homePath = '/';
export const promotionsPath = '/promotions';
/**
 * Spec §2: HOME, PROMO, PVP, FISH and RNG always open their page; in-house games too (the side menu's rule:
 * in-house opens the slots page with vendor in-house), though in-house usually has a single vendor.
 */
const alwaysOpenPage: ReadonlySet<NavKey> = new Set<NavKey>([
  'HOME',
  'PROMO',
  'PVP',
  'FISH',
  'RNG',
  'INHOUSE',
]);
const lotteryCategories: ReadonlySet<GameCategoryCode> = new Set<GameCategoryCode>(['LOTT', 'ELOTT']);
const vassalageQueryCategories: ReadonlySet<GameCategoryCode> = new Set<GameCategoryCode>([
  'INHOUSE',
  'RNG',
  'FISH',
]);
/** A drop-down with more vendors than this uses the large variant. */
export const largeDropDownThreshold = 10;
/** Vendors a home row shows per view; more than this brings carousel arrows. */
export const vendorsPerRow = 12;
/** Category rows of the home page, in the spec's order. */
export const homeRowOrder: readonly GameCategoryCode[] = [
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
];

export function categoryPath(category: GameCategoryCode): string {
  return categoryRoutes[category].path;
}

/** The category's page with one vendor selected (?vassalage=). */
export function vendorPath(category: GameCategoryCode, vendor: Pick<Vendor, 'vassalage'>): string {
  const basePath = categoryRoutes[category].path.split('?')[0] ?? '/';
  return `${basePath}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
}

/**
 * A vendor launch. A category entry's address is the plain category page, a vendor entry's the category
 * page with that vendor selected.
 */
function launch(category: GameCategoryCode, vendor: Vendor, from: 'category' | 'vendor'): NavTarget {
  const fallbackPath = from === 'category' ? categoryPath(category) : vendorPath(category, vendor);
  return { kind: 'launch', category, vendor, fallbackPath };
}

/** The link's address for a target (a launch's page when the launch cannot happen). */
export function pathOf(target: NavTarget): string {
  return target.kind === 'navigate' ? target.path : target.fallbackPath;
}

function headerCategoryItem(lane: VendorLane): HeaderNavItem {
  const category = lane.gameCategory;
  const onlyVendor = lane.vendors.length === 1 ? lane.vendors[0] : undefined;
  const target =
    alwaysOpenPage.has(category) || !onlyVendor
      ? { kind: 'navigate' as const, path: categoryPath(category) }
      : launch(category, onlyVendor, 'category');
  return { key: category, target, vendors: lane.vendors };
}

/** Header: home, in-house, each category with at least one vendor (server order), promotions. */
export function headerNavItems(lanes: readonly VendorLane[]): HeaderNavItem[] {
  const withVendors = lanes.filter((lane) => lane.vendors.length > 0);
  const inHouse = withVendors.filter((lane) => lane.gameCategory === 'INHOUSE');
  const others = withVendors.filter((lane) => lane.gameCategory !== 'INHOUSE');
  return [
    { key: 'HOME', target: { kind: 'navigate', path: homePath }, vendors: [] },
    ...inHouse.map(headerCategoryItem),
    ...others.map(headerCategoryItem),
    { key: 'PROMO', target: { kind: 'navigate', path: promotionsPath }, vendors: [] },
  ];
}

export function dropDownSize(vendorCount: number): 'none' | 'normal' | 'large' {
  if (vendorCount === 0) return 'none';
  return vendorCount > largeDropDownThreshold ? 'large' : 'normal';
}

/** Side menu and footer: a vendor entry. Slots, fish and in-house filter their list page; others launch. */
export function vendorTarget(category: GameCategoryCode, vendor: Vendor): NavTarget {
  if (vassalageQueryCategories.has(category)) {
    return { kind: 'navigate', path: vendorPath(category, vendor) };
  }
  return launch(category, vendor, 'vendor');
}

/** Side menu: a category entry. Lottery categories launch their first vendor. */
export function sideMenuCategoryTarget(lane: VendorLane): NavTarget {
  const first = lane.vendors[0];
  if (lotteryCategories.has(lane.gameCategory) && first) return launch(lane.gameCategory, first, 'category');
  return { kind: 'navigate', path: categoryPath(lane.gameCategory) };
}

/** Footer: a category entry; same rule as the side menu (LOTT and ELOTT start the first game). */
export const footerCategoryTarget = sideMenuCategoryTarget;

export interface HomeRow {
  category: GameCategoryCode;
  vendors: Vendor[];
  hasArrows: boolean;
}

export function homeRows(lanes: readonly VendorLane[]): HomeRow[] {
  return homeRowOrder.flatMap((category) => {
    const lane = lanes.find((candidate) => candidate.gameCategory === category);
    if (!lane || lane.vendors.length === 0) return [];
    return [{ category, vendors: lane.vendors, hasArrows: lane.vendors.length > vendorsPerRow }];
  });
}

/** The footer's logo row: each vendor once, even when it serves several categories. */
export function uniqueVendors(lanes: readonly VendorLane[]): Vendor[] {
  const seen = new Set<string>();
  const unique: Vendor[] = [];
  for (const lane of lanes) {
    for (const vendor of lane.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      unique.push(vendor);
    }
  }
  return unique;
}

export function laneOf(lanes: readonly VendorLane[], category: GameCategoryCode): VendorLane | undefined {
  return lanes.find((lane) => lane.gameCategory === category);
}

/**
 * The category a list page shows: /rng?vassalage=X belongs to in-house when X is an in-house
 * vendor (spec: in-house opens the slots page with vendor in-house).
 */
export function listPageCategory(
  lanes: readonly VendorLane[],
  routeCategory: GameCategoryCode,
  vassalage: string | null,
): GameCategoryCode {
  if (routeCategory !== 'RNG' || !vassalage) return routeCategory;
  if (vassalage === 'INHOUSE') return 'INHOUSE';
  const inHouse = laneOf(lanes, 'INHOUSE');
  const slots = laneOf(lanes, 'RNG');
  const isInHouse = inHouse?.vendors.some((vendor) => vendor.vassalage === vassalage) ?? false;
  const isSlots = slots?.vendors.some((vendor) => vendor.vassalage === vassalage) ?? false;
  return isInHouse && !isSlots ? 'INHOUSE' : 'RNG';
}

/**
 * Whether a link's path is the current page. Query parameters of the link must match too, so
 * /rng?vassalage=INHOUSE (in-house) is not active on the plain slots page.
 */
export function isActivePath(
  linkPath: string,
  location: { pathname: string; search: string },
  end: boolean,
): boolean {
  const [linkPathname = '/', linkSearch = ''] = linkPath.split('?');
  const pathMatches = end
    ? location.pathname === linkPathname
    : location.pathname === linkPathname || location.pathname.startsWith(`${linkPathname}/`);
  if (!pathMatches) return false;
  const current = new URLSearchParams(location.search);
  for (const [key, value] of new URLSearchParams(linkSearch)) {
    if (current.get(key) !== value) return false;
  }
  return true;
}
