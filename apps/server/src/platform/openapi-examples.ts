import { adjustmentCreateRequestSchema } from '@gaming/contracts/adjustments';
import {
  depositCreateFieldsSchema,
  depositGatewayCreateRequestSchema,
  paymentNotificationSchema,
} from '@gaming/contracts/deposits';
import {
  crashPlayRequestSchema,
  dicePlayRequestSchema,
  minesPlayRequestSchema,
  slotPlayRequestSchema,
} from '@gaming/contracts/inhouse';
import {
  vendorAuthenticateRequestSchema,
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorEndRoundRequestSchema,
  vendorRefundRequestSchema,
  vendorWinRequestSchema,
} from '@gaming/contracts/vendor-callbacks';
import { recallAllRequestSchema, vendorTransferRequestSchema } from '@gaming/contracts/vendor-wallet';
import { memberTransferRequestSchema } from '@gaming/contracts/wallet';
import { withdrawCreateRequestSchema, withdrawNotReceivedFieldsSchema } from '@gaming/contracts/withdrawals';
import { z } from 'zod';

/**
 * Bodies the routes read by hand (signed callbacks are verified over their raw bytes before parsing), so
 * their route options carry no body schema: documented from the same contract schemas the handlers use.
 */
export const operationBodies: Record<string, z.ZodType> = {
  vendorAuthenticate: vendorAuthenticateRequestSchema,
  vendorBalance: vendorBalanceRequestSchema,
  vendorBet: vendorBetRequestSchema,
  vendorWin: vendorWinRequestSchema,
  vendorRefund: vendorRefundRequestSchema,
  vendorEndRound: vendorEndRoundRequestSchema,
  paymentNotify: paymentNotificationSchema,
};

/** Proof images (modules/uploads/proof-upload.ts): png or jpg by their bytes, 1 to 3, at most 5 MB each. */
const proofImages = {
  type: 'array',
  minItems: 1,
  maxItems: 3,
  items: { type: 'string', format: 'binary', maxLength: 5 * 1024 * 1024 },
  description: 'One to three png or jpg images (checked by their bytes), at most 5 MB each.',
};

function multipartForm(fields: z.ZodObject) {
  const json = z.toJSONSchema(fields, { io: 'input' }) as { properties?: object; required?: string[] };
  return {
    type: 'object',
    properties: { ...json.properties, proof: proofImages },
    required: [...(json.required ?? []), 'proof'],
  };
}

/** multipart/form-data bodies (routes that declare `consumes` and read the form themselves). */
export const multipartBodies: Record<string, object> = {
  depositCreate: multipartForm(depositCreateFieldsSchema),
  withdrawNotReceived: multipartForm(withdrawNotReceivedFieldsSchema),
};

const requestId = '3f0c1a5e-8b1d-4c2e-9a77-5d4f0e6b2c10';
const vendorToken = 'vt_9Qm2xLr7Ws4Kp8Zc1Nd5';
const vendorCall = { token: vendorToken, playerId: '1024', roundId: 'R-77120', gameCode: 'PG-SLOT-7' };

export type RequestExample = { schema: z.ZodType; example: unknown };

/**
 * One example request per operation that moves money, beside the schema its route validates it with
 * (openapi.int.test.ts parses each example with it). Amounts are decimal strings in the brand's currency;
 * minor-unit fields (the vendors' protocol) integers as strings.
 */
export const requestExamples: Record<string, RequestExample> = {
  withdrawCreate: {
    schema: withdrawCreateRequestSchema,
    example: {
      requestId,
      amount: '1500.00',
      paymentPassword: '246810',
      bankName: 'Nabil Bank',
      accountHolder: 'Sita Sharma',
      accountNumber: '0123 4567 8901',
    },
  },
  transferUpline: {
    schema: memberTransferRequestSchema,
    example: { requestId, amount: '250.00', paymentPassword: '246810' },
  },
  transferDownline: {
    schema: memberTransferRequestSchema,
    example: { requestId, amount: '250.00', paymentPassword: '246810', downlineAccount: 'ram2024' },
  },
  transfer: {
    schema: vendorTransferRequestSchema,
    example: { requestId, vendorCode: 'PG', amount: '100.00', direction: 'in' },
  },
  recallAll: { schema: recallAllRequestSchema, example: { requestId } },
  depositGatewayCreate: {
    schema: depositGatewayCreateRequestSchema,
    example: { requestId, channelId: '2', amount: '1000.00' },
  },
  depositCreate: {
    schema: depositCreateFieldsSchema,
    example: { requestId, channelId: '1', amount: '1000.00', note: 'Paid from Nabil Bank' },
  },
  inhouseSlotPlay: { schema: slotPlayRequestSchema, example: { requestId, amount: '10.00' } },
  inhouseDicePlay: {
    schema: dicePlayRequestSchema,
    example: { requestId, amount: '10.00', direction: 'under', target: 50 },
  },
  inhouseCrashPlay: {
    schema: crashPlayRequestSchema,
    example: { requestId, amount: '10.00', autoCashOut: 200 },
  },
  inhouseMinesPlay: { schema: minesPlayRequestSchema, example: { requestId, amount: '10.00', mines: 3 } },
  adminAdjustmentCreate: {
    schema: adjustmentCreateRequestSchema,
    example: {
      requestId,
      memberAccount: 'ram2024',
      direction: 'credit',
      kind: 'bonus',
      amount: '500.00',
      reason: 'Welcome bonus, ticket 4411',
    },
  },
  vendorBet: {
    schema: vendorBetRequestSchema,
    example: { ...vendorCall, transactionId: 'T-99001', currency: 'NPR', amountMinor: '1000' },
  },
  vendorWin: {
    schema: vendorWinRequestSchema,
    example: {
      ...vendorCall,
      transactionId: 'T-99002',
      currency: 'NPR',
      amountMinor: '2500',
      endRound: true,
    },
  },
  vendorRefund: {
    schema: vendorRefundRequestSchema,
    example: { ...vendorCall, transactionId: 'T-99003', betTransactionId: 'T-99001' },
  },
};
