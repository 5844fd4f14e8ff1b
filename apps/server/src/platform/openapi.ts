import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import { gatewaySignatureHeaders } from '@gaming/contracts/deposits';
import type { ErrorCode } from '@gaming/contracts/errors';
import type { OperationAccess, RouteDeclaration } from '@gaming/contracts/operation-access';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorStatusByCode } from './errors.js';
import { operationErrorCodes } from './openapi-errors.js';
import { multipartBodies, operationBodies, requestExamples } from './openapi-examples.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = Record<string, unknown> & {
  operationId?: string;
  hide?: boolean;
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  consumes?: string[];
  response?: Record<string, unknown>;
};

const declarations: Record<string, RouteDeclaration> = { ...apiRoutes, ...adminApiRoutes };

export const openApiSecuritySchemes = {
  memberBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A member session: the opaque `token` of POST /api/session (or /api/session/trial for a trial account), sent as `Authorization: Bearer <token>`.',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A staff session: the opaque `token` of POST /api/admin/session (password and TOTP code), sent as `Authorization: Bearer <token>`.',
  },
  vendorSignature: {
    type: 'apiKey',
    in: 'header',
    name: vendorSignatureHeaders.signature,
    description: `A game vendor's hex HMAC-SHA256, under its shared secret, of "<${vendorSignatureHeaders.timestamp}>.<raw body>"; the unix timestamp in ${vendorSignatureHeaders.timestamp} must be within 5 minutes.`,
  },
  gatewaySignature: {
    type: 'apiKey',
    in: 'header',
    name: gatewaySignatureHeaders.signature,
    description: `The payment gateway's hex HMAC-SHA256, under the channel's secret, of "<${gatewaySignatureHeaders.timestamp}>.<raw body>"; the unix timestamp in ${gatewaySignatureHeaders.timestamp} must be within 5 minutes.`,
  },
} as const;

const securityByAccess: Record<OperationAccess, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  // An empty requirement: the token is optional.
  guestOrMember: [{}, { memberBearer: [] }],
  guestMemberOrTrial: [{}, { memberBearer: [] }],
  member: [{ memberBearer: [] }],
  memberOrTrial: [{ memberBearer: [] }],
  memberRestricted: [{ memberBearer: [] }],
  memberRestrictedOrTrial: [{ memberBearer: [] }],
  agent: [{ memberBearer: [] }],
  staff: [{ staffBearer: [] }],
  vendorSigned: [{ vendorSignature: [] }],
  gatewaySigned: [{ gatewaySignature: [] }],
  memberSocket: undefined,
};

const codesByAccess: Record<OperationAccess, ErrorCode[]> = {
  public: [],
  // account_restricted (issue 20): a restricted session reaches only the memberRestricted operations.
  guestOrMember: ['unauthorized', 'in_need_true_account', 'account_restricted'],
  guestMemberOrTrial: ['unauthorized', 'account_restricted'],
  member: ['unauthorized', 'in_need_true_account', 'account_restricted'],
  memberOrTrial: ['unauthorized', 'account_restricted'],
  memberRestricted: ['unauthorized', 'in_need_true_account'],
  memberRestrictedOrTrial: ['unauthorized'],
  agent: ['unauthorized', 'in_need_true_account', 'non_agent_login', 'account_restricted'],
  staff: ['unauthorized', 'forbidden', 'password_change_required'],
  vendorSigned: ['signature_invalid', 'not_found', 'bad_request', 'payload_too_large'],
  gatewaySigned: ['signature_invalid', 'not_found', 'bad_request', 'payload_too_large'],
  memberSocket: ['bad_request'],
};

