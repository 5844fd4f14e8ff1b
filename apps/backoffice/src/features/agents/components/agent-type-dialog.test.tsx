import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { englishReady, renderInEnglish } from '../../../lib/testing/render-in-english';
import { LiveContractsError, liveContractsOf } from './agent-type-dialog';

beforeAll(() => englishReady);

const refused = (body: unknown) =>
  new ApiError({
    code: 'agent_has_contracts',
    status: 409,
    message: 'This agent gave 3 live contracts; terminate them first.',
    requestId: 'req-1',
    body,
  });

describe('a demotion refused for live contracts', () => {
  it('reads the count from the reply, not from the message', () => {
    const body = {
      error: { code: 'agent_has_contracts', message: 'x', requestId: 'req-1' },
      liveContracts: 3,
    };
    expect(liveContractsOf(refused(body))).toBe(3);
    expect(liveContractsOf(refused({ error: body.error }))).toBeNull();
    expect(
      liveContractsOf(new ApiError({ code: 'invalid_state', status: 409, message: 'x', body })),
    ).toBeNull();
    expect(liveContractsOf(new Error('network'))).toBeNull();
  });

  it('shows the count in the dialog’s error', () => {
    const markup = renderInEnglish(<LiveContractsError error={refused({ liveContracts: 3 })} count={3} />);
    expect(markup).toContain('still live (offered or active): 3.');
    expect(markup).toContain('data-testid="agent-type-dialog-error"');
    expect(markup).toContain('data-error-code="agent_has_contracts"');
  });
});
