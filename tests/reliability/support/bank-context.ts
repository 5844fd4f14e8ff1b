import type pg from 'pg';
import { simulatorMerchantSecret } from '../../../apps/server/src/modules/gateway-sim/simulator-secret.js';
import { simulatedVendorSecret } from '../../../apps/server/src/modules/vendors/vendor-adapter.js';
import type { BankContext } from './bank-operations.js';
import type { BankMember } from './bank-people.js';
import type { Cluster } from './cluster.js';
import type { ClusterClient } from './cluster-client.js';
import { emptyJournal } from './journal.js';

/**
 * What the bank operations need to act on a cluster: the simulator gateway channel with its merchant
 * secret, and a vendor's wallet secret, both derived from the cluster's keys as the servers derive them.
 */
export async function bankContext(options: {
  cluster: Cluster;
  client: ClusterClient;
  books: pg.Client;
  members: BankMember[];
  vendor: { code: string; gameCode: string };
}): Promise<BankContext> {
  const { cluster, books, vendor } = options;
  const channel = await books.query<{ id: string; gateway_merchant_id: string }>(
    `select id::text as id, gateway_merchant_id from deposit_channels
     where type = 'gateway' and enabled and gateway_base_url is null order by id limit 1`,
  );
  const gatewayChannel = channel.rows[0];
  if (!gatewayChannel) throw new Error('no simulator gateway channel: is GATEWAY_SIMULATOR on?');
  return {
    client: options.client,
    journal: emptyJournal(),
    members: options.members,
    slots: cluster.slots,
    currency: 'NPR',
    gateway: {
      channelId: gatewayChannel.id,
      merchantId: gatewayChannel.gateway_merchant_id,
      merchantSecret: simulatorMerchantSecret(
        Buffer.from(cluster.secretKeyHex, 'hex'),
        gatewayChannel.gateway_merchant_id,
      ),
    },
    vendor: { ...vendor, secret: simulatedVendorSecret(cluster.vendorSecret, vendor.code) },
  };
}
