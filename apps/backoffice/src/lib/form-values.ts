import { amountMinorOf, amountProblem } from './amount-input';
import { ApiError } from './api-client';
import { fromBrandInput } from './brand-time';

/**
 * The reward editors' reading of what staff type (promotions, bonuses, red envelopes, raffles, rebate
 * rates): amounts in the currency's units, whole numbers, brand-time instants. Each reader returns the
 * wire value or records the field's problem, so a form shows every problem at its field at once and
 * sends nothing until there is none; the server checks it all again and its refusals land at the same
 * fields (serverFieldProblems).
 */

export type FieldProblem =
  | 'required'
  | 'format'
  | 'wholeNumber'
  | 'precision'
  | 'zero'
  | 'range'
  | 'order'
  | 'floorTooHigh'
  | 'multipleTooHigh'
  | 'aboveCap'
  | 'tooLong'
  | 'server';

export type Problems = Record<string, FieldProblem>;

/** An amount above 0 in minor units (a decimal string), or null with the field's problem recorded. */
export function readAmount(
  text: string,
  decimals: number,
  field: string,
  problems: Problems,
  options: { allowZero?: boolean } = {},
): string | null {
  const problem = amountProblem(text, decimals);
  if (problem === 'zero' && options.allowZero) return '0';
  if (problem) {
    problems[field] = problem;
    return null;
  }
  return amountMinorOf(text, decimals)?.toString() ?? null;
}

/** An optional amount: empty means none (null); anything typed must be a valid amount above 0. */
export function readOptionalAmount(
  text: string,
  decimals: number,
  field: string,
  problems: Problems,
): string | null {
  if (!text.trim()) return null;
  return readAmount(text, decimals, field, problems);
}

/**
 * A number typed as `pattern` within [min, max]; null with the field's problem recorded: `required` when
 * empty, `shapeProblem` when it does not match, `range` outside the bounds.
 */
function readNumber(
  text: string,
  pattern: RegExp,
  shapeProblem: FieldProblem,
  bounds: { min: number; max: number },
  field: string,
  problems: Problems,
): number | null {
  const value = text.trim();
  if (!value) {
    problems[field] = 'required';
    return null;
  }
  if (!pattern.test(value)) {
    problems[field] = shapeProblem;
    return null;
  }
  const number = Number(value);
  if (number < bounds.min || number > bounds.max) {
    problems[field] = 'range';
    return null;
  }
  return number;
}

/** A whole number within [min, max]; null with the field's problem recorded. */
export function readInteger(
  text: string,
  bounds: { min: number; max: number },
  field: string,
  problems: Problems,
): number | null {
  return readNumber(text, /^\d{1,9}$/, 'wholeNumber', bounds, field, problems);
}

/** An optional whole number: empty means none (null). */
export function readOptionalInteger(
  text: string,
  bounds: { min: number; max: number },
  field: string,
  problems: Problems,
): number | null {
  if (!text.trim()) return null;
  return readInteger(text, bounds, field, problems);
}

/** A decimal number such as a wagering multiple ("35", "12.5"), within bounds, at most 2 decimals. */
export function readDecimal(
  text: string,
  bounds: { min: number; max: number },
  field: string,
  problems: Problems,
): number | null {
  return readNumber(text, /^\d{1,6}(\.\d{1,2})?$/, 'format', bounds, field, problems);
}

/** A brand-time datetime-local value as an ISO instant; null with the problem recorded. */
export function readInstant(text: string, offsetMinutes: number, field: string, problems: Problems) {
  if (!text.trim()) {
    problems[field] = 'required';
    return null;
  }
  const instant = fromBrandInput(text, offsetMinutes);
  if (!instant) problems[field] = 'format';
  return instant;
}

/** Records `order` on the later field when it is not after the earlier one. */
export function checkAfter(
  earlier: string | null,
  later: string | null,
  field: string,
  problems: Problems,
): void {
  if (earlier && later && Date.parse(later) <= Date.parse(earlier)) problems[field] = 'order';
}

/** Text required and at most `max` characters after trimming. */
export function readText(text: string, max: number, field: string, problems: Problems): string | null {
  const value = text.trim();
  if (!value) {
    problems[field] = 'required';
    return null;
  }
  if (value.length > max) {
    problems[field] = 'tooLong';
    return null;
  }
  return value;
}

/**
 * The server's field issues (paths like `body.wagering.multiple`) as problems of the form's fields:
 * `fieldOf` names the form field a request path belongs to (null: none; the form's error box says it).
 */
export function serverFieldProblems(error: unknown, fieldOf: (path: string) => string | null): Problems {
  if (!(error instanceof ApiError)) return {};
  const problems: Problems = {};
  for (const issue of error.issues) {
    const path = issue.path.replace(/^body\.?/, '');
    const field = fieldOf(path);
    if (field && !problems[field]) problems[field] = issueProblem(issue.message);
  }
  return problems;
}

/** The server's message key (e.g. `validation.floorTooHigh`) as a problem the form has text for. */
function issueProblem(message: string): FieldProblem {
  if (message === 'validation.floorTooHigh') return 'floorTooHigh';
  if (message === 'validation.endBeforeStart') return 'order';
  return 'server';
}

/** Whether nothing is wrong. */
export function noProblems(problems: Problems): boolean {
  return Object.keys(problems).length === 0;
}
