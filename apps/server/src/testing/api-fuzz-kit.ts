import { errorResponseSchema } from '@gaming/contracts/errors';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { type JsonSchema, nastyStrings, resolveReference, schemaArbitrary } from './schema-arbitrary.js';

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiContent = Record<string, { schema?: JsonSchema }>;
type OpenApiOperation = {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: OpenApiContent } | { $ref: string };
  responses?: Record<string, { content?: OpenApiContent } | { $ref: string }>;
};

export type FuzzOperation = {
  operationId: string;
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParameters: OpenApiParameter[];
  queryParameters: OpenApiParameter[];
  /** The documented request bodies by media type (empty when none is documented). */
  bodies: OpenApiContent;
  responses: Record<string, { content?: OpenApiContent }>;
};

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the document, with `$ref`s of bodies and responses followed. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const requestBody = follow(operation.requestBody, document) as { content?: OpenApiContent } | undefined;
      const responses: FuzzOperation['responses'] = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        responses[status] = follow(response, document) as { content?: OpenApiContent };
      }
      operations.push({
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        bodies: requestBody?.content ?? {},
        responses,
      });
    }
  }
  return operations;
}

function follow(node: unknown, document: OpenApiDocument): unknown {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    return resolveReference(node.$ref, document);
  }
  return node;
}

export type Principal = 'guest' | 'member' | 'staff' | 'forged' | 'vendor';

/** What the test knows beyond the document: who may call, and values that reach past the lookups. */
export type RequestOptions = {
  /** Who sends the requests (guest, member, staff and forged when not given). */
  principals?: Principal[];
  /** The body's schema where the document gives none (a signed callback, say). */
  bodySchema?: JsonSchema;
  /** Values of path parameters that name real things (vendor codes), mixed in with generated ones. */
  pathValues?: Record<string, string[]>;
};

/** One generated request; the test puts the principal's token in before sending it. */
export type FuzzRequest = {
  principal: Principal;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the body was made, for the failure report. */
  bodyKind: string;
};

/** Authorization headers no session has: made-up tokens, other schemes, oversized values. */
const forgedAuthorizations = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  'Bearer 0000000000000000000000000000000000000000000000000000000000000000',
  'Basic Zm9vOmJhcg==',
  'bearer  abc',
  `Bearer ${'a'.repeat(4096)}`,
  'Bearer ../../etc/passwd',
  "Bearer ' OR 1=1 --",
];

/** Text that is not the JSON it claims to be, or JSON built to trip parsers. */
const malformedJsonBodies = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\u0000',
  '{"a":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '1e999999',
  '"just a string"',
  '[]',
  'null',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
];

const otherContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'image/png',
  '*/*',
  'application/json, text/plain',
];

const multipartBoundary = 'fuzzBoundary7MA4YWxkTrZu0gW';

/** Multipart bodies from well-formed (a field and a small PNG-like file) to truncated and mislabelled. */
const multipartBodyArbitrary: fc.Arbitrary<{ contentType: string; payload: Buffer }> = fc
  .tuple(
    fc.string({ maxLength: 40 }),
    fc.uint8Array({ maxLength: 512 }),
    fc.constantFrom('whole', 'truncated', 'no-closing', 'wrong-boundary', 'no-boundary', 'garbage'),
    fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/x-msdownload', ''),
  )
  .map(([field, fileBytes, shape, fileType]) => {
    const head = Buffer.from(
      `--${multipartBoundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${field}\r\n` +
        `--${multipartBoundary}\r\nContent-Disposition: form-data; name="proof"; filename="p.png"\r\n` +
        (fileType ? `Content-Type: ${fileType}\r\n` : '') +
        '\r\n',
    );
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const whole = Buffer.concat([
      head,
      pngSignature,
      fileBytes,
      Buffer.from(`\r\n--${multipartBoundary}--\r\n`),
    ]);
    const contentType = `multipart/form-data; boundary=${multipartBoundary}`;
    switch (shape) {
      case 'truncated':
        return { contentType, payload: whole.subarray(0, Math.max(1, Math.floor(whole.length / 2))) };
      case 'no-closing':
        return { contentType, payload: Buffer.concat([head, fileBytes]) };
      case 'wrong-boundary':
        return { contentType: 'multipart/form-data; boundary=other', payload: whole };
      case 'no-boundary':
        return { contentType: 'multipart/form-data', payload: whole };
      case 'garbage':
        return { contentType, payload: Buffer.from(fileBytes) };
      default:
        return { contentType, payload: whole };
    }
  });

