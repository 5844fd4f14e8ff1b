import type { ReactElement, ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en/common.json';
import { ApiError } from '../../../lib/api-client';
import { englishReady, renderInEnglish } from '../../../lib/testing/render-in-english';
import { SaveCell } from './save-cell';

beforeAll(() => englishReady);

function render(node: ReactNode): string {
  return renderInEnglish(
    <table>
      <tbody>
        <tr>{node}</tr>
      </tbody>
    </table>,
  );
}

const idle = { isPending: false, isError: false, error: null };

function button(markup: string): string {
  return markup.match(/<button[^>]*>/)?.[0] ?? '';
}

type ButtonProps = { onClick: () => void };

function findButton(node: unknown): ButtonProps | null {
  if (!node || typeof node !== 'object') return null;
  if (Array.isArray(node)) return node.map(findButton).find(Boolean) ?? null;
  const element = node as ReactElement<{ children?: unknown }>;
  if (element.type === 'button') return element.props as unknown as ButtonProps;
  return findButton(element.props?.children);
}

describe('SaveCell', () => {
  it('can save only once the row has a change and no save is under way', () => {
    const cell = (hasChange: boolean, isPending: boolean) =>
      render(
        <SaveCell
          testId="game-save"
          hasChange={hasChange}
          saving={{ ...idle, isPending }}
          onSave={vi.fn()}
        />,
      );
    expect(button(cell(false, false))).toContain('disabled=""');
    expect(button(cell(true, true))).toContain('disabled=""');
    expect(button(cell(true, false))).not.toContain('disabled=""');
    expect(button(cell(true, false))).toContain('data-testid="game-save"');
    expect(cell(true, false)).toContain(en.catalogue.save);
  });

  it('shows the server refusal under the button, with a test id named after it', () => {
    const error = new ApiError({ code: 'not_found', status: 404, message: 'gone' });
    const markup = render(
      <SaveCell
        testId="vendor-save"
        hasChange
        saving={{ isPending: false, isError: true, error }}
        onSave={vi.fn()}
      />,
    );
    expect(markup).toContain('data-testid="vendor-save-error"');
    expect(render(<SaveCell testId="vendor-save" hasChange saving={idle} onSave={vi.fn()} />)).not.toContain(
      'vendor-save-error',
    );
  });

  it('saves when pressed', () => {
    const onSave = vi.fn();
    let tree: unknown = null;
    // Called inside a rendering component, so its hooks run there and its handlers can be reached.
    function Probe() {
      tree = SaveCell({ testId: 'game-save', hasChange: true, saving: idle, onSave });
      return null;
    }
    render(<Probe />);
    findButton(tree)?.onClick();
    expect(onSave).toHaveBeenCalledOnce();
  });
});
