import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { frontEndParams } from '../games/schemas.js';
import { jackpotValue } from './service.js';

export const jackpotRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/game/jackpot', async (request) => {
    parseInput(z.strictObject({ ...frontEndParams }), request.query);
    const brand = await ctx.brand.get();
    return ok({ value: await jackpotValue(ctx.db), currencySymbol: brand.currencySymbol });
  });
};
