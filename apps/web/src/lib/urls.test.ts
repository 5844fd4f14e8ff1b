import { describe, expect, it } from 'vitest';
import { safeAppPath, safeExternalUrl } from './urls';

describe('safeExternalUrl', () => {
  it('keeps web, mail and messenger links', () => {
    expect(safeExternalUrl('https://t.me/brand')).toBe('https://t.me/brand');
    expect(safeExternalUrl('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('refuses script and data schemes and garbage', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,x')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe('safeAppPath', () => {
  it('accepts app paths only', () => {
    expect(safeAppPath('/promotions?x=1')).toBe('/promotions?x=1');
    expect(safeAppPath('//evil.example')).toBeNull();
    expect(safeAppPath('/\\evil.example')).toBeNull();
    expect(safeAppPath('https://evil.example')).toBeNull();
    expect(safeAppPath('')).toBeNull();
  });
});
