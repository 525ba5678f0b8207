import { eq } from 'drizzle-orm';
import type { SystemFlags } from '../../contract/ops.js';
import type { Executor } from '../../db/database.js';
import { systemFlags } from '../../db/schema/index.js';

/** Read on every status call (one-row primary-key read), so an operator switch applies at once. */
export async function readFlags(executor: Executor): Promise<SystemFlags> {
  const [row] = await executor
    .select({
      maintenance: systemFlags.maintenance,
      regionRestriction: systemFlags.regionRestriction,
    })
    .from(systemFlags)
    .where(eq(systemFlags.id, 1));
  return row ?? { maintenance: false, regionRestriction: false };
}

export async function writeFlags(
  executor: Executor,
  changes: Partial<SystemFlags>,
): Promise<SystemFlags> {
  await executor
    .insert(systemFlags)
    .values({
      id: 1,
      maintenance: changes.maintenance ?? false,
      regionRestriction: changes.regionRestriction ?? false,
    })
    .onConflictDoUpdate({
      target: systemFlags.id,
      set: { ...changes, updatedAt: new Date() },
    });
  return readFlags(executor);
}
