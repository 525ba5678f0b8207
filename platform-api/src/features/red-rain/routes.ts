import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  redRainGrabAnswer,
  redRainGrabBody,
  redRainGrabPageAnswer,
  redRainGrabsQuery,
  redRainQuery,
  redRainStateAnswer,
} from '../../contract/red-rain.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { refuseTrial, requireMember } from '../session/auth.js';
import { grabEnvelope, grabHistory, redRainState } from './service.js';

/** Red envelope rain: members only; trial users are refused every call (free_reject). */
export const redRainRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/red-rain',
    { schema: { querystring: redRainQuery, response: { 200: redRainStateAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      refuseTrial(member);
      return ok(await redRainState(ctx, member.id));
    },
  );

  app.post(
    '/wps/red-rain/grab',
    { schema: { body: redRainGrabBody, response: { 200: redRainGrabAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      refuseTrial(member);
      return ok(await grabEnvelope(ctx, member, request.body.roundId));
    },
  );

  app.get(
    '/wps/red-rain/grabs',
    { schema: { querystring: redRainGrabsQuery, response: { 200: redRainGrabPageAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      refuseTrial(member);
      return ok(await grabHistory(ctx.db, member.id, request.query));
    },
  );
};
