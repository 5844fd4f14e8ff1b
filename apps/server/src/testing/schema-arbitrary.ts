import fc from 'fast-check';

/** A JSON Schema (2020-12, as the OpenAPI 3.1 document holds it) read as plain data. */
export type JsonSchema = boolean | { [keyword: string]: unknown };

export type SchemaArbitraryOptions = {
  /** The document local `$ref`s point into (`#/components/schemas/X`). */
  root?: unknown;
  /** Mix hostile values in at every level: wrong types, out-of-range, extra and missing fields. */
  hostile?: boolean;
};

/** Nesting beyond this (a recursive `$ref`, say) yields null: a request needs no deeper value. */
const maxDepth = 8;
/** Arrays and dictionaries stay short: a request's cost is its size, not its variety. */
const maxCollectionItems = 4;
/** Strings without a maxLength stay this short when valid; hostile ones go far beyond. */
const defaultMaxStringLength = 40;

type Context = { root: unknown; hostile: boolean; depth: number };

type SchemaObject = { [keyword: string]: unknown };

/**
 * Values for a JSON Schema as fast-check arbitraries: valid by the schema, or (with `hostile`) mostly
 * valid with hostile values mixed in at any level, so a server's checks are reached and then pushed.
 */
export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  return arbitraryFor(schema, { root: options.root, hostile: options.hostile ?? false, depth: 0 });
}

function arbitraryFor(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  if (context.depth > maxDepth) return fc.constant(null);
  const valid = validArbitrary(schema, { ...context, depth: context.depth + 1 });
  if (!context.hostile) return valid;
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 1, arbitrary: hostileArbitrary(schema, context) },
  );
}

/** Follows a local JSON pointer (`#/a/b~1c`) into the root document. */
export function resolveReference(reference: string, root: unknown): JsonSchema {
  if (!reference.startsWith('#')) throw new Error(`only local $ref is supported: ${reference}`);
  const steps = reference
    .slice(1)
    .split('/')
    .filter((step) => step !== '')
    .map((step) => decodeURIComponent(step).replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: unknown = root;
  for (const step of steps) {
    if (node === null || typeof node !== 'object') throw new Error(`unresolvable $ref: ${reference}`);
    node = (node as Record<string, unknown>)[step];
  }
  if (node === undefined) throw new Error(`unresolvable $ref: ${reference}`);
  return node as JsonSchema;
}

function validArbitrary(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  if (schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(null);
  if (typeof schema.$ref === 'string')
    return arbitraryFor(resolveReference(schema.$ref, context.root), context);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => arbitraryFor(mergeSiblings(schema, branch), context)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return arbitraryFor(mergeAll(schema.allOf as JsonSchema[], context.root), context);
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validArbitrary({ ...schema, type }, context)));
  }
  return typedArbitrary(schema, context);
}

/** `anyOf` branches inherit the keywords written beside them (type, properties, ...). */
function mergeSiblings(schema: SchemaObject, branch: JsonSchema): JsonSchema {
  const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = schema;
  if (typeof branch === 'boolean' || Object.keys(siblings).length === 0) return branch;
  return { ...siblings, ...branch };
}

/** `allOf` of object schemas as one schema (properties and required lists joined). */
function mergeAll(parts: JsonSchema[], root: unknown): JsonSchema {
  const merged: SchemaObject = { properties: {}, required: [] };
  for (const part of parts) {
    if (typeof part === 'boolean') continue;
    const resolved = typeof part.$ref === 'string' ? resolveReference(part.$ref, root) : part;
    if (typeof resolved === 'boolean') continue;
    Object.assign(merged, resolved, {
      properties: { ...(merged.properties as object), ...((resolved.properties as object) ?? {}) },
      required: [...(merged.required as string[]), ...((resolved.required as string[]) ?? [])],
    });
  }
  return merged;
}

