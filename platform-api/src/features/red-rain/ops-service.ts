import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  opsRedRainRound,
  opsRedRainRoundBody,
  opsRedRainSettings,
  opsRedRainSettingsBody,
} from '../../contract/red-rain.js';
import type { Db } from '../../db/database.js';
import { redRainRounds, redRainSettings } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { recordAudit } from '../wallet/index.js';
import { readSettings, type RedRainSettingsRow } from './service.js';

type RoundBody = z.output<typeof opsRedRainRoundBody>;
type SettingsBody = z.output<typeof opsRedRainSettingsBody>;

const invalid = (path: string) =>
  new ApiError('INVALID_INPUT', null, [{ path, messageKey: 'invalid_input' }]);

function checkEnvelopes(budget: number, minGrab: number, maxGrab: number) {
  if (maxGrab < minGrab) throw invalid('maxGrab');
  if (budget < minGrab) throw invalid('budget');
}

export function toOpsSettings(row: RedRainSettingsRow): z.output<typeof opsRedRainSettings> {
  return {
    enabled: row.enabled,
    everyMinutes: row.everyMinutes,
    durationSeconds: row.durationSeconds,
    budget: toMajor(row.budgetMinor),
    minGrab: toMajor(row.minGrabMinor),
    maxGrab: toMajor(row.maxGrabMinor),
  };
}

/**
 * An operator's round: at `startsAt` (default now), the schedule's duration, budget and envelope
 * sizes unless given. It may overlap a schedule round (the operator's wins while both are open),
 * never another operator's round.
 */
export async function createRound(
  db: Db,
  body: RoundBody,
  now: Date,
): Promise<z.output<typeof opsRedRainRound>> {
  const settings = await readSettings(db);
  const startsAt = body.startsAt ? new Date(body.startsAt) : now;
  const endsAt = new Date(
    startsAt.getTime() + (body.durationSeconds ?? settings.durationSeconds) * 1000,
  );
  const budgetMinor = body.budget ?? settings.budgetMinor;
  const minGrabMinor = body.minGrab ?? settings.minGrabMinor;
  const maxGrabMinor = body.maxGrab ?? settings.maxGrabMinor;
  checkEnvelopes(budgetMinor, minGrabMinor, maxGrabMinor);
  if (endsAt <= now) throw invalid('startsAt');
  const round = await db.transaction(async (tx) => {
    // One operator round at a time: the overlap check and the insert under one table lock.
    await tx.execute(sql`LOCK TABLE red_rain_rounds IN SHARE ROW EXCLUSIVE MODE`);
    const [overlap] = await tx
      .select({ id: redRainRounds.id })
      .from(redRainRounds)
      .where(
        and(
          ne(redRainRounds.createdBy, 'schedule'),
          lt(redRainRounds.startsAt, endsAt),
          gt(redRainRounds.endsAt, startsAt),
        ),
      )
      .limit(1);
    if (overlap) throw invalid('startsAt');
    const [row] = await tx
      .insert(redRainRounds)
      .values({
        startsAt,
        endsAt,
        budgetMinor,
        minGrabMinor,
        maxGrabMinor,
        createdBy: body.operator,
        createdAt: now,
      })
      .onConflictDoNothing({ target: redRainRounds.startsAt })
      .returning();
    if (!row) throw invalid('startsAt');
    await recordAudit(
      tx,
      { operator: body.operator, action: 'red-rain.round', target: String(row.id), detail: body },
      now,
    );
    return row;
  });
  return {
    id: round.id,
    startsAt: round.startsAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    budget: toMajor(round.budgetMinor),
    minGrab: toMajor(round.minGrabMinor),
    maxGrab: toMajor(round.maxGrabMinor),
    paid: toMajor(round.paidMinor),
    grabs: round.grabCount,
    createdBy: round.createdBy,
  };
}

/** The schedule for rounds not stored yet; stored rounds keep their values. */
export async function updateSettings(
  db: Db,
  body: SettingsBody,
  now: Date,
): Promise<RedRainSettingsRow> {
  checkEnvelopes(body.budget, body.minGrab, body.maxGrab);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(redRainSettings)
      .set({
        enabled: body.enabled,
        everyMinutes: body.everyMinutes,
        durationSeconds: body.durationSeconds,
        budgetMinor: body.budget,
        minGrabMinor: body.minGrab,
        maxGrabMinor: body.maxGrab,
      })
      .where(eq(redRainSettings.id, 1))
      .returning();
    await recordAudit(
      tx,
      { operator: body.operator, action: 'red-rain.settings', target: 'schedule', detail: body },
      now,
    );
    return row!;
  });
}
