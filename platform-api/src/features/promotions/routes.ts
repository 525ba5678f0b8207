import { businessDayOf, businessZone } from '../system/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { listPromotions } from './service.js';
import { route } from '../../http/route.js';

export const promotionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/promotions', async (request) => {
    const today = businessDayOf(ctx.clock.now(), await businessZone(ctx));
    return ok(
      await listPromotions(ctx.db, request.query.categoryId, today, request.query.language),
    );
  });
};
