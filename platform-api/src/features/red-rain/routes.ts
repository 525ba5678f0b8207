import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { refuseTrial, requireMember } from '../session/index.js';
import { grabEnvelope, grabHistory, redRainState } from './service.js';
import { route } from '../../http/route.js';

/** Red envelope rain: members only; trial users are refused every call (free_reject). */
export const redRainRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/red-rain', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(await redRainState(ctx, member.id));
  });

  route(app, 'POST /wps/red-rain/grab', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(await grabEnvelope(ctx, member, request.body.roundId));
  });

  route(app, 'GET /wps/red-rain/grabs', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(await grabHistory(ctx.db, member.id, request.query));
  });
};
