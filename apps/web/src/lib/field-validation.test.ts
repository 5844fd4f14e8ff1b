import { patternCatalogue } from '@gaming/contracts/pattern-catalogue';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/account.json';
import ne from '../i18n/locales/ne/account.json';
import {
  ageInYears,
  checkConfirmation,
  checkEmail,
  checkMemberPassword,
  checkNewPassword,
  checkPaymentPassword,
  checkValue,
  passwordHint,
  paymentPasswordHint,
  type Rule,
  validationText,
} from './field-validation';

const username: Rule = {
  required: true,
  patternId: 'letterFirstAlphanumeric',
  acceptedPattern: patternCatalogue.letterFirstAlphanumeric.source,
  minLength: 4,
  maxLength: 16,
};

describe('checkEmail', () => {
  it('asks for an address, then for its shape', () => {
    expect(checkEmail('  ')).toBe('validation.required');
    expect(checkEmail('player@example')).toBe('validation.email');
    expect(checkEmail('player example@site.com')).toBe('validation.email');
    expect(checkEmail(' player@example.com ')).toBeNull();
  });
});

describe('checkValue', () => {
  it('answers the server message keys in the server order', () => {
    expect(checkValue('', username)).toBe('validation.required');
    expect(checkValue('  ', { ...username, required: false })).toBeNull();
    expect(checkValue('abc', username)).toBe('validation.length:4:16');
    expect(checkValue('1abcd', username)).toBe('validation.pattern.letterFirstAlphanumeric');
    expect(checkValue(' alice01 ', username)).toBeNull();
  });

  it('accepts Devanagari letters where the pattern allows letters', () => {
    const name: Rule = {
      required: false,
      patternId: 'lettersAndSpaces',
      acceptedPattern: patternCatalogue.lettersAndSpaces.source,
      minLength: 2,
      maxLength: 60,
    };
    expect(checkValue('राम बहादुर', name)).toBeNull();
    expect(checkValue('Ram1', name)).toBe('validation.pattern.lettersAndSpaces');
  });
});

describe('confirmation and age', () => {
  it('wants the same password twice', () => {
    expect(checkConfirmation('abc123', 'abc123')).toBeNull();
    expect(checkConfirmation('abc124', 'abc123')).toBe('validation.inconsistentTwice');
    expect(checkConfirmation('', 'abc123')).toBe('validation.required');
  });

  it('counts whole years', () => {
    const today = new Date(Date.UTC(2026, 5, 15));
    expect(ageInYears('2008-06-15', today)).toBe(18);
    expect(ageInYears('2008-06-16', today)).toBe(17);
    expect(ageInYears('not a date', today)).toBeNull();
  });
});

describe('validationText', () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    values
      ? `${key}(${Object.entries(values)
          .map(([name, value]) => `${name}=${value}`)
          .join(',')})`
      : key;

  it('reads the arguments of a key', () => {
    expect(validationText(t, 'validation.length:6:20')).toBe(
      'validation.length(range=validation.rangeBetween(min=6,max=20))',
    );
    expect(validationText(t, 'validation.length:6:6')).toBe(
      'validation.length(range=validation.rangeExact(count=6))',
    );
    expect(validationText(t, 'validation.underage:21')).toBe('validation.underage(years=21)');
  });

  it('adds the rule length to a pattern message when the rule is known', () => {
    expect(validationText(t, 'validation.pattern.digitsOnly', { minLength: 6, maxLength: 6 })).toBe(
      'validation.patternWithRange(format=validation.pattern.digitsOnly,range=validation.rangeExact(count=6))',
    );
    expect(validationText(t, 'validation.pattern.digitsOnly')).toBe('validation.pattern.digitsOnly');
  });

  it('never shows a raw server message', () => {
    expect(validationText(t, 'Invalid input: expected string')).toBe('validation.invalid');
    expect(validationText(t, null)).toBeNull();
  });
});

describe('checkNewPassword', () => {
  const password: Rule = { ...username, patternId: 'anyCharacters', acceptedPattern: '^.*$', minLength: 6 };

  it("applies the server's rule, required whatever the rule says", () => {
    expect(checkNewPassword('', { ...password, required: false })).toBe('validation.required');
    expect(checkNewPassword('abc', password)).toBe('validation.length:6:16');
    expect(checkNewPassword('abcdef', password)).toBeNull();
  });

  it('asks only for a value while the rule is not known', () => {
    expect(checkNewPassword('  ', undefined)).toBe('validation.required');
    expect(checkNewPassword('a', undefined)).toBeNull();
  });
});

