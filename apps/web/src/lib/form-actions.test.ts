import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { requestCode, submitForm } from './form-actions';

function fakeForm(valid: boolean) {
  return { check: vi.fn(() => valid), takeServerIssues: vi.fn(() => true) };
}

describe('submitForm', () => {
  it('sends nothing and shows nothing while a field fails, but marks the form submitted', async () => {
    const form = fakeForm(false);
    const action = vi.fn(async () => {});
    const showFailure = vi.fn();
    await submitForm(form, { pending: false, action }, showFailure);
    expect(form.check).toHaveBeenCalledTimes(1);
    expect(action).not.toHaveBeenCalled();
    expect(showFailure).not.toHaveBeenCalled();
  });

  it('sends nothing a second time while the first call is under way', async () => {
    const action = vi.fn(async () => {});
    const showFailure = vi.fn();
    await submitForm(fakeForm(true), { pending: true, action }, showFailure);
    expect(action).not.toHaveBeenCalled();
    expect(showFailure).not.toHaveBeenCalled();
  });

  it('clears the previous failure before the call, and leaves it clear on success', async () => {
    const order: string[] = [];
    const showFailure = vi.fn((error: unknown) => order.push(`failure:${String(error)}`));
    const form = fakeForm(true);
    await submitForm(form, { pending: false, action: async () => void order.push('action') }, showFailure);
    expect(order).toEqual(['failure:null', 'action']);
    expect(form.takeServerIssues).not.toHaveBeenCalled();
  });

  it('puts a failure under the fields and in the alert, then tells the caller', async () => {
    const error = new Error('rejected');
    const form = fakeForm(true);
    const showFailure = vi.fn();
    const onFailure = vi.fn();
    await submitForm(
      form,
      {
        pending: false,
        action: () => Promise.reject(error),
        onFailure,
      },
      showFailure,
    );
    expect(form.takeServerIssues).toHaveBeenCalledWith(error);
    expect(showFailure).toHaveBeenLastCalledWith(error);
    expect(onFailure).toHaveBeenCalledWith(error);
  });
});

describe('requestCode', () => {
  it('warns in a dialog when the SMS server failed, and alerts any other failure', async () => {
    const showFailure = vi.fn();
    const warnServiceFailure = vi.fn();
    const request = (code: string) =>
      requestCode({
        touchTarget: () => {},
        targetValid: true,
        send: () => Promise.reject(new ApiError({ code: code as never, status: 502, message: code })),
        showFailure,
        warnServiceFailure,
      });
    expect(await request('message_send_failed')).toBeNull();
    expect(warnServiceFailure).toHaveBeenCalledTimes(1);
    expect(showFailure).toHaveBeenCalledExactlyOnceWith(null);
    await request('quota_not_sufficient');
    expect(warnServiceFailure).toHaveBeenCalledTimes(1);
    expect(showFailure).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'quota_not_sufficient' }));
  });

  it('shows the target message and sends nothing for an invalid target, keeping the alert', async () => {
    const touchTarget = vi.fn();
    const send = vi.fn(async () => ({ expiredMinutes: 5 }));
    const showFailure = vi.fn();
    expect(await requestCode({ touchTarget, targetValid: false, send, showFailure })).toBeNull();
    expect(touchTarget).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(showFailure).not.toHaveBeenCalled();
  });

  it('clears the alert and answers what was sent, so the countdown starts', async () => {
    const touchTarget = vi.fn();
    const showFailure = vi.fn();
    const sent = await requestCode({
      touchTarget,
      targetValid: true,
      send: async () => ({ expiredMinutes: 5 }),
      showFailure,
    });
    expect(sent).toEqual({ expiredMinutes: 5 });
    expect(touchTarget).toHaveBeenCalledTimes(1);
    expect(showFailure).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('shows a failed send and answers null, so the button can be pressed again at once', async () => {
    const error = new Error('too many');
    const showFailure = vi.fn();
    const sent = await requestCode({
      touchTarget: () => {},
      targetValid: true,
      send: () => Promise.reject(error),
      showFailure,
    });
    expect(sent).toBeNull();
    expect(showFailure).toHaveBeenLastCalledWith(error);
  });
});
