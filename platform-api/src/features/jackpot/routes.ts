import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { jackpotValue } from './service.js';
import { getBrand } from '../system/index.js';
import { route } from '../../http/route.js';

export const jackpotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/game/jackpot', async () => {
    const brand = await getBrand(ctx);
    return ok({ value: await jackpotValue(ctx.db), currencySymbol: brand.currencySymbol });
  });
};
