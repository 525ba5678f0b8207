import type { Executor } from '../../db/database.js';
import { opsAudit } from '../../db/schema/index.js';

/**
 * Writes one line of the operators' audit (who did what to which target, and why). Every feature
 * with operator calls records through it; its own file so they need not load the wallet's
 * operator routes to do so.
 */
export async function recordAudit(
  tx: Executor,
  entry: { operator: string; action: string; target: string; reason?: string; detail?: unknown },
  now: Date,
): Promise<void> {
  await tx.insert(opsAudit).values({
    operator: entry.operator,
    action: entry.action,
    target: entry.target,
    reason: entry.reason ?? null,
    detail: entry.detail ?? null,
    createdAt: now,
  });
}
