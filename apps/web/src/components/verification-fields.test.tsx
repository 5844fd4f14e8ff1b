import { describe, expect, it, vi } from 'vitest';
import { renderStatic, tagOf, testIdsIn } from '../lib/test-render';
import { MobileNumberField, VerificationCodeField } from './verification-fields';

const bound = { value: '', onChange: () => {}, onBlur: () => {}, error: null };
const noSend = async () => null;

describe('MobileNumberField', () => {
  it('keeps only the digits of what is typed or pasted', () => {
    const onChange = vi.fn();
    // The field calls no hook itself: its element can be read without rendering.
    const element = MobileNumberField({
      ...bound,
      onChange,
      label: 'Mobile',
      testId: 'mobile',
      countrySelect: null,
    });
    element.props.onChange('+977 98-1234 5678');
    expect(onChange).toHaveBeenCalledWith('9779812345678');
  });

  it('is a required phone input with the dialling code before it and 15 digits at most by default', () => {
    const markup = renderStatic(
      <MobileNumberField
        {...bound}
        label="Mobile"
        testId="mobile"
        countrySelect={<select data-testid="country" />}
      />,
    );
    const input = tagOf(markup, 'mobile');
    expect(input).toContain('type="tel"');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="tel-national"');
    expect(input).toContain('maxLength="15"');
    expect(input).toContain('required');
    expect(testIdsIn(markup)).toEqual(['mobile-field', 'country', 'mobile']);
    const longer = renderStatic(
      <MobileNumberField {...bound} label="Mobile" testId="mobile" maxLength={11} countrySelect={null} />,
    );
    expect(tagOf(longer, 'mobile')).toContain('maxLength="11"');
  });
});

describe('VerificationCodeField', () => {
  it('is a required one-time-code input with its send button after it', () => {
    const markup = renderStatic(
      <VerificationCodeField {...bound} label="SMS code" testId="code" onSend={noSend} sendTestId="send" />,
    );
    const input = tagOf(markup, 'code');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="one-time-code"');
    expect(input).toContain('maxLength="16"');
    expect(input).toContain('required');
    expect(testIdsIn(markup)).toEqual(['code-field', 'code', 'send']);
    expect(tagOf(markup, 'send')).not.toContain('disabled=""');
    expect(markup).toContain('Send code');
  });

  it('shows its message and takes a longer code where the form allows one', () => {
    const markup = renderStatic(
      <VerificationCodeField
        {...bound}
        error="Required"
        label="SMS code"
        testId="code"
        maxLength={255}
        onSend={noSend}
        sendTestId="send"
      />,
    );
    expect(tagOf(markup, 'code')).toContain('maxLength="255"');
    expect(tagOf(markup, 'code')).toContain('aria-invalid="true"');
    expect(markup).toContain('data-testid="code-error"');
  });
});
