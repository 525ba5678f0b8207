import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { loginClient, toLoginValue } from '../session/index.js';
import { createTrialUser } from './service.js';
import { route } from '../../http/route.js';

export const trialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'POST /wps/member/trialuser', async (request) =>
    ok(toLoginValue(await createTrialUser(ctx, loginClient(request)))),
  );
};
