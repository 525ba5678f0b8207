import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { ok } from '../../../http/envelope.js';
import { route } from '../../../http/route.js';
import { getBrand } from '../../system/index.js';
import { voidDraw } from './draw-void.js';
import { playOdds, setPlayOdds } from './ops-odds.js';
import { memberSeries, setMemberSeries } from './ops-series.js';

/** The lottery's operator calls, registered by opsRoutes (the key is checked before the input). */
export const lotteryOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(
    app,
    'GET /ops/lottery/members/:username/series',
    { onRequest: keyFirst },
    async (request) => ok(await memberSeries(ctx.db, request.params.username)),
  );
  route(
    app,
    'PUT /ops/lottery/members/:username/series',
    { onRequest: keyFirst },
    async (request) =>
      ok(await setMemberSeries(ctx.db, request.params.username, request.body, ctx.clock.now())),
  );
  route(app, 'GET /ops/lottery/odds/:playId', { onRequest: keyFirst }, async (request) =>
    ok(await playOdds(ctx.db, (await getBrand(ctx)).id, request.params.playId)),
  );
  route(app, 'PUT /ops/lottery/odds/:playId', { onRequest: keyFirst }, async (request) =>
    ok(
      await setPlayOdds(
        ctx.db,
        (await getBrand(ctx)).id,
        request.params.playId,
        request.body,
        ctx.clock.now(),
      ),
    ),
  );
  route(
    app,
    'POST /ops/lottery/draws/:gameId/:numero/void',
    { onRequest: keyFirst },
    async (request) =>
      ok(
        await voidDraw(
          ctx.db,
          request.params.gameId,
          request.params.numero,
          request.body,
          ctx.clock.now(),
        ),
      ),
  );
};
