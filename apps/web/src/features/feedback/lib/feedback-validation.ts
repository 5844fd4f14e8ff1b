import {
  type FeedbackType,
  feedbackContentLength,
  feedbackLimits,
  feedbackTypes,
  isFeedbackContactValid,
} from '@gaming/contracts/feedback';

/** The form's fields, in the order the form shows them and the empty-field warning lists them. */
export const feedbackFields = ['type', 'content', 'contact', 'captcha'] as const;
export type FeedbackField = (typeof feedbackFields)[number];

export interface FeedbackValues {
  /** A question type as the select holds it ('' until one is chosen; '0' is "other"). */
  type: string;
  content: string;
  /** A guest's e-mail or phone; members leave it out. */
  contact: string;
  captcha: string;
}

export const emptyFeedbackValues: FeedbackValues = { type: '', content: '', contact: '', captcha: '' };

/** The fields this sender must fill: a guest also gives a contact. */
export function requiredFeedbackFields(guest: boolean): FeedbackField[] {
  return feedbackFields.filter((field) => field !== 'contact' || guest);
}

/** Spec §5: the required fields left empty (blank counts as empty), in the form's order. */
export function emptyFeedbackFields(values: FeedbackValues, guest: boolean): FeedbackField[] {
  return requiredFeedbackFields(guest).filter((field) => values[field].trim() === '');
}

/**
 * The warning of spec §5: the empty fields' names, then the 'is empty' text ("Question type, Description
 * is empty"). Null when nothing is empty.
 */
export function emptyFieldsWarning(
  fields: readonly FeedbackField[],
  label: (field: FeedbackField) => string,
  isEmpty: string,
  separator = ', ',
): string | null {
  if (fields.length === 0) return null;
  return `${fields.map(label).join(separator)} ${isEmpty}`;
}

/** What the live counter shows: the trimmed description's length, counted as the server counts it. */
export function descriptionCount(content: string): number {
  return feedbackContentLength(content);
}

/** A filled description outside 20..200 (trimmed): too short or too long; null when it fits (or is empty). */
export function descriptionProblem(content: string): 'tooShort' | 'tooLong' | null {
  const length = descriptionCount(content);
  if (length === 0) return null;
  if (length < feedbackLimits.contentMinLength) return 'tooShort';
  if (length > feedbackLimits.contentMaxLength) return 'tooLong';
  return null;
}

/** A guest's filled contact that is neither an e-mail address nor a phone number. */
export function contactProblem(contact: string, guest: boolean): 'invalid' | null {
  if (!guest || contact.trim() === '') return null;
  return isFeedbackContactValid(contact) ? null : 'invalid';
}

export function parseFeedbackType(value: string): FeedbackType | null {
  return feedbackTypes.find((type) => String(type) === value) ?? null;
}
