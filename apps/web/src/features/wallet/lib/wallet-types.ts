import type {
  accountRecordSchema,
  accountRecordsResponseSchema,
  BalanceResponse,
  memberTransferRequestSchema,
  memberTransferResponseSchema,
  merchantWalletResponseSchema,
} from '@gaming/contracts/wallet';
import type { z } from 'zod';

/**
 * Reply and request types of the wallet API, inferred from the contracts' schemas. Type-only imports:
 * contracts/wallet.ts builds zod schemas, and zod must stay out of the web bundle.
 */
export type { BalanceResponse };
export type MerchantWallet = z.infer<typeof merchantWalletResponseSchema>;
export type AccountRecord = z.infer<typeof accountRecordSchema>;
export type AccountRecordStatus = AccountRecord['status'];
export type AccountRecordsResponse = z.infer<typeof accountRecordsResponseSchema>;
export type MemberTransferRequest = z.input<typeof memberTransferRequestSchema>;
export type MemberTransferResponse = z.infer<typeof memberTransferResponseSchema>;

/** The account record filter as the API takes it (spec: dates are the brand's calendar days). */
export type AccountRecordsFilter = {
  from: string;
  to: string;
  /** A reason code; undefined for all. */
  type: string | undefined;
  page: number;
  pageSize: number;
};
