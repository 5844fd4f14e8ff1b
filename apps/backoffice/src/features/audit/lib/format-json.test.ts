import { describe, expect, it } from 'vitest';
import { auditFilterParams, parseAuditFilter } from './audit-params';
import { changedKeys, formatAuditJson } from './format-json';

describe('formatAuditJson', () => {
  it('indents and sorts keys at every depth', () => {
    expect(formatAuditJson({ b: 1, a: { d: true, c: [2, 1] } })).toBe(
      '{\n  "a": {\n    "c": [\n      2,\n      1\n    ],\n    "d": true\n  },\n  "b": 1\n}',
    );
  });

  it('gives null for nothing, and cuts huge values', () => {
    expect(formatAuditJson(null)).toBeNull();
    expect(formatAuditJson(undefined)).toBeNull();
    expect(formatAuditJson('text')).toBe('"text"');
    const huge = formatAuditJson({ text: 'x'.repeat(30_000) }) ?? '';
    expect(huge.length).toBeLessThan(20_010);
    expect(huge.endsWith('…')).toBe(true);
  });
});

describe('changedKeys', () => {
  it('lists added, removed and changed keys', () => {
    expect(
      changedKeys({ role: 'risk', status: 'active', x: 1 }, { role: 'admin', status: 'active', y: 2 }),
    ).toEqual(['role', 'x', 'y']);
    expect(changedKeys(null, { status: 'locked' })).toEqual(['status']);
    expect(changedKeys({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});

describe('audit filter in the URL', () => {
  it('round-trips and trims', () => {
    const filter = { action: 'member.lock', targetId: '42', page: 2, pageSize: 100 };
    expect(parseAuditFilter(auditFilterParams(filter))).toEqual(filter);
    expect(parseAuditFilter(new URLSearchParams('action=%20staff.create%20')).action).toBe('staff.create');
  });
});