describe('checkMemberPassword (ASVS 5.0 policy)', () => {
  const stored: Rule = {
    required: true,
    patternId: 'anyCharacters',
    acceptedPattern: patternCatalogue.anyCharacters.source,
    minLength: 6,
    maxLength: 20,
  };

  it('never goes below 8 characters nor allows fewer than 64, whatever the rule says', () => {
    expect(checkMemberPassword('abc1234', stored)).toBe('validation.length:8:64');
    expect(checkMemberPassword('abcd1234', stored)).toBeNull();
    expect(checkMemberPassword('x'.repeat(64), stored)).toBeNull();
    expect(checkMemberPassword('x'.repeat(65), stored)).toBe('validation.length:8:64');
    // A stricter rule stays stricter.
    expect(checkMemberPassword('abcd12345', { ...stored, minLength: 10, maxLength: 100 })).toBe(
      'validation.length:10:100',
    );
  });

  it('applies the floor while the rule is not known yet', () => {
    expect(checkMemberPassword('', undefined)).toBe('validation.required');
    expect(checkMemberPassword('short1', undefined)).toBe('validation.length:8:64');
    expect(checkMemberPassword('any kind of text', undefined)).toBeNull();
  });

  it("refuses the member's own username, phone number or e-mail, whatever the case", () => {
    const personal = ['ramesh77', '9812345678', 'ram@example.com'];
    expect(checkMemberPassword('RAMESH77', stored, personal)).toBe('validation.passwordPersonal');
    expect(checkMemberPassword('9812345678', stored, personal)).toBe('validation.passwordPersonal');
    expect(checkMemberPassword('Ram@Example.com', stored, personal)).toBe('validation.passwordPersonal');
    expect(checkMemberPassword('ramesh77!', stored, personal)).toBeNull();
    expect(checkMemberPassword('anything at all', stored, ['', undefined, null])).toBeNull();
  });

  it('has EN and NE texts for the policy messages (the server-only common list included) and the change reason', () => {
    for (const locale of [en, ne]) {
      expect(locale.validation.passwordPersonal).toBeTruthy();
      expect(locale.validation.passwordCommon).toBeTruthy();
      expect(locale.changePassword.reasons.weak_password).toBeTruthy();
    }
    expect(ne.validation.passwordCommon).not.toBe(en.validation.passwordCommon);
  });
});

describe('password hints from the policy, and the payment password check', () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    values
      ? `${key}(${Object.entries(values)
          .map(([name, value]) => `${name}=${value}`)
          .join(',')})`
      : key;
  const paymentRule: Rule = {
    required: true,
    patternId: 'digitsOnly',
    acceptedPattern: patternCatalogue.digitsOnly.source,
    minLength: 6,
    maxLength: 6,
  };

  it('says a login password may hold any characters (symbols too), at the policy floor whatever the rule', () => {
    const oldRule: Rule = { ...username, patternId: 'anyCharacters', minLength: 6, maxLength: 20 };
    expect(passwordHint(t, oldRule)).toBe(
      'validation.passwordHint(range=validation.rangeBetween(min=8,max=64),characters=validation.passwordAnyCharacters)',
    );
    expect(passwordHint(t, { ...username, minLength: 8, maxLength: 64 })).toContain(
      'characters=validation.pattern.letterFirstAlphanumeric',
    );
  });

  it('says "6 digits" for the default payment password rule', () => {
    expect(paymentPasswordHint(t, paymentRule)).toBe(
      'validation.paymentPasswordHint(range=validation.digitsExact(count=6))',
    );
  });

  it('refuses a trivial payment password after the rule, with the birthday when known', () => {
    expect(checkPaymentPassword('12ab56', paymentRule)).toBe('validation.pattern.digitsOnly');
    expect(checkPaymentPassword('123456', paymentRule)).toBe('validation.paymentPasswordTrivial');
    expect(checkPaymentPassword('170590', paymentRule, { birthday: '1990-05-17' })).toBe(
      'validation.paymentPasswordTrivial',
    );
    expect(checkPaymentPassword('582039', paymentRule, { birthday: '1990-05-17' })).toBeNull();
  });

  it('has EN and NE texts for the new keys', () => {
    for (const locale of [en, ne]) {
      expect(locale.validation.paymentPasswordTrivial).toBeTruthy();
      expect(locale.validation.passwordAnyCharacters).toBeTruthy();
    }
    expect(en.validation.passwordAnyCharacters).toMatch(/symbols/);
  });
});
