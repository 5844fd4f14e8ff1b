import { describe, expect, it } from 'vitest';
import ne from '../../../i18n/locales/ne/loyalty.json';
import { testI18n } from '../../../lib/test-render';
import { mallCategoryLabel } from './mall-category';

const t = testI18n.getFixedT('en', ['loyalty', 'common']);

describe('mallCategoryLabel', () => {
  it('names a common category in the player language', () => {
    expect(mallCategoryLabel(t, 'MERCH')).toBe('Merchandise');
    expect(ne.mall.categories.MERCH).not.toBe('MERCH');
  });

  it('reads another code as words', () => {
    expect(mallCategoryLabel(t, 'BOARD_GAMES')).toBe('Board games');
    expect(mallCategoryLabel(t, 'X1')).toBe('X1');
  });
});
