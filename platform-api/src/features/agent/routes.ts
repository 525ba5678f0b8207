import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamKpiAnswer, teamKpiQuery } from '../../contract/agent.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { requireMember } from '../session/auth.js';
import { isAgentType, teamKpi } from './service.js';

const DAY_MS = 86_400_000;

export const agentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/agent/team/kpi',
    { schema: { querystring: teamKpiQuery, response: { 200: teamKpiAnswer } } },
    async (request) => {
      const { query } = request;
      const member = await requireMember(ctx.sessions, request);
      if (!isAgentType(member.type)) throw new ApiError('NON_AGENT');
      const now = ctx.clock.now();
      const today = now.toISOString().slice(0, 10);
      const from = new Date(`${query.startDate ?? today}T00:00:00Z`);
      const to = new Date(
        Date.parse(`${query.endDate ?? query.startDate ?? today}T00:00:00Z`) + DAY_MS,
      );
      return ok(await teamKpi(ctx.db, member.id, from, to, now));
    },
  );
};