type BodyPlan = { bodyKind: string; contentType?: string; payload?: string | Buffer };

function jsonBodyArbitrary(
  schema: JsonSchema | undefined,
  root: unknown,
  hostile: boolean,
): fc.Arbitrary<BodyPlan> {
  const value =
    schema === undefined ? fc.jsonValue({ maxDepth: 3 }) : schemaArbitrary(schema, { root, hostile });
  return fc
    .tuple(value, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON'))
    .map(([body, contentType]) => ({
      bodyKind: hostile ? 'json (hostile)' : 'json (valid)',
      contentType,
      payload: JSON.stringify(body) ?? 'null',
    }));
}

function bodyArbitrary(
  operation: FuzzOperation,
  root: unknown,
  hostile: boolean,
  fallbackSchema?: JsonSchema,
): fc.Arbitrary<BodyPlan> {
  const jsonSchema = operation.bodies['application/json']?.schema ?? fallbackSchema;
  const hasBody = Object.keys(operation.bodies).length > 0;
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
  const none = fc.constant<BodyPlan>({ bodyKind: 'none' });
  if (!hostile) {
    if (jsonSchema !== undefined) return jsonBodyArbitrary(jsonSchema, root, false);
    return takesBody && !hasBody ? fc.oneof(none, jsonBodyArbitrary(undefined, root, false)) : none;
  }
  const malformed = fc.constantFrom(...malformedJsonBodies).map((payload) => ({
    bodyKind: 'malformed json',
    contentType: 'application/json',
    payload,
  }));
  const wrongType = fc
    .tuple(jsonBodyArbitrary(jsonSchema, root, false), fc.constantFrom(...otherContentTypes))
    .map(([plan, contentType]) => ({ ...plan, bodyKind: `json as ${contentType}`, contentType }));
  const multipart = multipartBodyArbitrary.map((plan) => ({ ...plan, bodyKind: 'multipart' }));
  const emptyJson = fc.constant<BodyPlan>({
    bodyKind: 'empty json',
    contentType: 'application/json',
    payload: '',
  });
  return fc.oneof(
    { weight: 6, arbitrary: jsonBodyArbitrary(jsonSchema, root, true) },
    { weight: 2, arbitrary: malformed },
    { weight: 2, arbitrary: wrongType },
    { weight: takesBody ? 2 : 1, arbitrary: multipart },
    { weight: 1, arbitrary: emptyJson },
    { weight: hasBody ? 1 : 4, arbitrary: none },
  );
}

/** A path segment as a client would send it; text that cannot be percent-encoded goes raw. */
function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

/** Path texts that reach routers and decoders in unusual ways. */
const rawPathSegments = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  'a%2Fb',
  '%20',
  '1;drop',
  '1.0',
  '-1',
  '0',
];

function pathValueArbitrary(
  parameter: OpenApiParameter,
  root: unknown,
  hostile: boolean,
): fc.Arbitrary<string> {
  const schema = parameter.schema ?? { type: 'string' };
  const valid = schemaArbitrary(schema, { root }).map(pathSegment);
  if (!hostile) return valid;
  return fc.oneof(
    { weight: 3, arbitrary: schemaArbitrary(schema, { root, hostile: true }).map(pathSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...rawPathSegments) },
    { weight: 1, arbitrary: fc.integer({ min: 150, max: 600 }).map((length) => '9'.repeat(length)) },
    { weight: 1, arbitrary: valid },
  );
}

function queryPart(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPart(name, item));
  const text = typeof value === 'string' ? value : value === null ? '' : (JSON.stringify(value) ?? '');
  return [`${pathSegment(name)}=${pathSegment(text)}`];
}

