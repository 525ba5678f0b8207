import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jackpotAnswer, jackpotQuery } from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { jackpotValue } from './service.js';
import { getBrand } from '../system/brand.js';

export const jackpotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/game/jackpot',
    { schema: { querystring: jackpotQuery, response: { 200: jackpotAnswer } } },
    async () => {
      const brand = await getBrand(ctx);
      return ok({ value: await jackpotValue(ctx.db), currencySymbol: brand.currencySymbol });
    },
  );
};