/** Paths the site's access guard (maintenance, region and IP blocks) leaves open (modules/system/access-guard.ts). */
const alwaysOpen = [/^\/api\/system\//, /^\/api\/payments\/notify\//, /^\/api\/vendors\/[^/]+\/wallet\//];

/** The error codes an operation can answer, from what it declares and takes, plus its own (openapi-errors.ts). */
export function errorCodesOf(operationId: string, url: string, schema: RouteSchema): Set<ErrorCode> {
  const declaration = declarations[operationId];
  const codes = new Set<ErrorCode>(['internal_error', 'too_many_requests']);
  if (!alwaysOpen.some((pattern) => pattern.test(url)))
    for (const code of ['system_maintenance', 'access_restricted'] as const) codes.add(code);
  if (declaration) for (const code of codesByAccess[declaration.access]) codes.add(code);
  if (schema.params || url.includes(':'))
    for (const code of ['validation_failed', 'not_found'] as const) codes.add(code);
  if (schema.querystring) codes.add('validation_failed');
  if (schema.body || schema.consumes)
    for (const code of [
      'validation_failed',
      'bad_request',
      'payload_too_large',
      'unsupported_media_type',
    ] as const)
      codes.add(code);
  for (const code of operationErrorCodes[operationId] ?? []) codes.add(code);
  return codes;
}

/** Statuses beside the codes' own: 414 for an over-long path parameter (platform/protocol-limits.ts). */
function extraStatuses(url: string): Map<number, string> {
  const statuses = new Map<number, string>();
  if (url.includes(':')) statuses.set(414, 'bad_request: a path parameter is longer than 200 characters.');
  return statuses;
}

function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
  };
}

/** Every error status of an operation, each listing the codes that come with it, in the one error shape. */
export function errorResponsesOf(operationId: string, url: string, schema: RouteSchema) {
  const codesByStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(operationId, url, schema)) {
    const status = errorStatusByCode[code];
    codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, ReturnType<typeof errorResponse>> = {};
  for (const [status, codes] of [...codesByStatus].sort(([a], [b]) => a - b))
    responses[String(status)] = errorResponse(`Error (ErrorResponse); code: ${codes.join(', ')}.`);
  for (const [status, text] of extraStatuses(url)) responses[String(status)] = errorResponse(text);
  return responses;
}

const imageBody = { schema: { type: 'string', format: 'binary' } };
const csvBody = { schema: { type: 'string' } };
/** Success replies that are not JSON: the proof images (modules/uploads/uploads-routes.ts), the report exports. */
const nonJsonResponses: Record<string, Record<string, object>> = {
  proofImage: {
    200: { description: 'The image', content: { 'image/png': imageBody, 'image/jpeg': imageBody } },
  },
  adminProofImage: {
    200: { description: 'The image', content: { 'image/png': imageBody, 'image/jpeg': imageBody } },
  },
  ...Object.fromEntries(
    [
      'adminReportDailyExport',
      'adminReportGamesExport',
      'adminReportPlayersExport',
      'adminReportCashierExport',
    ].map((operationId) => [
      operationId,
      { 200: { description: 'The report (RFC 4180)', content: { 'text/csv': csvBody } } },
    ]),
  ),
};

/**
 * The swagger transform: fastify-type-provider-zod's, then what the route options alone cannot say:
 * who may call (security), every error reply in the one error shape, the bodies read by hand (multipart
 * forms, signed callbacks) and examples for the operations that move money.
 */
export function documentOperation(input: TransformInput) {
  const schema = input.schema as RouteSchema | undefined;
  const operationId = schema?.operationId;
  if (!schema || schema.hide || !operationId) return jsonSchemaTransform(input);
  const documentedBody = operationBodies[operationId];
  const withBody = documentedBody && !schema.body ? { ...schema, body: documentedBody } : schema;
  const transformed = jsonSchemaTransform({ ...input, schema: withBody as TransformInput['schema'] });
  const result = transformed.schema as RouteSchema & { security?: Array<Record<string, string[]>> };
  const declaration = declarations[operationId];
  const security = declaration ? securityByAccess[declaration.access] : undefined;
  if (security) result.security = security;
  const multipart = multipartBodies[operationId];
  if (multipart) result.body = multipart;
  const example = requestExamples[operationId]?.example;
  if (example && result.body && typeof result.body === 'object')
    result.body = { ...(result.body as object), examples: [example] };
  result.response = {
    ...errorResponsesOf(operationId, input.url, schema),
    ...result.response,
    ...nonJsonResponses[operationId],
  };
  return { ...transformed, schema: result as typeof transformed.schema };
}
