import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from '../testing/accounts-kit.js';
import { requestExamples } from './openapi-examples.js';

type Operation = {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; examples?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

let harness: AccountsHarness;
let document: {
  openapi: string;
  components: { securitySchemes: Record<string, { type: string }>; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};
const operations = new Map<string, Operation>();

beforeAll(async () => {
  harness = await startAccountsHarness();
  document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) operations.set(operation.operationId, operation);
});

afterAll(async () => {
  await harness.close();
});

const routes = { ...apiRoutes, ...adminApiRoutes };

describe('the OpenAPI document', () => {
  it('names how members, staff, vendors and gateways authenticate', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'gatewaySignature',
      'memberBearer',
      'staffBearer',
      'vendorSignature',
    ]);
    expect(operations.get('balance')?.security).toEqual([{ memberBearer: [] }]);
    expect(operations.get('adminWithdrawalDecide')?.security).toEqual([{ staffBearer: [] }]);
    expect(operations.get('vendorBet')?.security).toEqual([{ vendorSignature: [] }]);
    expect(operations.get('paymentNotify')?.security).toEqual([{ gatewaySignature: [] }]);
    expect(operations.get('games')?.security).toBeUndefined();
  });

  it('gives every operation of the tables its error replies in the one error shape', () => {
    const missing: string[] = [];
    for (const operationId of Object.keys(routes)) {
      const operation = operations.get(operationId);
      const errors = Object.entries(operation?.responses ?? {}).filter(([status]) => Number(status) >= 400);
      if (errors.length < 2) missing.push(`${operationId}: ${errors.length} error replies`);
      for (const [status, response] of errors) {
        // Readiness answers its own shape when the database is unreachable, as load balancers expect.
        if (operationId === 'readyz' && status === '503') continue;
        const schema = response.content?.['application/json']?.schema;
        if (schema?.$ref !== '#/components/schemas/ErrorResponse') missing.push(`${operationId} ${status}`);
      }
    }
    expect(missing).toEqual([]);
    expect(document.components.schemas.ErrorResponse).toBeDefined();
    expect(Object.keys(operations.get('withdrawCreate')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '429', '500']),
    );
  });

  it('describes the multipart forms with their fields and proof images', () => {
    for (const operationId of ['depositCreate', 'withdrawNotReceived']) {
      const form = operations.get(operationId)?.requestBody?.content['multipart/form-data'];
      expect(form, operationId).toBeDefined();
      const properties = (form?.schema as { properties?: Record<string, { type?: string }> } | undefined)
        ?.properties;
      expect(properties?.proof?.type).toBe('array');
    }
    const deposit = operations.get('depositCreate')?.requestBody?.content['multipart/form-data']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(deposit.properties)).toEqual(
      expect.arrayContaining(['requestId', 'channelId', 'amount']),
    );
  });

  it('shows an example for each money operation, one its route accepts', () => {
    for (const [operationId, { schema, example }] of Object.entries(requestExamples)) {
      const parsed = schema.safeParse(example);
      expect(parsed.success, `${operationId}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const content = operations.get(operationId)?.requestBody?.content ?? {};
      const documented = Object.values(content).map((media) => JSON.stringify(media));
      expect(documented.join('').includes(JSON.stringify(example).slice(1, -1)), operationId).toBe(true);
    }
  });
});
