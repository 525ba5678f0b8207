import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';
import { firebasePhoneConfig } from './firebase.js';

/** The brand's Firebase phone verification config (public values), `{ firebase: null }` when off. */
export const firebaseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/system/firebasePhone', async (request) => {
    parseInput(noInput, request.query);
    return ok({ firebase: await firebasePhoneConfig(ctx.db) });
  });
};
