import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswer, trialBody } from '../../contract/accounts.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { loginClient } from '../session/client.js';
import { toLoginValue } from '../session/login-answer.js';
import { createTrialUser } from './service.js';

export const trialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/wps/member/trialuser',
    { schema: { body: trialBody, response: { 200: loginAnswer } } },
    async (request) => ok(toLoginValue(await createTrialUser(ctx, loginClient(request)))),
  );
};
