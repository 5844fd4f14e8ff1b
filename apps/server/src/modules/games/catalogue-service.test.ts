import { describe, expect, it } from 'vitest';
import { imageUrl, maskAccount, pickCdn } from './catalogue-service.js';
import { storedCategoryFilters } from './vendor-lanes.js';

const rules = { inhouseVendors: ['OWN'], esportsVendors: ['IMES'], cockfightVendors: ['DS88'] };

describe('pickCdn', () => {
  it('chooses among the configured CDNs by the random number, without a trailing slash', () => {
    const cdns = ['https://a.example.com/', 'https://b.example.com'];
    expect(pickCdn(cdns, () => 0)).toBe('https://a.example.com');
    expect(pickCdn(cdns, () => 0.49)).toBe('https://a.example.com');
    expect(pickCdn(cdns, () => 0.5)).toBe('https://b.example.com');
    expect(pickCdn(cdns, () => 0.999999)).toBe('https://b.example.com');
    expect(pickCdn([], () => 0.3)).toBe('');
  });
});

describe('imageUrl', () => {
  it('puts a path on the CDN, keeps absolute URLs, and uses the default icon without an image', () => {
    expect(imageUrl('/static/games/pg/a.svg', 'https://cdn.example.com')).toBe(
      'https://cdn.example.com/static/games/pg/a.svg',
    );
    expect(imageUrl('https://other.example.com/a.png', 'https://cdn.example.com')).toBe(
      'https://other.example.com/a.png',
    );
    expect(imageUrl(null, '')).toBe('/static/games/default-icon.svg');
  });
});

describe('maskAccount', () => {
  it('shows only the ends of an account name', () => {
    expect(maskAccount('bigwinner77')).toBe('bi***77');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
  });
});

describe('storedCategoryFilters', () => {
  it('maps a shown category to the stored categories and vendors it gathers', () => {
    expect(storedCategoryFilters('SPORTS', rules)).toEqual([
      { category: 'SPORTS', vendorsNotIn: ['IMES', 'DS88'] },
    ]);
    expect(storedCategoryFilters('ESPORTS', rules)).toEqual([
      { category: 'ESPORTS' },
      { category: 'SPORTS', vendorsIn: ['IMES'] },
    ]);
    expect(storedCategoryFilters('COCKFIGHT', rules)).toEqual([
      { category: 'COCKFIGHT' },
      { category: 'SPORTS', vendorsIn: ['DS88'] },
    ]);
    expect(storedCategoryFilters('INHOUSE', rules)).toEqual([
      { category: 'INHOUSE' },
      { category: 'RNG', vendorsIn: ['OWN'] },
    ]);
    expect(storedCategoryFilters('RNG', rules)).toEqual([{ category: 'RNG', vendorsNotIn: ['OWN'] }]);
    expect(storedCategoryFilters('LIVE', rules)).toEqual([{ category: 'LIVE' }]);
  });
});
