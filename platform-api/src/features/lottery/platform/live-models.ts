import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { opsLiveModelBody } from '../../../contract/lottery.js';
import type { Db } from '../../../db/database.js';
import {
  games,
  lotteryGames,
  lotteryLiveModels,
  type LiveModelState,
} from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { recordAudit } from '../../wallet/index.js';

type ModelRow = { model: typeof lotteryLiveModels.$inferSelect; nameEn: string | null };

const dto = ({ model, nameEn }: ModelRow) => ({
  name: model.name,
  avatarUrl: model.avatarUrl,
  state: model.state,
  gameId: model.gameId,
  gameName: nameEn,
  streamUrl: model.streamUrl,
});

/** GET /lgw/live-models: the models on duty (or of one state), in the operator's order. */
export async function liveModels(db: Db, state?: 'ACTIVE' | 'STREAMING') {
  const states: LiveModelState[] = state ? [state] : ['ACTIVE', 'STREAMING'];
  const rows = await db
    .select({ model: lotteryLiveModels, nameEn: games.nameEn })
    .from(lotteryLiveModels)
    .leftJoin(games, eq(games.id, lotteryLiveModels.gameId))
    .where(inArray(lotteryLiveModels.state, states))
    .orderBy(asc(lotteryLiveModels.sortOrder), asc(lotteryLiveModels.id));
  return { list: rows.map(dto) };
}

/**
 * PUT /ops/lottery/live-models/{name}: sets a model's state, game, stream and order (made on
 * first use), written to ops_audit in the same transaction. The game must be a lottery game.
 */
export async function setLiveModel(
  db: Db,
  name: string,
  input: z.output<typeof opsLiveModelBody>,
  now: Date,
) {
  if (input.gameId !== null) {
    const [game] = await db
      .select({ id: lotteryGames.gameId })
      .from(lotteryGames)
      .where(and(eq(lotteryGames.gameId, input.gameId)));
    if (!game) {
      throw new ApiError('INVALID_INPUT', null, [{ path: 'gameId', messageKey: 'invalid_input' }]);
    }
  }
  const values = {
    state: input.state,
    gameId: input.gameId,
    streamUrl: input.streamUrl,
    avatarUrl: input.avatarUrl,
    sortOrder: input.sortOrder,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [model] = await tx
      .insert(lotteryLiveModels)
      .values({ name, ...values })
      .onConflictDoUpdate({ target: lotteryLiveModels.name, set: values })
      .returning();
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'LOTTERY_LIVE_MODEL',
        target: name,
        detail: values,
      },
      now,
    );
    const [game] = model!.gameId
      ? await tx.select({ nameEn: games.nameEn }).from(games).where(eq(games.id, model!.gameId))
      : [];
    return dto({ model: model!, nameEn: game?.nameEn ?? null });
  });
}