function typedArbitrary(schema: SchemaObject, context: Context): fc.Arbitrary<unknown> {
  const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, context);
    case 'object':
      return objectArbitrary(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A pattern of the shape of a calendar day: most values should be real days, or little gets past it. */
const dayPattern = '^\\d{4}-\\d{2}-\\d{2}$';

const recentDayArbitrary = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(schema: SchemaObject): fc.Arbitrary<string> {
  if (schema.pattern === dayPattern) {
    return fc.oneof(
      { weight: 4, arbitrary: recentDayArbitrary },
      { weight: 1, arbitrary: patternArbitrary(dayPattern) },
    );
  }
  if (typeof schema.pattern === 'string') return patternArbitrary(schema.pattern);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
    case 'email':
      return fc.emailAddress();
    default:
      break;
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength =
    typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(minLength, defaultMaxStringLength);
  // Mostly printable ASCII (what forms send); sometimes any Unicode grapheme.
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-composite' }) },
  );
}

/** Built once per pattern: fast-check takes a while to build from a regular expression. */
const patternArbitraries = new Map<string, fc.Arbitrary<string>>();

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  let arbitrary = patternArbitraries.get(pattern);
  if (!arbitrary) {
    const regex = new RegExp(pattern);
    try {
      arbitrary = fc.stringMatching(regex);
    } catch {
      // A pattern fast-check cannot build from: printable strings, kept when they happen to match.
      arbitrary = fc.oneof(
        fc.string().filter((text) => regex.test(text)),
        fc.string(),
      );
    }
    patternArbitraries.set(pattern, arbitrary);
  }
  return arbitrary;
}

function integerArbitrary(schema: SchemaObject): fc.Arbitrary<number> {
  const [min, max] = numericBounds(schema, 1);
  const low = BigInt(Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)));
  const high = BigInt(Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)));
  return fc.bigInt({ min: low, max: high < low ? low : high }).map(Number);
}

function numberArbitrary(schema: SchemaObject): fc.Arbitrary<number> {
  const [min, max] = numericBounds(schema, Number.EPSILON);
  return fc.double({ min, max: max < min ? min : max, noNaN: true, noDefaultInfinity: true });
}

/** Inclusive bounds; an exclusive bound moves in by `step` (1 for integers). */
function numericBounds(schema: SchemaObject, step: number): [number, number] {
  const fallbackMin = -(2 ** 40);
  const fallbackMax = 2 ** 40;
  let min = typeof schema.minimum === 'number' ? schema.minimum : fallbackMin;
  let max = typeof schema.maximum === 'number' ? schema.maximum : fallbackMax;
  if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, schema.exclusiveMinimum + step);
  if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, schema.exclusiveMaximum - step);
  return [min, max];
}

function arrayArbitrary(schema: SchemaObject, context: Context): fc.Arbitrary<unknown[]> {
  const items = (schema.items ?? true) as JsonSchema;
  const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const declaredMax = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  const maxLength = Math.max(minLength, Math.min(declaredMax, minLength + maxCollectionItems));
  return fc.array(arbitraryFor(items, context), { minLength, maxLength });
}

function objectArbitrary(schema: SchemaObject, context: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, propertySchema] of Object.entries(properties))
    model[name] = arbitraryFor(propertySchema, context);
  // Hostile objects may miss required fields; valid ones keep them all.
  const requiredKeys = context.hostile ? [] : [...required].filter((name) => name in model);
  const known = fc.record(model, { requiredKeys });
  const extra = extraPropertiesArbitrary(schema, context);
  if (!extra) return known;
  return fc.tuple(known, extra).map(([fields, more]) => ({ ...more, ...fields }));
}

/** Additional properties the schema allows, and (hostile) ones it does not. */
function extraPropertiesArbitrary(
  schema: SchemaObject,
  context: Context,
): fc.Arbitrary<Record<string, unknown>> | null {
  const additional = schema.additionalProperties;
  const allowed =
    additional !== undefined && additional !== false
      ? fc.dictionary(
          keyArbitrary(schema.propertyNames as JsonSchema | undefined),
          arbitraryFor(additional as JsonSchema, context),
          { maxKeys: maxCollectionItems, noNullPrototype: true },
        )
      : null;
  if (!context.hostile) return allowed;
  const stray = fc.dictionary(hostileKeyArbitrary, fc.jsonValue({ maxDepth: 1 }), {
    maxKeys: 3,
    noNullPrototype: true,
  });
  return allowed ? fc.oneof(allowed, stray) : stray;
}

