import { describe, expect, it } from 'vitest';
import { ScreenTooSlowError } from '../lazy-screen';
import { routeErrorKey } from './route-error';

describe('routeErrorKey', () => {
  it('says page too slow after the time-out, network abnormal when the code did not arrive', () => {
    expect(routeErrorKey(new ScreenTooSlowError(120_000))).toBe('errors.page_too_slow');
    expect(routeErrorKey(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      'errors.network_error',
    );
    expect(routeErrorKey(new Error('render failed'))).toBe('errors.unknown_error');
  });
});
