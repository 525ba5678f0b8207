import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { loginClient } from '../session/client.js';
import { loginAnswer } from '../session/login-answer.js';
import { createTrialUser } from './service.js';

const trialBody = z.strictObject({
  moduleId: z.string().max(64).optional(),
  merchantCode: z.string().max(32).optional(),
});

export const trialRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/wps/member/trialuser', async (request) => {
    parseInput(trialBody, request.body);
    return ok(loginAnswer(await createTrialUser(ctx, loginClient(request))));
  });
};
