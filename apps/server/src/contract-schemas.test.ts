import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withdrawalSettingsSchema } from '@gaming/contracts/withdrawals';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * A refinement or transform runs on values whose own checks already failed (zod reports every issue, so
 * a field that misses its pattern still reaches the object's refinements): one that assumes the field is
 * well formed (BigInt('abc'), say) throws, and the server answers 500 instead of 400.
 */
const hostileValues: unknown[] = [
  '',
  'abc',
  '-1',
  '1.5',
  '1e3',
  ' 12',
  '9'.repeat(40),
  '\u0000',
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  null,
  true,
  {},
  [],
];

// The contracts package's sources (this test lives in the server, which has Node's types).
const sourceDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contracts/src',
);

async function exportedObjectSchemas(): Promise<Array<[string, z.ZodObject]>> {
  const files = readdirSync(sourceDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const schemas: Array<[string, z.ZodObject]> = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(sourceDir, file));
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodObject) schemas.push([`${file}:${name}`, value]);
    }
  }
  return schemas;
}

/** Values one of which most fields accept, so the other fields are well formed and the refinements run. */
const plausibleValues: unknown[] = [
  undefined,
  '100',
  '1000',
  100,
  1,
  true,
  'EN',
  '2020-01-01T00:00:00.000Z',
  '00000000-0000-4000-8000-000000000000',
  'abc',
  [],
  {},
  null,
];

function plausibleValue(field: z.ZodType): unknown {
  return plausibleValues.find((value) => field.safeParse(value).success);
}

function withField(shape: Record<string, z.ZodType>, key: string, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) body[name] = plausibleValue(field);
  body[key] = value;
  return body;
}

describe('contract schemas', () => {
  it('refuse a withdrawal-settings amount that misses its pattern as an issue, without throwing', () => {
    const valid = {
      minimumMinor: '100',
      maximumMinor: '1000',
      dailyCount: 1,
      autoConfirmMinutes: 10,
      feeFlatMinor: '0',
      feeBasisPoints: 0,
    };
    for (const field of ['minimumMinor', 'maximumMinor', 'feeFlatMinor']) {
      const result = withdrawalSettingsSchema.safeParse({ ...valid, [field]: 'abc' });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
  });

  // Thousands of parses: a bound that a slow, busy machine still meets.
  it('never throw from a refinement or transform, whatever a field holds', { timeout: 120_000 }, async () => {
    const schemas = await exportedObjectSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const throwing: string[] = [];
    for (const [name, schema] of schemas) {
      for (const key of Object.keys(schema.shape)) {
        for (const value of hostileValues) {
          try {
            schema.safeParse(withField(schema.shape as Record<string, z.ZodType>, key, value));
          } catch (error) {
            throwing.push(`${name}.${key} = ${JSON.stringify(value)}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(throwing).toEqual([]);
  });
});
