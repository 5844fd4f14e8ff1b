import { languageCodes } from '@gaming/contracts/languages';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedDraft } from '../lib/localized-text';
import { englishReady, renderInEnglish } from '../lib/testing/render-in-english';
import { LanguageField, LocalizedTextFields, LocalizedTextFieldsView } from './localized-text-fields';

type Props = { [name: string]: unknown; children?: unknown };

let t: TFunction;
beforeAll(async () => {
  t = await englishReady;
});

/** The first element of a tree whose `testId` (a component's) or `data-testid` (a tag's) is `id`. */
function find(node: unknown, id: string): ReactElement<Props> | null {
  if (!node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = find(child, id);
      if (found) return found;
    }
    return null;
  }
  const element = node as ReactElement<Props>;
  if (element.props?.testId === id || element.props?.['data-testid'] === id) return element;
  return find(element.props?.children, id);
}

/** A handler of the element with `id` in a tree (the test fails when either is missing). */
function handler<T extends (...args: never[]) => unknown>(tree: unknown, id: string, name: string): T {
  const found = find(tree, id)?.props[name];
  if (typeof found !== 'function') throw new Error(`no ${name} on ${id}`);
  return found as T;
}

/**
 * One language's field as its tags (LanguageField calls no hook): the control of its RewardField's render
 * prop, and the remove button on the label's line.
 */
function fieldTags(tree: unknown, id: string): unknown[] {
  const field = find(tree, id);
  if (!field || field.type !== LanguageField) throw new Error(`no field ${id}`);
  const rewardField = LanguageField(
    field.props as Parameters<typeof LanguageField>[0],
  ) as ReactElement<Props>;
  const control = rewardField.props.children as (control: object) => unknown;
  return [
    control({ id: 'field', 'aria-invalid': undefined, 'aria-describedby': undefined, 'data-testid': id }),
    rewardField.props.labelAction,
  ];
}

/** A title editor as a form would hold it: each change replaces the draft. */
function editor(initial: LocalizedDraft) {
  const state = { value: initial, added: [] as string[] };
  const props = () => ({
    label: 'Title',
    field: 'title',
    value: state.value,
    onChange: (value: LocalizedDraft) => {
      state.value = value;
    },
    problems: {},
    maxLength: 120,
    testId: 'mission-title',
  });
  return {
    state,
    tree: () => LocalizedTextFieldsView({ ...props(), t, onAdded: (code) => state.added.push(code) }),
    markup: () => renderInEnglish(<LocalizedTextFields {...props()} />),
  };
}

describe('LocalizedTextFields', () => {
  it('shows EN and NE without remove buttons, and offers the 28 other languages by their own names', () => {
    const markup = editor({ EN: 'Cashback', NE: '' }).markup();
    expect(markup).toContain('data-testid="mission-title-EN"');
    expect(markup).toContain('data-testid="mission-title-NE"');
    expect(markup).not.toContain('mission-title-remove-');
    expect(markup).toContain('data-testid="mission-title-add"');
    expect(markup).toContain('aria-label="Add a language to Title"');
    expect(markup).toContain('<option value="JA">日本語 (JA)</option>');
    expect(markup).toContain('<option value="AR">العربية (AR)</option>');
    expect(markup.match(/<option value="[A-Z-]+">/g)).toHaveLength(28);
  });

  it('adds a language, takes its text, shows it right to left where so written, and removes it', () => {
    const form = editor({ EN: 'Cashback', NE: '' });
    handler<(code: string) => void>(form.tree(), 'mission-title-add', 'onAdd')('JA');
    expect(form.state.value).toEqual({ EN: 'Cashback', NE: '', JA: '' });
    expect(form.state.added).toEqual(['JA']);

    const japanese = fieldTags(form.tree(), 'mission-title-JA');
    handler<(event: unknown) => void>(
      japanese,
      'mission-title-JA',
      'onChange',
    )({
      target: { value: '週末キャッシュバック' },
    });
    expect(form.state.value).toEqual({ EN: 'Cashback', NE: '', JA: '週末キャッシュバック' });

    handler<(code: string) => void>(form.tree(), 'mission-title-add', 'onAdd')('AR');
    const markup = form.markup();
    expect(markup).toMatch(/lang="ja" dir="ltr"[^>]*value="週末キャッシュバック"/);
    expect(markup).toMatch(/data-testid="mission-title-AR" lang="ar" dir="rtl"/);
    expect(markup).toContain('data-testid="mission-title-remove-JA"');
    expect(markup).toContain('aria-label="Remove Title in 日本語 (JA)"');
    expect(markup).not.toContain('<option value="JA">');

    const tags = fieldTags(form.tree(), 'mission-title-JA');
    handler<() => void>(tags, 'mission-title-remove-JA', 'onClick')();
    expect(form.state.value).toEqual({ EN: 'Cashback', NE: '', AR: '' });
    expect(form.markup()).not.toContain('data-testid="mission-title-JA"');
    expect(form.markup()).toContain('<option value="JA">日本語 (JA)</option>');
  });

  it('shows each problem at its language, and no select once every language is shown', () => {
    const markup = renderInEnglish(
      <LocalizedTextFields
        label="Name"
        field="names"
        value={{ ...Object.fromEntries(languageCodes.map((code) => [code, 'x'])), EN: '', NE: '' }}
        onChange={() => {}}
        problems={{ 'names.EN': 'required', 'names.JA': 'tooLong' }}
        maxLength={1}
        testId="name"
      />,
    );
    expect(markup).toContain('data-testid="name-EN-problem"');
    expect(markup).toContain('data-testid="name-JA-problem"');
    expect(markup).not.toContain('name-NE-problem');
    expect(markup).not.toContain('data-testid="name-add"');
    // The folded languages stay open while one of them has a problem.
    expect(markup).toMatch(/<details[^>]*open=""[^>]*data-testid="name-more"/);
  });

  it('folds more than three other languages under one line naming them; three stay in view', () => {
    const all = Object.fromEntries(languageCodes.map((code) => [code, 'x'])) as LocalizedDraft;
    const folded = editor(all).markup();
    expect(folded).toMatch(/<details[^>]*data-testid="mission-title-more"/);
    expect(folded).not.toMatch(/<details[^>]*open=""/);
    expect(folded).toContain('28 more languages: CN, TW, JA, TH');
    expect(folded).toContain('data-testid="mission-title-SW"');

    const few = editor({ EN: 'Cashback', NE: '', JA: 'x', AR: 'y', TH: 'z' }).markup();
    expect(few).not.toContain('<details');
    expect(few).toContain('data-testid="mission-title-TH"');
  });
});
