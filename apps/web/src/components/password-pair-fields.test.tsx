import { describe, expect, it } from 'vitest';
import { renderStatic, tagOf, testIdsIn } from '../lib/test-render';
import { PasswordPairFields } from './password-pair-fields';

const input = (testId: string, error: string | null = null) => ({
  label: testId,
  value: '',
  onChange: () => {},
  onBlur: () => {},
  error,
  testId,
});

describe('PasswordPairFields', () => {
  it('renders two hidden, revealable new-password inputs of the same limit, the hint under the first', () => {
    const markup = renderStatic(
      <PasswordPairFields
        password={input('new')}
        confirmation={input('confirm')}
        hint="6 to 20 characters"
        maxLength={20}
      />,
    );
    for (const testId of ['new', 'confirm']) {
      const tag = tagOf(markup, testId);
      expect(tag).toContain('type="password"');
      expect(tag).toContain('autoComplete="new-password"');
      expect(tag).toContain('maxLength="20"');
      expect(tag).toContain('required');
      expect(tag).not.toContain('inputMode');
    }
    expect(markup.match(/6 to 20 characters/g)).toHaveLength(1);
    expect(markup.indexOf('6 to 20 characters')).toBeLessThan(markup.indexOf('data-testid="confirm"'));
    expect(markup.match(/aria-label="Show password"/g)).toHaveLength(2);
  });

  it('brings up the number pad on both for a digits-only password', () => {
    const markup = renderStatic(
      <PasswordPairFields password={input('new')} confirmation={input('confirm')} maxLength={6} numeric />,
    );
    expect(tagOf(markup, 'new')).toContain('inputMode="numeric"');
    expect(tagOf(markup, 'confirm')).toContain('inputMode="numeric"');
  });

  it('shows each field its own message', () => {
    const markup = renderStatic(
      <PasswordPairFields
        password={input('new')}
        confirmation={input('confirm', 'Entered twice differently')}
        maxLength={128}
      />,
    );
    expect(testIdsIn(markup)).toContain('confirm-error');
    expect(testIdsIn(markup)).not.toContain('new-error');
    expect(markup).toContain('Entered twice differently');
  });
});
