import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { games, vendors } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import type { GameRow, VendorRow } from '../catalogue/index.js';

export interface GameWithVendor {
  game: GameRow;
  vendor: VendorRow;
}

/** An enabled game of an enabled vendor by node id; NOT_FOUND otherwise. */
export async function findGame(executor: Executor, nodeId: number): Promise<GameWithVendor> {
  const [row] = await executor
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(and(eq(games.id, nodeId), eq(games.enabled, true), eq(vendors.enabled, true)));
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** True for the lottery categories, whose games open the lottery page rather than the slot. */
export function isLotteryGame(vendor: VendorRow): boolean {
  return vendor.category === 'LOTT' || vendor.category === 'ELOTT';
}
