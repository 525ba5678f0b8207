import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { ShiftableClock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';

const clockState = (clock: ShiftableClock) => ({
  now: clock.now().toISOString(),
  offsetSeconds: clock.offsetSeconds(),
});

/**
 * Moving the clock back leaves lottery draws that a test's jump ahead opened, drew and settled
 * lying in the future again: their numero is on sale once more but its draw refuses bets as
 * closed. Those no bet was placed on are forgotten, to be opened afresh when their time comes.
 * (A real clock never goes back; this is the test clock only.)
 */
async function forgetFutureDraws(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM lottery_draws d
     WHERE d.draw_at > ${now.toISOString()}
       AND NOT EXISTS (SELECT 1 FROM lottery_suborders s
                        WHERE s.game_id = d.game_id AND s.numero = d.numero)`);
}

/**
 * The platform's clock for end-to-end tests: read it, or move it ahead of real time. Registered
 * only when CLOCK_CONTROL is on (and, like every operator call, with the operator key).
 */
export const clockOpsRoutes: FastifyPluginAsyncZod<{
  clock: ShiftableClock;
  db: Db;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { clock, db, keyFirst }) => {
  route(app, 'GET /ops/clock', { onRequest: keyFirst }, async () => ok(clockState(clock)));
  route(app, 'PUT /ops/clock', { onRequest: keyFirst }, async (request) => {
    const before = clock.offsetSeconds();
    clock.setOffsetSeconds(request.body.offsetSeconds);
    if (clock.offsetSeconds() < before) await forgetFutureDraws(db, clock.now());
    return ok(clockState(clock));
  });
};
