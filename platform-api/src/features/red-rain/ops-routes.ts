import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { createRound, toOpsSettings, updateSettings } from './ops-service.js';
import { readSettings } from './service.js';
import { route } from '../../http/route.js';

/** Operator calls of the red rain, registered by opsRoutes (the key is checked first). */
export const redRainOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'POST /ops/red-rain/rounds', { onRequest: keyFirst }, async (request) =>
    ok(await createRound(ctx.db, request.body, ctx.clock.now())),
  );

  route(app, 'GET /ops/red-rain/settings', { onRequest: keyFirst }, async () =>
    ok(toOpsSettings(await readSettings(ctx.db))),
  );

  route(app, 'PUT /ops/red-rain/settings', { onRequest: keyFirst }, async (request) =>
    ok(toOpsSettings(await updateSettings(ctx.db, request.body, ctx.clock.now()))),
  );
};
