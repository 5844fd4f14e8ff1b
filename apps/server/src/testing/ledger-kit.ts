import { randomUUID } from 'node:crypto';
import type { LedgerService } from '../modules/wallet/ledger-service.js';

/**
 * Money into a member's main wallet as a deposit puts it there: from the house through one ledger
 * transfer (the one copy every integration test uses).
 */
export async function fundFromHouse(ledger: LedgerService, memberId: string, amountMinor: bigint) {
  const house = await ledger.ensureAccount({
    code: 'house',
    kind: 'house',
    currency: 'NPR',
    mayGoNegative: true,
  });
  const wallet = await ledger.ensureAccount({
    code: `member:${memberId}:main`,
    kind: 'member_main',
    memberId,
    currency: 'NPR',
    mayGoNegative: false,
  });
  const transfer = await ledger.transfer({
    id: randomUUID(),
    debitAccountId: house.id,
    creditAccountId: wallet.id,
    amountMinor,
    code: 'deposit',
  });
  return { houseId: house.id, walletId: wallet.id, transfer };
}