/** Query texts that are not what any form sends: bad escapes, repeats, bracket keys. */
const rawQueryExtras = [
  '%zz=1',
  'a=%E0%A4',
  '%00=%00',
  'page=1&page=2',
  '__proto__[isAdmin]=1',
  'constructor[prototype][x]=1',
  'a[b][c][d][e][f]=1',
  '=',
  '&&&',
  `q=${'x'.repeat(3000)}`,
];

function queryArbitrary(operation: FuzzOperation, root: unknown, hostile: boolean): fc.Arbitrary<string> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const parameter of operation.queryParameters) {
    model[parameter.name] = schemaArbitrary(parameter.schema ?? { type: 'string' }, { root, hostile });
    if (parameter.required) required.push(parameter.name);
  }
  const fields = fc.record(model, { requiredKeys: hostile ? [] : required });
  const extras = hostile ? fc.subarray([...rawQueryExtras], { maxLength: 2 }) : fc.constant([]);
  return fc.tuple(fields, extras).map(([values, extra]) => {
    const parts = Object.entries(values).flatMap(([name, value]) => queryPart(name, value));
    const all = [...parts, ...extra];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

function pathArbitrary(
  operation: FuzzOperation,
  root: unknown,
  hostile: boolean,
  known: Record<string, string[]> = {},
): fc.Arbitrary<string> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of operation.pathParameters) {
    const generated = pathValueArbitrary(parameter, root, hostile);
    const real = known[parameter.name] ?? [];
    model[parameter.name] = real.length > 0 ? fc.oneof(generated, fc.constantFrom(...real)) : generated;
  }
  return fc
    .record(model)
    .map((values) => operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? ''));
}

/** Extra headers a hostile client sends: odd request ids, languages, forwarded chains. */
const hostileHeaderArbitrary: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-request-id': fc.constantFrom('<script>', 'a'.repeat(300), '../..', 'ok-request-id-123'),
    'accept-language': fc.constantFrom('ne', 'xx', '*', 'en;q=abc', 'zz-ZZ,ne;q=0.5', 'a'.repeat(200)),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*', 'image/png'),
  },
  { requiredKeys: [] },
);

/**
 * Requests for one operation as fast-check values: valid by the operation's schemas, or hostile (wrong
 * types, out-of-range, missing and stray fields, malformed JSON, other content types, odd paths and
 * queries), each from one of the principals.
 */
export function requestArbitrary(
  operation: FuzzOperation,
  document: OpenApiDocument,
  options: RequestOptions = {},
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    requestsOf(operation, document, false, options),
    requestsOf(operation, document, true, options),
  );
}

