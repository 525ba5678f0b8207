import { asc } from 'drizzle-orm';
import type { CustomerService } from '../../contract/system.js';
import type { Executor } from '../../db/database.js';
import { customerServiceChannels } from '../../db/schema/index.js';

/** The customer-service sheet's channels, in the operator's order. */
export function listCustomerService(executor: Executor): Promise<CustomerService[]> {
  return executor
    .select({
      csType: customerServiceChannels.csType,
      title: customerServiceChannels.title,
      path: customerServiceChannels.path,
    })
    .from(customerServiceChannels)
    .orderBy(asc(customerServiceChannels.sortOrder), asc(customerServiceChannels.id));
}
