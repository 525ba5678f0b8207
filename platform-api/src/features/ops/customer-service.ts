import type { CustomerService, OpsCustomerServiceBody } from '../../contract/system.js';
import type { Db } from '../../db/database.js';
import { customerServiceChannels } from '../../db/schema/index.js';
import { listCustomerService } from '../system/index.js';
import { recordAudit } from '../wallet/index.js';

/**
 * Replaces the channels with the operator's list, in its order, in one transaction (a reader sees
 * the old list or the new one, never a half), audited with the list written.
 */
export function writeCustomerService(
  db: Db,
  input: OpsCustomerServiceBody,
  now: Date,
): Promise<CustomerService[]> {
  return db.transaction(async (tx) => {
    await tx.delete(customerServiceChannels);
    if (input.channels.length > 0) {
      await tx
        .insert(customerServiceChannels)
        .values(input.channels.map((channel, index) => ({ ...channel, sortOrder: index + 1 })));
    }
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'CUSTOMER_SERVICE_SET',
        target: 'customer-service',
        detail: { channels: input.channels },
      },
      now,
    );
    return listCustomerService(tx);
  });
}