function requestsOf(
  operation: FuzzOperation,
  document: OpenApiDocument,
  hostile: boolean,
  options: RequestOptions,
): fc.Arbitrary<FuzzRequest> {
  const principals = options.principals ?? ['guest', 'member', 'staff', 'forged'];
  return fc
    .record({
      principal: fc.constantFrom<Principal>(...principals),
      path: pathArbitrary(operation, document, hostile, options.pathValues),
      query: queryArbitrary(operation, document, hostile),
      body: bodyArbitrary(operation, document, hostile, options.bodySchema),
      extraHeaders: hostile ? hostileHeaderArbitrary : fc.constant({}),
      forgedAuthorization: fc.constantFrom(...forgedAuthorizations),
    })
    .map(({ principal, path, query, body, extraHeaders, forgedAuthorization }) => {
      const headers: Record<string, string> = { ...extraHeaders };
      if (body.contentType) headers['content-type'] = body.contentType;
      if (principal === 'forged') headers.authorization = forgedAuthorization;
      return {
        principal,
        method: operation.method,
        url: `${path}${query}`,
        headers,
        bodyKind: body.bodyKind,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}

/** Requests to no operation: unknown paths under /api and documented paths with another method. */
export function unroutedRequestArbitrary(operations: FuzzOperation[]): fc.Arbitrary<FuzzRequest> {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  const known = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
  const otherMethod = fc
    .tuple(fc.constantFrom(...operations), fc.constantFrom(...methods))
    .filter(([operation, method]) => !known.has(`${method} ${operation.path}`))
    .map(([operation, method]) => ({ method, url: operation.path.replace(/\{[^}]+\}/g, '1') }));
  const unknownPath = fc
    .tuple(
      fc.constantFrom(...methods),
      fc.array(fc.oneof(fc.constantFrom(...nastyStrings), fc.string()), { maxLength: 3 }),
    )
    .map(([method, segments]) => ({ method, url: `/api/${segments.map(pathSegment).join('/')}` }));
  return fc
    .tuple(fc.oneof(otherMethod, unknownPath), fc.constantFrom<Principal>('guest', 'member', 'staff'))
    .map(([target, principal]) => ({ ...target, principal, headers: {}, bodyKind: 'none' }));
}

/** Ajv validators for the documented replies, compiled once per (operation, status, media type). */
export class ReplyValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema(document as object, 'openapi');
  }

  validatorFor(operation: FuzzOperation, status: string, mediaType: string): ValidateFunction {
    const key = `${operation.method} ${operation.path} ${status} ${mediaType}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const pointer = [
        'paths',
        operation.path,
        operation.method.toLowerCase(),
        'responses',
        status,
        'content',
        mediaType,
      ]
        .map((step) => step.replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('/');
      validate = this.ajv.compile({ $ref: `openapi#/${pointer}/schema` });
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

const errorKeys = new Set(['code', 'message', 'requestId', 'issues', 'retryAfterSeconds', 'captchaRequired']);

/** What is wrong with an error reply: not JSON, not the one error shape, or without the request id. */
export function errorShapeProblems(response: LightMyRequestResponse): string[] {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [`error reply is not JSON: ${response.body.slice(0, 200)}`];
  }
  const problems: string[] = [];
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success)
    problems.push(`error reply is not the error shape: ${parsed.error.message.slice(0, 300)}`);
  const record = body as { error?: Record<string, unknown> };
  const outer = Object.keys(body ?? {}).filter((key) => key !== 'error');
  const inner = Object.keys(record?.error ?? {}).filter((key) => !errorKeys.has(key));
  if (outer.length + inner.length > 0)
    problems.push(`error reply has fields beyond the shape: ${[...outer, ...inner]}`);
  const requestId = response.headers['x-request-id'];
  if (parsed.success && parsed.data.error.requestId !== requestId) {
    problems.push(
      `error reply's requestId ${parsed.data.error.requestId} is not the x-request-id ${requestId}`,
    );
  }
  return problems;
}

function mediaTypeOf(response: LightMyRequestResponse): string {
  const header = response.headers['content-type'];
  return (typeof header === 'string' ? header : '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** What is wrong with a success reply: a status or media type not documented, or a body off its schema. */
export function successProblems(
  operation: FuzzOperation,
  response: LightMyRequestResponse,
  validator: ReplyValidator,
): string[] {
  const status = String(response.statusCode);
  const documented =
    operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!documented) return [`status ${status} is not documented for ${operation.operationId}`];
  const content = documented.content ?? {};
  const mediaType = mediaTypeOf(response);
  if (Object.keys(content).length === 0) return [];
  if (!(mediaType in content)) return [`media type "${mediaType}" is not documented for ${status}`];
  if (mediaType !== 'application/json') return [];
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [`${status} reply is not JSON: ${response.body.slice(0, 200)}`];
  }
  const documentedStatus = operation.responses[status]
    ? status
    : operation.responses[`${status[0]}XX`]
      ? `${status[0]}XX`
      : 'default';
  const validate = validator.validatorFor(operation, documentedStatus, mediaType);
  if (validate(body)) return [];
  return [
    `${status} reply does not match its documented schema: ${JSON.stringify(validate.errors?.slice(0, 5))}`,
  ];
}

/** Every way a reply breaks the API's promises: a 5xx, an error outside the one shape, an undocumented success. */
export function replyProblems(
  operation: FuzzOperation | null,
  response: LightMyRequestResponse,
  validator: ReplyValidator,
): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (typeof response.headers['x-request-id'] !== 'string') problems.push('reply has no x-request-id header');
  if (response.statusCode >= 400) problems.push(...errorShapeProblems(response));
  else if (operation) problems.push(...successProblems(operation, response, validator));
  else problems.push(`a request to no operation answered ${response.statusCode}`);
  return problems;
}
