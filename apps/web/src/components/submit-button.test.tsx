import { describe, expect, it } from 'vitest';
import { renderStatic, tagOf } from '../lib/test-render';
import { SubmitButton } from './submit-button';

const label = 'Save';

describe('SubmitButton', () => {
  it('is a pressable submit with its label and no spinner when idle', () => {
    const markup = renderStatic(
      <SubmitButton pending={false} testId="save">
        {label}
      </SubmitButton>,
    );
    const tag = tagOf(markup, 'save');
    expect(tag).toContain('type="submit"');
    expect(tag).not.toContain('disabled=""');
    expect(markup).toContain(label);
    expect(markup).not.toContain('animate-spin');
  });

  it('cannot be pressed again and spins while its call is under way', () => {
    const markup = renderStatic(
      <SubmitButton pending testId="save">
        {label}
      </SubmitButton>,
    );
    expect(tagOf(markup, 'save')).toContain('disabled=""');
    expect(markup).toContain('animate-spin');
    expect(markup).toContain(label);
  });

  it('is held off by the form reason without spinning', () => {
    const markup = renderStatic(
      <SubmitButton pending={false} disabled testId="save">
        {label}
      </SubmitButton>,
    );
    expect(tagOf(markup, 'save')).toContain('disabled=""');
    expect(markup).not.toContain('animate-spin');
  });

  it('spans the form only when asked', () => {
    const narrow = tagOf(
      renderStatic(
        <SubmitButton pending={false} testId="a">
          A
        </SubmitButton>,
      ),
      'a',
    );
    const wide = tagOf(
      renderStatic(
        <SubmitButton pending={false} fullWidth testId="a">
          A
        </SubmitButton>,
      ),
      'a',
    );
    expect(narrow).not.toContain('w-full');
    expect(wide).toContain('w-full');
    expect(wide).toContain('h-11');
  });
});
