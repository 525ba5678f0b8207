import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';

export const cryptoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/system/publicKey', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({
      ...(await ctx.accounts.crypto.publicKey()),
      required: await ctx.accounts.encryptionRequired(),
    });
  });
};
