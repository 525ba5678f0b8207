import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';

export const cryptoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/system/publicKey', async (request, reply) => {
    parseInput(noInput, request.query);
    reply.header('cache-control', 'no-store');
    return ok({
      ...(await ctx.accounts.crypto.publicKey()),
      required: await ctx.accounts.encryptionRequired(),
    });
  });
};
