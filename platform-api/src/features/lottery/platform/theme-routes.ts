import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { ok } from '../../../http/envelope.js';
import { route } from '../../../http/route.js';
import { setTheme, themeCss } from './themes.js';

/** The merchant's skin of the lottery page: public, cached briefly (an operator's change shows within minutes). */
export const lotteryThemeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  route(app, 'GET /lgw/themes/:file', async (request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(await themeCss(ctx.db, request.params.file)),
  );
};

/** The operator's call, registered by opsRoutes (the key is checked before the input). */
export const lotteryThemeOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'PUT /ops/lottery/themes/:merchantCode', { onRequest: keyFirst }, async (request) =>
    ok(
      await setTheme(
        ctx.db,
        { merchantCode: request.params.merchantCode, ...request.body },
        ctx.clock.now(),
      ),
    ),
  );
};
