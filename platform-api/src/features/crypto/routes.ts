import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicKeyAnswer } from '../../contract/system.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';

export const cryptoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/system/publicKey',
    { schema: { querystring: noInput, response: { 200: publicKeyAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({
        ...(await ctx.accounts.crypto.publicKey()),
        required: await ctx.accounts.encryptionRequired(),
      });
    },
  );
};
