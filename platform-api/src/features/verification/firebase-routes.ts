import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firebasePhoneAnswer } from '../../contract/system.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { firebasePhoneConfig } from './firebase.js';

/** The brand's Firebase phone verification config (public values), `{ firebase: null }` when off. */
export const firebaseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/system/firebasePhone',
    { schema: { querystring: noInput, response: { 200: firebasePhoneAnswer } } },
    async () => ok({ firebase: await firebasePhoneConfig(ctx.db) }),
  );
};
