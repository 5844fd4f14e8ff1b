/**
 * Reason codes of ledger lines the account record knows by name (contracts: accountRecordSchema.type).
 * Other codes still show, as "other" with the code.
 */
export const knownRecordTypes = [
  'deposit',
  'deposit_fee',
  'withdrawal',
  'withdrawal_refund',
  'withdrawal_fee',
  'transfer_upline',
  'transfer_downline',
  'bet',
  'win',
  'refund',
  'bonus',
  'rebate',
  'adjustment',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'vendor_transfer_refund',
] as const;
export type KnownRecordType = (typeof knownRecordTypes)[number];

export function isKnownRecordType(value: string): value is KnownRecordType {
  return (knownRecordTypes as readonly string[]).includes(value);
}

/**
 * The label key of a line. A transfer reads from the viewer's side: the downline's line says "to
 * upline", the upline's line of the same transfer says "from downline".
 */
export function recordLabelKey(type: string, incoming: boolean): string | null {
  if (type === 'transfer_upline')
    return incoming ? 'records.lineTypes.fromDownline' : 'records.lineTypes.toUpline';
  if (type === 'transfer_downline')
    return incoming ? 'records.lineTypes.fromUpline' : 'records.lineTypes.toDownline';
  return isKnownRecordType(type) ? `records.types.${type}` : null;
}
