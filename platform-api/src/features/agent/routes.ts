import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { requireMember } from '../session/auth.js';
import { isAgentType, teamKpi } from './service.js';
import { downlineMemberByName, requireAgent, viewedAgentPath } from './team-access.js';
import { teamBets, teamMembers } from './team-lists.js';
import { resolveTeamPeriod } from './team-period.js';
import { teamPnl, teamSummary } from './team-report.js';
import { route } from '../../http/route.js';

const DAY_MS = 86_400_000;

export const agentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/agent/team/kpi', async (request) => {
    const { query } = request;
    const member = await requireMember(ctx, request);
    if (!isAgentType(member.type)) throw new ApiError('NON_AGENT');
    const now = ctx.clock.now();
    const today = now.toISOString().slice(0, 10);
    const from = new Date(`${query.startDate ?? today}T00:00:00Z`);
    const to = new Date(
      Date.parse(`${query.endDate ?? query.startDate ?? today}T00:00:00Z`) + DAY_MS,
    );
    return ok(await teamKpi(ctx.db, member.id, from, to, now));
  });

  route(app, 'GET /wps/agent/team/overview', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    const { query } = request;
    const period = resolveTeamPeriod(query, ctx.clock.now());
    const path = await viewedAgentPath(ctx.db, member, query.agentId);
    const agent = path[path.length - 1]!;
    return ok({
      startDate: period.startDate,
      endDate: period.endDate,
      scope: query.scope,
      agent,
      summary: await teamSummary(ctx.db, agent.id, query.scope, period),
    });
  });

  route(app, 'GET /wps/agent/team/pnl', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    const { query } = request;
    const period = resolveTeamPeriod(query, ctx.clock.now());
    const path = await viewedAgentPath(ctx.db, member, query.agentId);
    const agent = path[path.length - 1]!;
    const report = await teamPnl(ctx.db, agent.id, period, query);
    return ok({
      startDate: period.startDate,
      endDate: period.endDate,
      agent,
      path,
      ...report,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  });

  route(app, 'GET /wps/agent/team/members', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    return ok(await teamMembers(ctx.db, member.id, request.query, ctx.clock.now()));
  });

  route(app, 'GET /wps/agent/team/bets', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    const { query } = request;
    const period = resolveTeamPeriod(query, ctx.clock.now());
    const memberId = query.username
      ? await downlineMemberByName(ctx.db, member.id, query.username)
      : undefined;
    return ok(
      await teamBets(
        ctx.db,
        member.id,
        { memberId, category: query.category, pageNo: query.pageNo, pageSize: query.pageSize },
        period,
      ),
    );
  });
};
