import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { inAllLanguages } from './demo-translations.js';

const seedName = 'demo-deposit-channels-v1';

/**
 * The demo brand's deposit channels: a manual bank transfer and a gateway served by the built-in
 * simulator (gateway_base_url null). Its own marker, so a database seeded before deposits existed still
 * gets them once, and an operator's later edits or deletions are never undone. The bank details are
 * plainly examples: an operator replaces them with the brand's own account. Without the simulator the
 * gateway channel is seeded disabled: a deployment that keeps the defaults offers no self-paid deposits.
 */
export async function seedDemoDepositChannels(
  db: Kysely<Database>,
  options: { gatewaySimulator: boolean },
): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    await transaction
      .insertInto('deposit_channels')
      .values([
        {
          type: 'manual_bank',
          name: 'Bank transfer',
          localized_names: JSON.stringify(inAllLanguages({ EN: 'Bank transfer', NE: 'बैंक ट्रान्सफर' })),
          sort_order: 10,
          min_amount_minor: '10000',
          max_amount_minor: '50000000',
          bank_name: 'Example Bank Ltd.',
          bank_account_name: 'Demo Casino NP (example)',
          bank_account_number: '0011223344556677',
          bank_instructions:
            'Write your username in the transfer remarks. Example account: replace it with your own.',
        },
        {
          type: 'gateway',
          enabled: options.gatewaySimulator,
          name: 'Online payment (simulator)',
          localized_names: JSON.stringify(
            inAllLanguages({ EN: 'Online payment (simulator)', NE: 'अनलाइन भुक्तानी (सिमुलेटर)' }),
          ),
          sort_order: 20,
          min_amount_minor: '10000',
          max_amount_minor: '10000000',
          fee_basis_points: 100,
          gateway_merchant_id: 'demo-merchant',
        },
      ])
      .execute();
    return true;
  });
}
