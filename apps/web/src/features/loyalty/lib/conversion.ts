/**
 * Points-to-money conversion as the server applies it (modules/points-mall): `pointsPerUnit` points buy
 * one unit of money (`unitMinor` minor units, 10^decimals), in multiples of `conversionUnits`, at least
 * `minimumConversionPoints`; the money is rounded down (towards the house). The preview must never
 * promise more than the server pays, so it is computed in bigint the same way.
 */
export interface ConversionRules {
  pointsPerUnit: bigint;
  conversionUnits: bigint;
  minimumConversionPoints: bigint;
  unitMinor: bigint;
}

type Whole = number | string | bigint;

function whole(value: Whole): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  return /^\d{1,19}$/.test(value) ? BigInt(value) : null;
}

/**
 * The terms as the server sent them (numbers or decimal strings); `unitMinor` from the brand's decimals
 * when the reply has none. Null when a value is missing or not positive: no preview rather than a wrong one.
 */
export function conversionRules(
  terms: {
    pointsPerUnit: Whole;
    conversionUnits: Whole;
    minimumConversionPoints: Whole;
    unitMinor?: Whole | null;
  },
  currencyDecimals: number,
): ConversionRules | null {
  const pointsPerUnit = whole(terms.pointsPerUnit);
  const conversionUnits = whole(terms.conversionUnits);
  const minimumConversionPoints = whole(terms.minimumConversionPoints);
  const unitMinor =
    terms.unitMinor === undefined || terms.unitMinor === null
      ? 10n ** BigInt(currencyDecimals)
      : whole(terms.unitMinor);
  if (pointsPerUnit === null || conversionUnits === null || minimumConversionPoints === null) return null;
  if (unitMinor === null || pointsPerUnit <= 0n || conversionUnits <= 0n || unitMinor <= 0n) return null;
  return { pointsPerUnit, conversionUnits, minimumConversionPoints, unitMinor };
}

/** Money for a number of points, rounded down. */
export function conversionAmountMinor(points: bigint, rules: ConversionRules): bigint {
  return (points * rules.unitMinor) / rules.pointsPerUnit;
}

/** The least points that may be converted: the minimum, rounded up to a multiple of the units. */
export function smallestConversion(rules: ConversionRules): bigint {
  const minimum = rules.minimumConversionPoints > 0n ? rules.minimumConversionPoints : rules.conversionUnits;
  const remainder = minimum % rules.conversionUnits;
  return remainder === 0n ? minimum : minimum + rules.conversionUnits - remainder;
}

/** The most points the member can convert now: the balance rounded down to the units (0 when below the least). */
export function largestConversion(spendablePoints: bigint, rules: ConversionRules): bigint {
  const largest = spendablePoints - (spendablePoints % rules.conversionUnits);
  return largest >= smallestConversion(rules) ? largest : 0n;
}

export type ConversionProblem =
  | 'required'
  | 'invalid'
  | 'belowMinimum'
  | 'notMultiple'
  | 'aboveBalance'
  | 'nothingPaid';

export type ConversionPreview =
  | { points: bigint; amountMinor: bigint; problem: null }
  | { points: bigint | null; amountMinor: bigint | null; problem: ConversionProblem };

/** Checks typed points against the terms and the balance, with the money it would pay. */
export function previewConversion(
  text: string,
  rules: ConversionRules,
  spendablePoints: bigint,
): ConversionPreview {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return { points: null, amountMinor: null, problem: 'required' };
  if (!/^\d{1,13}$/.test(trimmed)) return { points: null, amountMinor: null, problem: 'invalid' };
  const points = BigInt(trimmed);
  const amountMinor = conversionAmountMinor(points, rules);
  if (points < smallestConversion(rules)) return { points, amountMinor, problem: 'belowMinimum' };
  if (points % rules.conversionUnits !== 0n) return { points, amountMinor, problem: 'notMultiple' };
  if (points > spendablePoints) return { points, amountMinor, problem: 'aboveBalance' };
  if (amountMinor <= 0n) return { points, amountMinor, problem: 'nothingPaid' };
  return { points, amountMinor, problem: null };
}
