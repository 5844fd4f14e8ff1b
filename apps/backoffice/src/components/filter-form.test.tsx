import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { siteSettingsQueryKey } from '../lib/use-brand-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from './filter-form';

type Props = { children?: unknown; [name: string]: unknown };

/** The site settings as the app has them once loaded: the brand's offset from UTC. */
function WithBrandOffset({ offsetMinutes, children }: { offsetMinutes: number; children: ReactNode }) {
  const client = new QueryClient();
  client.setQueryData(siteSettingsQueryKey, { brand: { gmtOffsetMinutes: offsetMinutes }, testMode: false });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The first element of a type in a tree of elements (the filter parts call no hook, so they can be called). */
function find(node: unknown, type: string): Props | null {
  if (!node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = find(child, type);
      if (found) return found;
    }
    return null;
  }
  const element = node as ReactElement<Props>;
  if (element.type === type) return element.props;
  return find(element.props?.children, type);
}

function handler(tree: unknown, type: string, name: string): (event: unknown) => void {
  const props = find(tree, type);
  if (!props) throw new Error(`no ${type}`);
  return props[name] as (event: unknown) => void;
}

describe('FilterForm', () => {
  it('applies the filter on submit without letting the browser reload the page', () => {
    const onApply = vi.fn();
    const tree = FilterForm({ layout: 'sm:grid-cols-2', onApply, children: null });
    const preventDefault = vi.fn();
    handler(tree, 'form', 'onSubmit')({ preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('is a search landmark, framed unless bare, with its name and layout', () => {
    const framed = renderToStaticMarkup(
      <FilterForm testId="filters" label="Filters" layout="sm:grid-cols-3" onApply={vi.fn()}>
        <FilterSubmit testId="apply">{'Apply'}</FilterSubmit>
      </FilterForm>,
    );
    expect(framed).toMatch(/^<search><form data-testid="filters" aria-label="Filters"/);
    expect(framed).toContain('rounded-lg border');
    expect(framed).toContain('sm:grid-cols-3');
    const bare = renderToStaticMarkup(
      <FilterForm bare noValidate layout="lg:grid-cols-5" onApply={vi.fn()}>
        {null}
      </FilterForm>,
    );
    expect(bare).not.toContain('rounded-lg border');
    expect(bare).toContain('noValidate=""');
  });
});

describe('FilterInput', () => {
  it('hands back the typed text', () => {
    const onValueChange = vi.fn();
    const tree = FilterInput({ label: 'Member', value: '', onValueChange });
    handler(tree, 'input', 'onChange')({ target: { value: 'alice' } });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('alice');
  });

  it('takes names as typed, without capitals or spelling fixes; dates are left alone', () => {
    const text = renderToStaticMarkup(
      <FilterInput label="Member" testId="member" maxLength={64} value="al" onValueChange={vi.fn()} />,
    );
    expect(text).toContain(`<span class="font-semibold">${'Member'}</span>`);
    expect(text).toContain('type="search"');
    expect(text).toContain('autoCapitalize="none"');
    expect(text).toContain('spellCheck="false"');
    expect(text).toContain('maxLength="64"');
    const date = renderToStaticMarkup(
      <WithBrandOffset offsetMinutes={345}>
        <FilterInput label="From" type="date" value="" onValueChange={vi.fn()} />
      </WithBrandOffset>,
    );
    expect(date).toContain('type="date"');
    expect(date).not.toContain('autoCapitalize');
    // A day filter is the brand's calendar day, and says so (issue 14 #8).
    expect(date).toContain('<span class="font-semibold">From (UTC+05:45)</span>');
  });

  it('points at the problem only while the value is invalid', () => {
    const invalid = renderToStaticMarkup(
      <FilterInput label="From" value="" invalid describedBy="problem" onValueChange={vi.fn()} />,
    );
    expect(invalid).toContain('aria-invalid="true"');
    expect(invalid).toContain('aria-describedby="problem"');
    const valid = renderToStaticMarkup(
      <FilterInput label="From" value="" describedBy="problem" onValueChange={vi.fn()} />,
    );
    expect(valid).not.toContain('aria-invalid');
    expect(valid).not.toContain('aria-describedby');
  });
});

describe('FilterSelect', () => {
  const statuses = ['paid', 'rejected'] as const;

  it('offers "any" first, as the empty value, then each value under its label', () => {
    const markup = renderToStaticMarkup(
      <FilterSelect
        label="Status"
        testId="status"
        value="rejected"
        onValueChange={vi.fn()}
        options={statuses}
        optionLabel={(status) => status.toUpperCase()}
        anyLabel="Any status"
      />,
    );
    const options = [...markup.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(options).toEqual([
      ['', 'Any status'],
      ['paid', 'PAID'],
      ['rejected', 'REJECTED'],
    ]);
    expect(markup).toMatch(/<option value="rejected" selected="">/);
  });

  it('hands back the chosen value, and the empty value for "any"', () => {
    const onValueChange = vi.fn();
    const tree = FilterSelect({
      label: 'Status',
      value: '',
      onValueChange,
      options: statuses,
      optionLabel: (status) => status,
      anyLabel: 'Any',
    });
    const change = handler(tree, 'select', 'onChange');
    change({ target: { value: 'paid' } });
    change({ target: { value: '' } });
    expect(onValueChange.mock.calls).toEqual([['paid'], ['']]);
  });
});

describe('FilterSubmit', () => {
  it('submits the form, and can be held back', () => {
    const markup = renderToStaticMarkup(
      <FilterSubmit testId="apply" disabled>
        {'Apply'}
      </FilterSubmit>,
    );
    expect(markup).toContain('type="submit"');
    expect(markup).toContain('data-testid="apply"');
    expect(markup).toContain('disabled=""');
    expect(markup).toContain(`${'Apply'}</button>`);
  });
});
