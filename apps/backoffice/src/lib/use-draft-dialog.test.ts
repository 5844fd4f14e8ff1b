import type { FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import type { Problems } from './form-values';
import { useDraftDialog } from './use-draft-dialog';

/**
 * React's state slots in call order, so the hook can be run render after render without a DOM (no DOM
 * renderer is installed for unit tests); `render()` starts the next render. Updates apply at once.
 */
const state = vi.hoisted(() => ({ slots: [] as unknown[], next: 0 }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    useState: (initial: unknown) => {
      const at = state.next++;
      if (at >= state.slots.length) state.slots.push(typeof initial === 'function' ? initial() : initial);
      const set = (next: unknown) => {
        state.slots[at] =
          typeof next === 'function' ? (next as (value: unknown) => unknown)(state.slots[at]) : next;
      };
      return [state.slots[at], set];
    },
  };
});

type Draft = { title: string; note: string };
type Saved = { id: string; title: string; note: string };

const serverRefusal = (path: string) =>
  new ApiError({
    code: 'validation_failed',
    status: 400,
    message: 'invalid',
    issues: [{ path: `body.${path}`, message: 'invalid' }],
  });

const event = { preventDefault: () => undefined } as FormEvent;

function setUp(saved: Saved | null) {
  const sent: unknown[] = [];
  const closed = { count: 0 };
  const save = {
    isPending: false,
    error: null as unknown,
    mutate: (variables: unknown, options: { onSuccess: () => void }) => {
      sent.push(variables);
      options.onSuccess();
    },
  };
  const render = () => {
    state.next = 0;
    return useDraftDialog({
      saved,
      initialDraft: (): Draft => ({ title: saved?.title ?? '', note: saved?.note ?? 'Note' }),
      save,
      request: (draft: Draft) => {
        const problems: Problems = {};
        if (!draft.title) problems.title = 'required';
        if (draft.title.length > 10) problems.title = 'tooLong';
        if (!draft.note) problems.note = 'required';
        const ok = Object.keys(problems).length === 0;
        return { body: ok ? { ...draft } : null, problems: ok ? null : problems };
      },
      change: (before: Saved, body: Draft) => (body.title === before.title ? null : { title: body.title }),
      fieldOf: (path) => path,
      onClose: () => {
        closed.count += 1;
      },
    });
  };
  return { render, sent, closed, save };
}

beforeEach(() => {
  state.slots = [];
  state.next = 0;
});

describe('useDraftDialog', () => {
  it("shows each problem and sends nothing; an edit clears only the edited field's problem", () => {
    const dialog = setUp(null);
    dialog.render().set({ title: 'x'.repeat(11), note: '' });
    dialog.render().submit(event);
    expect(dialog.render().shown).toEqual({ title: 'tooLong', note: 'required' });
    expect(dialog.sent).toEqual([]);
    dialog.render().set({ note: 'Hi' });
    expect(dialog.render().shown).toEqual({ title: 'tooLong' });
    dialog.render().set({ title: 'Hello' });
    expect(dialog.render()).toMatchObject({ draft: { title: 'Hello', note: 'Hi' }, shown: {} });
  });

  it("keeps the server's field problems over edits until the next save is sent", () => {
    const dialog = setUp(null);
    dialog.save.error = serverRefusal('title');
    dialog.render().set({ title: 'Hello', note: 'Hi' });
    expect(dialog.render().shown).toEqual({ title: 'server' });
    dialog.save.error = null;
    dialog.render().submit(event);
    expect(dialog.render().shown).toEqual({});
  });

  it('creates a new record with the whole body and closes', () => {
    const dialog = setUp(null);
    dialog.render().set({ title: 'Hello' });
    dialog.render().submit(event);
    expect(dialog.sent).toEqual([{ id: null, body: { title: 'Hello', note: 'Note' } }]);
    expect(dialog.closed.count).toBe(1);
  });

  it('sends a saved record only what changed, and just closes when nothing did', () => {
    const dialog = setUp({ id: 'b1', title: 'Old', note: 'Note' });
    dialog.render().submit(event);
    expect(dialog.sent).toEqual([]);
    expect(dialog.closed.count).toBe(1);
    dialog.render().set({ title: 'New' });
    dialog.render().submit(event);
    expect(dialog.sent).toEqual([{ id: 'b1', body: { title: 'New' } }]);
  });

  it('sends nothing while a save is under way', () => {
    const dialog = setUp(null);
    dialog.render().set({ title: 'Hello' });
    dialog.save.isPending = true;
    dialog.render().submit(event);
    expect(dialog.sent).toEqual([]);
  });
});
