import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { firebasePhoneConfig } from './firebase.js';
import { route } from '../../http/route.js';

/** The brand's Firebase phone verification config (public values), `{ firebase: null }` when off. */
export const firebaseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/system/firebasePhone', async () =>
    ok({ firebase: await firebasePhoneConfig(ctx.db) }),
  );
};
