import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonSchema, resolveReference, schemaArbitrary } from './schema-arbitrary.js';

const uuidPattern =
  '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$';

/** Shapes the server's OpenAPI document uses (fastify-type-provider-zod output). */
const document = {
  components: {
    schemas: {
      Money: { type: 'string', pattern: '^\\d{1,13}(\\.\\d{1,4})?$' },
      Login: {
        oneOf: [
          {
            type: 'object',
            properties: {
              type: { type: 'string', const: 'username' },
              username: { type: 'string', minLength: 1, maxLength: 64 },
              captchaId: { type: 'string', format: 'uuid', pattern: uuidPattern },
            },
            required: ['type', 'username'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: {
              type: { type: 'string', const: 'sms' },
              mobileNum: { type: 'string', pattern: '^\\d{4,15}$' },
            },
            required: ['type', 'mobileNum'],
          },
        ],
      },
      Node: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          child: { anyOf: [{ $ref: '#/components/schemas/Node' }, { type: 'null' }] },
        },
        required: ['name'],
      },
    },
  },
};

const schemas: Record<string, JsonSchema> = {
  bet: {
    type: 'object',
    properties: {
      amount: { $ref: '#/components/schemas/Money' },
      mines: { type: 'integer', minimum: 1, maximum: 24 },
      picks: {
        type: 'array',
        minItems: 1,
        maxItems: 24,
        items: { type: 'integer', minimum: 0, maximum: 24 },
      },
      note: { type: ['string', 'null'], maxLength: 10 },
      at: { type: 'string', format: 'date-time' },
      ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    },
    required: ['amount', 'mines', 'picks'],
  },
  login: { $ref: '#/components/schemas/Login' },
  names: {
    type: 'object',
    propertyNames: { enum: ['EN', 'NE'] },
    additionalProperties: { type: 'string', maxLength: 5 },
  },
  recursive: { $ref: '#/components/schemas/Node' },
  flag: { type: 'string', enum: ['on', 'off'] },
  id: { type: 'string', pattern: '^\\d{1,18}$' },
};

function validatorFor(schema: JsonSchema) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'doc');
  // Local refs resolve against the document, as they do in the OpenAPI document.
  const wrapped =
    typeof schema === 'object' && typeof schema.$ref === 'string' ? { $ref: `doc${schema.$ref}` } : schema;
  return ajv.compile(JSON.parse(JSON.stringify(wrapped).replaceAll('"#/components', '"doc#/components')));
}

describe('schemaArbitrary', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`generates only valid values for the ${name} schema`, () => {
      const validate = validatorFor(schema);
      fc.assert(
        fc.property(schemaArbitrary(schema, { root: document }), (value) => {
          expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('in hostile mode, mixes invalid values in for every schema, and still some valid ones', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const validate = validatorFor(schema);
      const values = fc.sample(schemaArbitrary(schema, { root: document, hostile: true }), {
        numRuns: 200,
        seed: 42,
      });
      const invalid = values.filter((value) => !validate(value)).length;
      expect(invalid, name).toBeGreaterThan(15);
      expect(invalid, name).toBeLessThan(values.length);
    }
  }, 60_000);

  it('in hostile mode, reaches wrong types, missing required fields, stray fields and NUL bytes', () => {
    const values = fc.sample(schemaArbitrary(schemas.bet as JsonSchema, { root: document, hostile: true }), {
      numRuns: 2000,
      seed: 7,
    });
    const objects = values.filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
    );
    expect(values.some((value) => typeof value !== 'object' || value === null || Array.isArray(value))).toBe(
      true,
    );
    expect(objects.some((value) => !('amount' in value))).toBe(true);
    expect(objects.some((value) => typeof value.mines === 'string')).toBe(true);
    expect(
      objects.some((value) =>
        Object.keys(value).some((key) => !(key in (schemas.bet as { properties: object }).properties)),
      ),
    ).toBe(true);
    expect(JSON.stringify(values)).toContain('\\u0000');
  }, 60_000);

  it('stops a recursive $ref at a bounded depth', () => {
    const values = fc.sample(schemaArbitrary(schemas.recursive as JsonSchema, { root: document }), {
      numRuns: 100,
    });
    const depthOf = (node: unknown): number =>
      node && typeof node === 'object' && 'child' in node
        ? 1 + depthOf((node as { child: unknown }).child)
        : 0;
    expect(Math.max(...values.map(depthOf))).toBeLessThanOrEqual(10);
  });

  it('resolves JSON pointers with escaped steps and refuses remote references', () => {
    const root = { paths: { '/api/a': { get: { ok: 1 } } } };
    expect(resolveReference('#/paths/~1api~1a/get', root)).toEqual({ ok: 1 });
    expect(() => resolveReference('#/paths/missing', root)).toThrow('unresolvable');
    expect(() => resolveReference('https://example.com/schema', root)).toThrow('only local');
  });
});
