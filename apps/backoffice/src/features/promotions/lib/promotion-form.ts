import { type GameCategoryCode, gameCategoryCodes } from '@gaming/contracts/category-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import {
  type AdminPromotion,
  type PromotionAudience,
  type PromotionEligibility,
  type PromotionFilterType,
  type PromotionInput,
  type PromotionKind,
  type PromotionParticipation,
  type PromotionReward,
  type PromotionTag,
  type PromotionWagering,
  promotionLimits,
} from '@gaming/contracts/promotions';
import { minorToInput } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api-client';
import { toBrandInput } from '../../../lib/brand-time';
import {
  checkAfter,
  type Problems,
  readAmount,
  readInstant,
  readInteger,
  readOptionalAmount,
  readOptionalInteger,
  serverFieldProblems,
} from '../../../lib/form-values';
import {
  draftLanguages,
  emptyLocalizedDraft,
  type LocalizedDraft,
  localizedDraftOf,
  readLocalized,
  withLanguage,
  withoutLanguage,
} from '../../../lib/localized-text';

export type AudienceType = PromotionAudience['type'];
export type RewardType = PromotionReward['type'];
export type EligibilityType = PromotionEligibility['type'];
export type WageringBase = PromotionWagering['base'];

export const audienceTypes: readonly AudienceType[] = [
  'everyone',
  'new_members',
  'vip_levels',
  'agent_teams',
];
export const rewardTypes: readonly RewardType[] = ['fixed', 'deposit_percent', 'valid_bet_rebate'];
export const eligibilityTypes: readonly EligibilityType[] = [
  'none',
  'first_deposit',
  'deposit_in_period',
  'valid_bet_in_period',
];
export const wageringBases: readonly WageringBase[] = ['bonus', 'deposit_plus_bonus'];

type PerCategory = Record<GameCategoryCode, string>;

/** The editor's values as staff type them: money in the currency's units, rates and weights in percent. */
export interface PromotionDraft {
  /** The title and the HTML content per language; both hold the same languages (withPromotionLanguage). */
  title: LocalizedDraft;
  content: LocalizedDraft;
  /** In sequence: the first is the card's picture. */
  images: string[];
  filterType: PromotionFilterType;
  tags: PromotionTag[];
  startsAt: string;
  endsAt: string;
  audience: AudienceType;
  newMemberDays: string;
  /** Comma- or space-separated level numbers. */
  vipLevels: string;
  /** Agents' account names, one a line (or comma-separated). */
  agentAccounts: string;
  participation: PromotionParticipation;
  kind: PromotionKind;
  reward: RewardType;
  fixedAmount: string;
  depositPercent: string;
  cap: string;
  rebateRates: PerCategory;
  eligibility: EligibilityType;
  eligibilityMin: string;
  wagering: boolean;
  multiple: string;
  base: WageringBase;
  weights: PerCategory;
  defaultWeight: string;
  maxStake: string;
  maxCashout: string;
  wageringDays: string;
  claimDays: string;
  perDevice: boolean;
  perIp: boolean;
  maxClaims: string;
  budget: string;
}

const emptyPerCategory = (): PerCategory =>
  Object.fromEntries(gameCategoryCodes.map((code) => [code, ''])) as PerCategory;

export function emptyPromotionDraft(): PromotionDraft {
  return {
    title: emptyLocalizedDraft(),
    content: emptyLocalizedDraft(),
    images: [],
    filterType: 'deposit',
    tags: [],
    startsAt: '',
    endsAt: '',
    audience: 'everyone',
    newMemberDays: '7',
    vipLevels: '',
    agentAccounts: '',
    participation: 'claim',
    kind: 'standard',
    reward: 'fixed',
    fixedAmount: '',
    depositPercent: '',
    cap: '',
    rebateRates: emptyPerCategory(),
    eligibility: 'none',
    eligibilityMin: '',
    wagering: false,
    multiple: '10',
    base: 'bonus',
    weights: emptyPerCategory(),
    defaultWeight: '100',
    maxStake: '',
    maxCashout: '',
    wageringDays: '7',
    claimDays: '7',
    perDevice: false,
    perIp: false,
    maxClaims: '',
    budget: '',
  };
}

/** Basis points (1 = 0.01 %) as a typed percentage: 1250 -> "12.5". */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A typed percentage as basis points: "12.5" -> 1250; null when not a percentage with at most 2 decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
}

