import { type FieldRule, matchesPattern } from '@gaming/contracts/registration';
import { AppError } from '../../platform/errors.js';

export type FieldIssue = { path: string; message: string };

/**
 * Checks one value against its configured rule. Messages are translation keys the web app renders with
 * the rule's min and max: `validation.required`, `validation.length`, `validation.pattern.<id>`.
 */
export function checkField(path: string, value: string | undefined, rule: FieldRule): FieldIssue | undefined {
  const present = value !== undefined && value.trim() !== '';
  if (!present) return rule.required ? { path, message: 'validation.required' } : undefined;
  const text = value.trim();
  if (text.length < rule.minLength || text.length > rule.maxLength) {
    return { path, message: `validation.length:${rule.minLength}:${rule.maxLength}` };
  }
  if (!matchesPattern(text, rule.patternId)) return { path, message: `validation.pattern.${rule.patternId}` };
  return undefined;
}

export function throwIfIssues(issues: Array<FieldIssue | undefined>): void {
  const found = issues.filter((issue): issue is FieldIssue => issue !== undefined);
  if (found.length > 0) throw new AppError('validation_failed', undefined, found);
}
