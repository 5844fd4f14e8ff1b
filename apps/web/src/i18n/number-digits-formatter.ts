import type { FormatterModule, InterpolationOptions } from 'i18next';
import { formatInterpolatedValue } from '../lib/locale-format';

/**
 * i18next's formatter: the texts use no named formats ({{value, number}}), so it has one job, writing every
 * interpolated number in the language's digits (formatInterpolatedValue); other values pass unchanged.
 */
export const numberDigitsFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // The type says string, but i18next passes any value through and writes non-strings itself (makeString).
  format: (value: unknown) => formatInterpolatedValue(value) as string,
};

/** The app's interpolation: React escapes, and every value (not only `{{value, format}}`) is formatted. */
export const interpolationOptions: InterpolationOptions = { escapeValue: false, alwaysFormat: true };
