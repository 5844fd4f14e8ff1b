import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type OpenApiDocument,
  operationsOf,
  ReplyValidator,
  replyProblems,
  requestArbitrary,
  unroutedRequestArbitrary,
} from './api-fuzz-kit.js';

const document: OpenApiDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'thing',
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^\\d{1,18}$' } },
          { in: 'query', name: 'page', schema: { type: 'integer', minimum: 1, maximum: 100 } },
        ],
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        },
      },
      patch: {
        operationId: 'thingUpdate',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: { 204: {} },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { name: { type: 'string', maxLength: 5 } },
        required: ['name'],
        additionalProperties: false,
      },
    },
  },
};

function reply(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): LightMyRequestResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    statusCode,
    body: text,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': 'req-12345678',
      ...headers,
    },
  } as unknown as LightMyRequestResponse;
}

const [thing, thingUpdate] = operationsOf(document);
const validator = new ReplyValidator(document);

describe('api fuzz kit', () => {
  it('reads operations with their parameters, bodies and responses', () => {
    expect(thing?.operationId).toBe('thing');
    expect(thing?.pathParameters.map((parameter) => parameter.name)).toEqual(['id']);
    expect(thing?.queryParameters.map((parameter) => parameter.name)).toEqual(['page']);
    expect(Object.keys(thingUpdate?.bodies ?? {})).toEqual(['application/json']);
  });

  it('accepts the error shape with the request id, and a success as documented', () => {
    const error = { error: { code: 'not_found', message: 'Not found.', requestId: 'req-12345678' } };
    expect(replyProblems(thing ?? null, reply(404, error), validator)).toEqual([]);
    expect(replyProblems(thing ?? null, reply(200, { name: 'ok' }), validator)).toEqual([]);
    expect(replyProblems(thingUpdate ?? null, reply(204, ''), validator)).toEqual([]);
  });

  it('reports a 5xx, a raw framework error, another request id, and stray error fields', () => {
    const shaped = {
      error: { code: 'internal_error', message: 'Unknown error.', requestId: 'req-12345678' },
    };
    expect(replyProblems(thing ?? null, reply(500, shaped), validator)).toEqual(['answered 500']);
    const raw = { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: 'x', statusCode: 400 };
    expect(replyProblems(thing ?? null, reply(400, raw), validator).join()).toContain('not the error shape');
    const otherId = { error: { code: 'not_found', message: 'Not found.', requestId: 'other-12345' } };
    expect(replyProblems(thing ?? null, reply(404, otherId), validator).join()).toContain(
      'is not the x-request-id',
    );
    const stray = {
      error: { code: 'not_found', message: 'Not found.', requestId: 'req-12345678', stack: 'at x' },
    };
    expect(replyProblems(thing ?? null, reply(404, stray), validator).join()).toContain(
      'beyond the shape: stack',
    );
    expect(replyProblems(thing ?? null, reply(404, '<html>'), validator).join()).toContain('not JSON');
  });

  it('reports a success off its schema, an undocumented status and an undocumented media type', () => {
    expect(replyProblems(thing ?? null, reply(200, { name: 'too long' }), validator).join()).toContain(
      'does not match its documented schema',
    );
    expect(replyProblems(thing ?? null, reply(201, { name: 'ok' }), validator).join()).toContain(
      'not documented',
    );
    const html = reply(200, '<p>', { 'content-type': 'text/html' });
    expect(replyProblems(thing ?? null, html, validator).join()).toContain('media type "text/html"');
    expect(replyProblems(null, reply(200, {}), validator).join()).toContain('to no operation');
  });

  it('generates requests to the operation path, valid and hostile, from every principal', () => {
    const requests = fc.sample(requestArbitrary(thing as NonNullable<typeof thing>, document), {
      numRuns: 300,
      seed: 3,
    });
    expect(requests.every((request) => request.url.startsWith('/api/things/'))).toBe(true);
    expect(requests.some((request) => /^\/api\/things\/\d{1,18}(\?|$)/.test(request.url))).toBe(true);
    expect(requests.some((request) => !/^\/api\/things\/\d{1,18}(\?|$)/.test(request.url))).toBe(true);
    expect(new Set(requests.map((request) => request.principal))).toEqual(
      new Set(['guest', 'member', 'staff', 'forged']),
    );
    const updates = fc.sample(requestArbitrary(thingUpdate as NonNullable<typeof thingUpdate>, document), {
      numRuns: 300,
      seed: 3,
    });
    const kinds = new Set(updates.map((request) => request.bodyKind.split(' ')[0]));
    for (const kind of ['json', 'malformed', 'multipart', 'none']) expect(kinds).toContain(kind);
  });

  it('generates requests to no operation: other methods on known paths and unknown paths', () => {
    const requests = fc.sample(unroutedRequestArbitrary(operationsOf(document)), { numRuns: 100, seed: 5 });
    expect(requests.some((request) => request.url.startsWith('/api/things/'))).toBe(true);
    expect(requests.every((request) => !(request.url === '/api/things/1' && request.method === 'GET'))).toBe(
      true,
    );
  });
});