function keyArbitrary(propertyNames: JsonSchema | undefined): fc.Arbitrary<string> {
  if (propertyNames === undefined || typeof propertyNames === 'boolean') return fc.string({ maxLength: 16 });
  if (Array.isArray(propertyNames.enum)) return fc.constantFrom(...(propertyNames.enum as string[]));
  return stringArbitrary(propertyNames);
}

const hostileKeyArbitrary = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    'id',
    'memberId',
    'isAdmin',
    'role',
    '$where',
  ),
  fc.string({ maxLength: 12 }),
);

/** Strings that break naive code: control characters, scripts, encodings, injections, number look-alikes. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\n',
  '\t',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; drop table members; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed
  '${7*7}',
  '{{7*7}}',
  'नमस्ते संसार',
  'مرحبا',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  '\udfff',
  '𝕏😀👨‍👩‍👧',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  ' 12 ',
  '+1',
  '-1',
  '0',
  '00000000000000000000001',
  '99999999999999999999999999999999999999',
  '-9223372036854775809',
  '9223372036854775808',
  '1.0000000000000000000001',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  '2024-02-30',
  '0000-00-00T00:00:00Z',
  'x'.repeat(257),
];

export const nastyNumbers: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -(2 ** 31),
  2 ** 31,
  2 ** 32,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A string of `length` characters, sized from a few hundred bytes up to most of a request body. */
const hugeStringArbitrary = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000', '9'), fc.integer({ min: 300, max: 200_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/**
 * Any Unicode scalar value, control characters and NUL included (fast-check's own 'binary' unit takes
 * seconds to build).
 */
const codePointArbitrary = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0x10ffff }),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));

/** Values of any type and shape, the same for every schema. */
const hostileLeafArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 64, unit: codePointArbitrary }),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.jsonValue({ maxDepth: 2 }),
);

function hostileArbitrary(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  const nearMisses = nearMissArbitraries(schema, context);
  return fc.oneof(
    { weight: 4, arbitrary: hostileLeafArbitrary },
    { weight: 4, arbitrary: nearMisses.length > 0 ? fc.oneof(...nearMisses) : hostileLeafArbitrary },
    { weight: 1, arbitrary: hugeStringArbitrary },
  );
}

/** Values just outside what the schema allows: one past a bound, a length too long, a wrong enum. */
function nearMissArbitraries(schema: JsonSchema, context: Context): Array<fc.Arbitrary<unknown>> {
  if (typeof schema === 'boolean') return [];
  const target = typeof schema.$ref === 'string' ? resolveReference(schema.$ref, context.root) : schema;
  if (typeof target === 'boolean') return [];
  const misses: Array<fc.Arbitrary<unknown>> = [];
  const numbers: number[] = [];
  if (typeof target.minimum === 'number') numbers.push(target.minimum - 1, target.minimum - 0.5);
  if (typeof target.maximum === 'number') numbers.push(target.maximum + 1, target.maximum + 0.5);
  if (typeof target.exclusiveMinimum === 'number') numbers.push(target.exclusiveMinimum);
  if (numbers.length > 0) misses.push(fc.constantFrom(...numbers));
  if (typeof target.maxLength === 'number') misses.push(fc.constant('y'.repeat(target.maxLength + 1)));
  if (typeof target.minLength === 'number' && target.minLength > 0) {
    misses.push(fc.constant('y'.repeat(target.minLength - 1)));
  }
  if (typeof target.maxItems === 'number' && target.maxItems < 200) {
    misses.push(fc.constant(Array.from({ length: target.maxItems + 1 }, () => 1)));
  }
  if (Array.isArray(target.enum) || 'const' in target) {
    misses.push(fc.constantFrom('not-a-member', 'ALL', 'unknown', ' '));
  }
  if (typeof target.pattern === 'string') {
    // A valid value with one character too many or changed keeps most of the shape.
    misses.push(
      patternArbitrary(target.pattern).chain((text) =>
        fc.constantFrom(`${text}0`, `${text} `, `-${text}`, text.replace(/\d/, 'x'), `${text}\u0000`),
      ),
    );
  }
  return misses;
}
