import {
  type AdminMallItem,
  type AdminMallItemCreate,
  type AdminMallItemInput,
  type MallItemKind,
  type MemberLimit,
  pointsMallLimits,
} from '@gaming/contracts/points-mall';
import { promotionLimits } from '@gaming/contracts/promotions';
import { minorToInput } from '../../../lib/amount-input';
import {
  noProblems,
  type Problems,
  readAmount,
  readDecimal,
  readInteger,
  readOptionalInteger,
} from '../../../lib/form-values';
import {
  emptyLocalizedDraft,
  type LocalizedDraft,
  localizedDraftOf,
  readLocalized,
} from '../../../lib/localized-text';
import { readPoints } from './points-values';

export type MallImage = { id: string; url: string };

/**
 * An item as staff type it: the price in whole points, money in the currency's units (cash and bonus
 * items), a bonus's wagering, the limits, the images in order, and (new items only) the first stock, ''
 * meaning unlimited. Stock of a saved item changes through its own audited action.
 */
export interface MallItemDraft {
  kind: MallItemKind;
  category: string;
  title: LocalizedDraft;
  description: LocalizedDraft;
  pointsPrice: string;
  amount: string;
  wageringMultiple: string;
  wageringDays: string;
  maxQuantity: string;
  memberLimit: string;
  memberLimitPeriod: MemberLimit['period'];
  images: MallImage[];
  sortOrder: string;
  stock: string;
}

export const emptyMallItemDraft: MallItemDraft = {
  kind: 'goods',
  category: '',
  title: emptyLocalizedDraft(),
  description: emptyLocalizedDraft(),
  pointsPrice: '',
  amount: '',
  wageringMultiple: '',
  wageringDays: '7',
  maxQuantity: '1',
  memberLimit: '',
  memberLimitPeriod: 'lifetime',
  images: [],
  sortOrder: '0',
  stock: '',
};

export function mallItemDraftOf(item: AdminMallItem, decimals: number): MallItemDraft {
  return {
    kind: item.kind,
    category: item.category ?? '',
    title: localizedDraftOf(item.title),
    description: localizedDraftOf(item.description),
    pointsPrice: item.pointsPrice,
    amount: item.amountMinor ? minorToInput(item.amountMinor, decimals) : '',
    wageringMultiple: item.wageringMultiple === null ? '' : String(item.wageringMultiple),
    wageringDays: String(item.wageringDays ?? 7),
    maxQuantity: String(item.maxQuantityPerRedeem),
    memberLimit: item.memberLimit ? String(item.memberLimit.quantity) : '',
    memberLimitPeriod: item.memberLimit?.period ?? 'lifetime',
    images: item.images,
    sortOrder: String(item.sortOrder),
    stock: item.stock === null ? '' : String(item.stock),
  };
}

/** Stock as typed: '' is unlimited (null), else a whole number from 0. */
export function readStock(text: string, field: string, problems: Problems): number | null | undefined {
  if (!text.trim()) return null;
  const stock = readInteger(text, { min: 0, max: 1_000_000_000 }, field, problems);
  return stock === null ? undefined : stock;
}

function readMoneyTerms(draft: MallItemDraft, decimals: number, problems: Problems) {
  if (draft.kind === 'goods') return { amountMinor: null, wageringMultiple: null, wageringDays: null };
  const amountMinor = readAmount(draft.amount, decimals, 'amount', problems);
  if (draft.kind === 'cash' || !draft.wageringMultiple.trim())
    return { amountMinor, wageringMultiple: null, wageringDays: null };
  const wageringMultiple = readDecimal(
    draft.wageringMultiple,
    { min: 0.01, max: pointsMallLimits.maxWageringMultiple },
    'wageringMultiple',
    problems,
  );
  const wageringDays = readInteger(
    draft.wageringDays,
    { min: 1, max: pointsMallLimits.maxWageringDays },
    'wageringDays',
    problems,
  );
  return { amountMinor, wageringMultiple, wageringDays };
}

/** The item's fields to save (create adds the stock), or the problems by field. */
export function mallItemRequest(
  draft: MallItemDraft,
  decimals: number,
): { body: AdminMallItemCreate; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const category = draft.category.trim().toUpperCase();
  if (category && !/^[A-Z0-9_]{1,40}$/.test(category)) problems.category = 'format';
  const title = readLocalized(draft.title, 'title', promotionLimits.titleLength, problems);
  const description = readLocalized(
    draft.description,
    'description',
    pointsMallLimits.descriptionLength,
    problems,
    { englishRequired: false },
  );
  const pointsPrice = readPoints(draft.pointsPrice, 'pointsPrice', problems);
  const terms = readMoneyTerms(draft, decimals, problems);
  const maxQuantityPerRedeem = readInteger(
    draft.maxQuantity,
    { min: 1, max: pointsMallLimits.maxQuantityPerRedeem },
    'maxQuantity',
    problems,
  );
  const limit = readOptionalInteger(draft.memberLimit, { min: 1, max: 1_000_000 }, 'memberLimit', problems);
  const sortOrder = readInteger(draft.sortOrder || '0', { min: 0, max: 1_000_000 }, 'sortOrder', problems);
  const stock = readStock(draft.stock, 'stock', problems);
  if (
    !noProblems(problems) ||
    !title ||
    !description ||
    !pointsPrice ||
    maxQuantityPerRedeem === null ||
    sortOrder === null ||
    stock === undefined
  )
    return { body: null, problems };
  return {
    body: {
      kind: draft.kind,
      category: category || null,
      title,
      description,
      pointsPrice,
      ...terms,
      maxQuantityPerRedeem,
      memberLimit: limit === null ? null : { quantity: limit, period: draft.memberLimitPeriod },
      imageIds: draft.images.map((image) => image.id),
      sortOrder,
      stock,
    },
    problems: null,
  };
}

/** An update carries no stock (it has its own audited action). */
export function withoutStock(body: AdminMallItemCreate): AdminMallItemInput {
  const { stock: _stock, ...input } = body;
  return input;
}

export function mallItemFieldOf(path: string): string | null {
  if (/^(title|description)\.[A-Z]{2}(-[A-Z]{2})?$/.test(path)) return path;
  const fields: Record<string, string> = {
    category: 'category',
    pointsPrice: 'pointsPrice',
    amountMinor: 'amount',
    wageringMultiple: 'wageringMultiple',
    wageringDays: 'wageringDays',
    maxQuantityPerRedeem: 'maxQuantity',
    'memberLimit.quantity': 'memberLimit',
    sortOrder: 'sortOrder',
    stock: 'stock',
    imageIds: 'images',
  };
  return fields[path] ?? null;
}