/** "1, 2 3" -> [1, 2, 3]; null when anything else is in it. */
export function parseLevels(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/** Account names one a line or comma-separated, trimmed, without repeats. */
export function parseAccounts(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

function readPercentField(
  text: string,
  bounds: { min: number; max: number },
  field: string,
  problems: Problems,
): number | null {
  if (!text.trim()) {
    problems[field] = 'required';
    return null;
  }
  const value = percentToBasisPoints(text);
  if (value === null) {
    problems[field] = 'format';
    return null;
  }
  if (value < bounds.min || value > bounds.max) {
    problems[field] = 'range';
    return null;
  }
  return value;
}

/** Per-category percentages: empty leaves the category out. `whole` wants whole percents (weights). */
function readPerCategory(
  values: PerCategory,
  prefix: string,
  whole: boolean,
  bounds: { min: number; max: number },
  problems: Problems,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const code of gameCategoryCodes) {
    const text = values[code].trim();
    if (!text) continue;
    const field = `${prefix}.${code}`;
    const value = whole
      ? readInteger(text, bounds, field, problems)
      : readPercentField(text, { min: bounds.min * 100, max: bounds.max * 100 }, field, problems);
    if (value !== null) out[code] = value;
  }
  return out;
}

function readAudience(draft: PromotionDraft, problems: Problems): PromotionAudience {
  switch (draft.audience) {
    case 'everyone':
      return { type: 'everyone' };
    case 'new_members': {
      const days = readInteger(
        draft.newMemberDays,
        { min: 1, max: promotionLimits.maxNewMemberDays },
        'newMemberDays',
        problems,
      );
      return { type: 'new_members', days: days ?? 1 };
    }
    case 'vip_levels': {
      const levels = parseLevels(draft.vipLevels);
      if (!levels || levels.length === 0) problems.vipLevels = levels ? 'required' : 'format';
      else if (levels.length > promotionLimits.vipLevels || levels.some((level) => level > 100))
        problems.vipLevels = 'range';
      return { type: 'vip_levels', levels: levels ?? [] };
    }
    case 'agent_teams': {
      const accounts = parseAccounts(draft.agentAccounts);
      if (accounts.length === 0) problems.agentAccounts = 'required';
      else if (accounts.length > promotionLimits.audienceAgents) problems.agentAccounts = 'range';
      else if (accounts.some((account) => account.length > 64)) problems.agentAccounts = 'tooLong';
      return { type: 'agent_teams', agentAccounts: accounts };
    }
  }
}

function readReward(draft: PromotionDraft, decimals: number, problems: Problems): PromotionReward {
  if (draft.reward === 'fixed')
    return {
      type: 'fixed',
      amountMinor: readAmount(draft.fixedAmount, decimals, 'fixedAmount', problems) ?? '1',
    };
  const capMinor = readAmount(draft.cap, decimals, 'cap', problems) ?? '1';
  if (draft.reward === 'deposit_percent') {
    const rate = readPercentField(
      draft.depositPercent,
      { min: 1, max: 1_000_000 },
      'depositPercent',
      problems,
    );
    return { type: 'deposit_percent', rateBasisPoints: rate ?? 1, capMinor };
  }
  const ratesBasisPoints = readPerCategory(
    draft.rebateRates,
    'rebateRates',
    false,
    { min: 0.01, max: 100 },
    problems,
  );
  if (
    Object.keys(ratesBasisPoints).length === 0 &&
    !Object.keys(problems).some((key) => key.startsWith('rebateRates.'))
  )
    problems.rebateRates = 'required';
  return { type: 'valid_bet_rebate', ratesBasisPoints, capMinor };
}

function readEligibility(draft: PromotionDraft, decimals: number, problems: Problems): PromotionEligibility {
  if (draft.eligibility === 'none') return { type: 'none' };
  // A minimum of 0 is allowed: any first deposit, any deposit or bet in the period.
  const minMinor = readAmount(draft.eligibilityMin || '0', decimals, 'eligibilityMin', problems, {
    allowZero: true,
  });
  return { type: draft.eligibility, minMinor: minMinor ?? '0' };
}

function readWagering(
  draft: PromotionDraft,
  decimals: number,
  maxMultiple: number,
  problems: Problems,
): PromotionWagering | null {
  if (!draft.wagering) return null;
  const multiple = readInteger(draft.multiple, { min: 1, max: maxMultiple }, 'multiple', problems);
  const weights = readPerCategory(draft.weights, 'weights', true, { min: 0, max: 100 }, problems);
  const defaultWeightPercent = readInteger(
    draft.defaultWeight,
    { min: 0, max: 100 },
    'defaultWeight',
    problems,
  );
  const wageringDays = readInteger(
    draft.wageringDays,
    { min: 1, max: promotionLimits.maxWageringDays },
    'wageringDays',
    problems,
  );
  return {
    multiple: multiple ?? 1,
    base: draft.base,
    weights,
    defaultWeightPercent: defaultWeightPercent ?? 0,
    maxStakeMinor: readOptionalAmount(draft.maxStake, decimals, 'maxStake', problems),
    maxCashoutMinor: readOptionalAmount(draft.maxCashout, decimals, 'maxCashout', problems),
    wageringDays: wageringDays ?? 1,
  };
}

/**
 * The promotion to save (create or update), or the problems by field. `maxMultiple` is the brand's cap
 * on the wagering multiple (bonuses.settings); the server refuses above it too.
 */
export function promotionRequest(
  draft: PromotionDraft,
  options: { decimals: number; offsetMinutes: number; maxMultiple: number },
): { input: PromotionInput; problems: null } | { input: null; problems: Problems } {
  const { decimals, offsetMinutes } = options;
  const problems: Problems = {};
  const title = readLocalized(draft.title, 'title', promotionLimits.titleLength, problems);
  // HTML is kept as typed (the server sanitises it); a blank text in a language leaves it out.
  const content = readLocalized(draft.content, 'content', promotionLimits.contentLength, problems, {
    trim: false,
    englishRequired: false,
  });
  if (draft.images.length > promotionLimits.images) problems.images = 'range';
  const startsAt = readInstant(draft.startsAt, offsetMinutes, 'startsAt', problems);
  const endsAt = readInstant(draft.endsAt, offsetMinutes, 'endsAt', problems);
  checkAfter(startsAt, endsAt, 'endsAt', problems);
  const audience = readAudience(draft, problems);
  const reward = readReward(draft, decimals, problems);
  const eligibility = readEligibility(draft, decimals, problems);
  const wagering = readWagering(draft, decimals, options.maxMultiple, problems);
  const claimDays = readInteger(
    draft.claimDays,
    { min: 1, max: promotionLimits.maxClaimDays },
    'claimDays',
    problems,
  );
  const maxClaims = readOptionalInteger(draft.maxClaims, { min: 1, max: 10_000_000 }, 'maxClaims', problems);
  const budgetMinor = readOptionalAmount(draft.budget, decimals, 'budget', problems);
  if (Object.keys(problems).length > 0 || !title || !content || !startsAt || !endsAt || claimDays === null)
    return { input: null, problems };
  return {
    input: {
      title,
      content,
      images: draft.images.map((url, index) => ({ sequence: index + 1, url })),
      filterType: draft.filterType,
      tags: [...new Set(draft.tags)],
      startsAt,
      endsAt,
      audience,
      participation: draft.participation,
      kind: draft.kind,
      reward,
      eligibility,
      wagering,
      claimDays,
      limits: { perDevice: draft.perDevice, perIp: draft.perIp, maxClaims, budgetMinor },
    },
    problems: null,
  };
}

/** The title and content with the same languages: a language either has shows a field in both. */
function alignedTexts(title: LocalizedDraft, content: LocalizedDraft) {
  let alignedTitle = title;
  let alignedContent = content;
  for (const code of [...draftLanguages(title), ...draftLanguages(content)]) {
    alignedTitle = withLanguage(alignedTitle, code);
    alignedContent = withLanguage(alignedContent, code);
  }
  return { title: alignedTitle, content: alignedContent };
}

/** The languages the editor shows a title and content for: EN, NE, then the added ones. */
export function promotionLanguages(draft: Pick<PromotionDraft, 'title'>): LanguageCode[] {
  return draftLanguages(draft.title);
}

/** The title and content with an empty field for `code` in both. */
export function withPromotionLanguage(
  draft: Pick<PromotionDraft, 'title' | 'content'>,
  code: LanguageCode,
): Pick<PromotionDraft, 'title' | 'content'> {
  return { title: withLanguage(draft.title, code), content: withLanguage(draft.content, code) };
}

/** The title and content without `code` (EN and NE stay). */
export function withoutPromotionLanguage(
  draft: Pick<PromotionDraft, 'title' | 'content'>,
  code: LanguageCode,
): Pick<PromotionDraft, 'title' | 'content'> {
  return { title: withoutLanguage(draft.title, code), content: withoutLanguage(draft.content, code) };
}

function perCategoryOf(values: Record<string, number>, format: (value: number) => string): PerCategory {
  const out = emptyPerCategory();
  for (const code of gameCategoryCodes) {
    const value = values[code];
    if (value !== undefined) out[code] = format(value);
  }
  return out;
}

/** A saved promotion as the editor's values (the inverse of promotionRequest). */
export function promotionDraftOf(
  promotion: AdminPromotion,
  decimals: number,
  offsetMinutes: number,
): PromotionDraft {
  const empty = emptyPromotionDraft();
  const money = (minor: string | null | undefined) => (minor ? minorToInput(minor, decimals) : '');
  const { audience, reward, eligibility, wagering, limits } = promotion;
  return {
    ...empty,
    ...alignedTexts(localizedDraftOf(promotion.title), localizedDraftOf(promotion.content)),
    images: [...promotion.images].sort((a, b) => a.sequence - b.sequence).map((image) => image.url),
    filterType: promotion.filterType,
    tags: [...promotion.tags],
    startsAt: toBrandInput(promotion.startsAt, offsetMinutes),
    endsAt: toBrandInput(promotion.endsAt, offsetMinutes),
    audience: audience.type,
    newMemberDays: audience.type === 'new_members' ? String(audience.days) : empty.newMemberDays,
    vipLevels: audience.type === 'vip_levels' ? audience.levels.join(', ') : '',
    agentAccounts: audience.type === 'agent_teams' ? audience.agentAccounts.join('\n') : '',
    participation: promotion.participation,
    kind: promotion.kind,
    reward: reward.type,
    fixedAmount: reward.type === 'fixed' ? money(reward.amountMinor) : '',
    depositPercent: reward.type === 'deposit_percent' ? basisPointsToPercent(reward.rateBasisPoints) : '',
    cap: reward.type === 'fixed' ? '' : money(reward.capMinor),
    rebateRates:
      reward.type === 'valid_bet_rebate'
        ? perCategoryOf(reward.ratesBasisPoints, basisPointsToPercent)
        : emptyPerCategory(),
    eligibility: eligibility.type,
    eligibilityMin: eligibility.type === 'none' ? '' : money(eligibility.minMinor),
    wagering: wagering !== null,
    multiple: wagering ? String(wagering.multiple) : empty.multiple,
    base: wagering?.base ?? empty.base,
    weights: wagering ? perCategoryOf(wagering.weights, String) : emptyPerCategory(),
    defaultWeight: wagering ? String(wagering.defaultWeightPercent) : empty.defaultWeight,
    maxStake: money(wagering?.maxStakeMinor),
    maxCashout: money(wagering?.maxCashoutMinor),
    wageringDays: wagering ? String(wagering.wageringDays) : empty.wageringDays,
    claimDays: String(promotion.claimDays),
    perDevice: limits.perDevice,
    perIp: limits.perIp,
    maxClaims: limits.maxClaims === null ? '' : String(limits.maxClaims),
    budget: money(limits.budgetMinor),
  };
}

const pathFields: Record<string, string> = {
  images: 'images',
  tags: 'tags',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  'audience.days': 'newMemberDays',
  'audience.levels': 'vipLevels',
  'audience.agentAccounts': 'agentAccounts',
  'reward.amountMinor': 'fixedAmount',
  'reward.rateBasisPoints': 'depositPercent',
  'reward.capMinor': 'cap',
  'reward.ratesBasisPoints': 'rebateRates',
  'eligibility.minMinor': 'eligibilityMin',
  'wagering.multiple': 'multiple',
  'wagering.weights': 'weights',
  'wagering.defaultWeightPercent': 'defaultWeight',
  'wagering.maxStakeMinor': 'maxStake',
  'wagering.maxCashoutMinor': 'maxCashout',
  'wagering.wageringDays': 'wageringDays',
  claimDays: 'claimDays',
  'limits.maxClaims': 'maxClaims',
  'limits.budgetMinor': 'budget',
};

/** Which editor field a server issue's path (`wagering.weights.LIVE`, `images.2.url`) belongs to. */
export function promotionFieldOf(path: string): string | null {
  const exact = pathFields[path];
  if (exact) return exact;
  if (/^(title|content)\.[A-Z]{2}(-[A-Z]{2})?$/.test(path)) return path;
  const perCategory = /^(reward\.ratesBasisPoints|wagering\.weights)\.([A-Z0-9_]+)$/.exec(path);
  if (perCategory)
    return `${perCategory[1] === 'wagering.weights' ? 'weights' : 'rebateRates'}.${perCategory[2]}`;
  if (/^images(\.|$)/.test(path)) return 'images';
  if (/^audience\.agentAccounts(\.|$)/.test(path)) return 'agentAccounts';
  if (/^audience\.levels(\.|$)/.test(path)) return 'vipLevels';
  return null;
}

/**
 * The server's refusal of a save at the fields it names: field issues of a validation failure, and the
 * errors that belong to one field (a multiple above the brand's cap).
 */
export function promotionServerProblems(error: unknown): Problems {
  const problems = serverFieldProblems(error, promotionFieldOf);
  if (error instanceof ApiError && error.code === 'wagering_multiple_too_high')
    problems.multiple = 'multipleTooHigh';
  return problems;
}

/** Which group of the editor a field is in, so the first problem's group can be opened and scrolled to. */
export function firstProblemField(problems: Problems): string | null {
  return Object.keys(problems)[0] ?? null;
}
