import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sameFields, useDraft } from './use-draft';

/**
 * One state slot standing in for React's, so the hook can be run render after render without a DOM
 * (no DOM renderer is installed for unit tests). Updates apply at once, as React's would before the
 * next render.
 */
const slot = vi.hoisted(() => ({ used: false, value: undefined as unknown, updates: 0 }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    useState: (initial: unknown) => {
      if (!slot.used) {
        slot.used = true;
        slot.value = initial;
      }
      const set = (next: unknown) => {
        slot.updates += 1;
        slot.value = typeof next === 'function' ? (next as (value: unknown) => unknown)(slot.value) : next;
      };
      return [slot.value, set];
    },
  };
});

beforeEach(() => {
  slot.used = false;
  slot.value = undefined;
  slot.updates = 0;
});

describe('sameFields', () => {
  it('compares values, not objects', () => {
    expect(sameFields({ a: 'x', b: 1 }, { a: 'x', b: 1 })).toBe(true);
    expect(sameFields({ a: 'x' }, { a: 'y' })).toBe(false);
    expect(sameFields({ a: 'x' }, { a: 'x', b: '' })).toBe(false);
    expect(sameFields({ a: null }, { a: '' })).toBe(false);
  });
});

describe('useDraft', () => {
  it('starts as the applied values and takes edits field by field', () => {
    const [draft, setDraft] = useDraft({ member: 'alice', status: 'paid' });
    expect(draft).toEqual({ member: 'alice', status: 'paid' });
    setDraft({ member: 'bo' });
    expect(useDraft({ member: 'alice', status: 'paid' })[0]).toEqual({ member: 'bo', status: 'paid' });
  });

  it('keeps what was typed when the applied values are only rebuilt equal', () => {
    useDraft({ member: 'alice' })[1]({ member: 'typed' });
    const updates = slot.updates;
    expect(useDraft({ member: 'alice' })[0]).toEqual({ member: 'typed' });
    expect(slot.updates).toBe(updates);
  });

  it('starts again from new applied values, once', () => {
    useDraft({ member: 'alice' })[1]({ member: 'typed' });
    expect(useDraft({ member: 'bob' })[0]).toEqual({ member: 'bob' });
    const updates = slot.updates;
    expect(useDraft({ member: 'bob' })[0]).toEqual({ member: 'bob' });
    expect(slot.updates).toBe(updates);
  });
});
