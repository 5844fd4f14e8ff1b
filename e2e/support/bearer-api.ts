import { expect } from 'vitest';

export type ApiReply<T> = { status: number; body: T };

/**
 * JSON calls to the server's API with a session token (staff's or a member's), all from one address:
 * `request` returns the status and body as they are, `ok` also asserts a 2xx and returns the body.
 */
export function bearerApi(baseUrl: string, forwardedFor: string) {
  async function request<T>(
    method: string,
    pathname: string,
    token: string,
    body?: unknown,
  ): Promise<ApiReply<T>> {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
        authorization: `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  async function ok<T>(method: string, pathname: string, token: string, body?: unknown): Promise<T> {
    const reply = await request<T>(method, pathname, token, body);
    expect(reply.status, `${method} ${pathname}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    return reply.body;
  }
  return { request, ok };
}
