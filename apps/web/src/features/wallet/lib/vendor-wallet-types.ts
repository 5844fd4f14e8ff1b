import type {
  recallAllRequestSchema,
  recallAllResponseSchema,
  VendorWalletsResponse,
  vendorTransferRequestSchema,
  vendorTransferResponseSchema,
  vendorWalletSchema,
} from '@gaming/contracts/vendor-wallet';
import type { z } from 'zod';

/** Type-only imports: the contracts build zod schemas, and zod must stay out of the web bundle. */
export type { VendorWalletsResponse };
export type VendorWallet = z.infer<typeof vendorWalletSchema>;
export type VendorTransferRequest = z.input<typeof vendorTransferRequestSchema>;
export type VendorTransferResponse = z.infer<typeof vendorTransferResponseSchema>;
export type VendorTransferDirection = VendorTransferRequest['direction'];
export type RecallAllRequest = z.input<typeof recallAllRequestSchema>;
export type RecallAllResponse = z.infer<typeof recallAllResponseSchema>;
