import { describe, expect, it } from 'vitest';
import {
  contactProblem,
  descriptionCount,
  descriptionProblem,
  emptyFeedbackFields,
  emptyFieldsWarning,
  parseFeedbackType,
} from './feedback-validation';

const labels = { type: 'Question type', content: 'Description', contact: 'Contact', captcha: 'Captcha' };

describe('feedback description (spec §5: 20 to 200 characters, trimmed)', () => {
  it('refuses 19 characters and takes 20', () => {
    expect(descriptionProblem('a'.repeat(19))).toBe('tooShort');
    expect(descriptionProblem('a'.repeat(20))).toBeNull();
  });

  it('takes 200 characters and refuses 201', () => {
    expect(descriptionProblem('a'.repeat(200))).toBeNull();
    expect(descriptionProblem('a'.repeat(201))).toBe('tooLong');
  });

  it('counts the trimmed text: spaces around 19 characters do not make 20', () => {
    expect(descriptionCount(`   ${'a'.repeat(19)}   `)).toBe(19);
    expect(descriptionProblem(`   ${'a'.repeat(19)}   `)).toBe('tooShort');
    expect(descriptionProblem(`\n${'a'.repeat(200)}\t `)).toBeNull();
  });

  it('counts Devanagari and emoji by code point, as the server does', () => {
    expect(descriptionCount('नमस्ते')).toBe(6);
    expect(descriptionCount('😀😀')).toBe(2);
  });

  it('leaves an empty description to the empty-field warning', () => {
    expect(descriptionProblem('   ')).toBeNull();
  });
});

describe('empty fields (spec §5 warning)', () => {
  const filled = { type: '1', content: 'a'.repeat(25), contact: 'me@example.com', captcha: 'AB12' };

  it('lists every empty field in the form order, then the is-empty text', () => {
    const fields = emptyFeedbackFields({ type: '', content: '  ', contact: '', captcha: '' }, true);
    expect(fields).toEqual(['type', 'content', 'contact', 'captcha']);
    expect(emptyFieldsWarning(fields, (field) => labels[field], 'is empty')).toBe(
      'Question type, Description, Contact, Captcha is empty',
    );
  });

  it('asks a member for no contact', () => {
    expect(emptyFeedbackFields({ ...filled, contact: '', captcha: '' }, false)).toEqual(['captcha']);
    expect(emptyFeedbackFields({ ...filled, contact: '' }, true)).toEqual(['contact']);
  });

  it('takes "other" (0) as a chosen type', () => {
    expect(emptyFeedbackFields({ ...filled, type: '0' }, true)).toEqual([]);
    expect(parseFeedbackType('0')).toBe(0);
    expect(parseFeedbackType('5')).toBeNull();
    expect(parseFeedbackType('')).toBeNull();
  });

  it('gives no warning when nothing is empty', () => {
    expect(emptyFieldsWarning([], (field) => labels[field], 'is empty')).toBeNull();
  });
});

describe('guest contact', () => {
  it('takes an e-mail or a phone number and refuses anything else', () => {
    expect(contactProblem('me@example.com', true)).toBeNull();
    expect(contactProblem('+977 980-1234567', true)).toBeNull();
    expect(contactProblem('call me', true)).toBe('invalid');
    expect(contactProblem('call me', false)).toBeNull();
  });
});
