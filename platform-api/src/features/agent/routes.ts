import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { requireMember } from '../session/index.js';
import { isAgentType, teamKpi } from './service.js';
import { requireAgent, requireDownlineMatch, viewedAgentPath } from './team-access.js';
import { teamBets, teamMembers } from './team-lists.js';
import { teamMemberDetail } from './team-member-detail.js';
import { futureDayRefused, refuseFutureDay, resolveTeamPeriod } from './team-period.js';
import { businessDayOf, businessZone, daysRange } from '../system/index.js';
import { teamPnl, teamSummary } from './team-report.js';
import { route } from '../../http/route.js';

export const agentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/agent/team/kpi', async (request) => {
    const { query } = request;
    const member = await requireMember(ctx, request);
    if (!isAgentType(member.type)) throw new ApiError('NON_AGENT');
    const now = ctx.clock.now();
    const zone = await businessZone(ctx);
    // "Today" is the server's business day; a date sent is a business day, never a future one.
    const startDate = query.startDate ?? businessDayOf(now, zone);
    const endDate = query.endDate ?? startDate;
    refuseFutureDay(endDate, now, zone);
    if (endDate < startDate) throw futureDayRefused('endDate');
    const range = daysRange(startDate, endDate, zone);
    const counts = await teamKpi(ctx.db, member.id, query.scope, range.from, range.to, now);
    return ok({ ...counts, startDate, endDate, timeZone: zone, scope: query.scope });
  });

  route(app, 'GET /wps/agent/team/overview', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    const { query } = request;
    const period = resolveTeamPeriod(query, ctx.clock.now(), await businessZone(ctx));
    const path = await viewedAgentPath(ctx.db, member, query.agentId);
    const agent = path[path.length - 1]!;
    return ok({
      startDate: period.startDate,
      endDate: period.endDate,
      timeZone: period.timeZone,
      scope: query.scope,
      agent,
      summary: await teamSummary(ctx.db, agent.id, query.scope, period),
    });
  });

  route(app, 'GET /wps/agent/team/pnl', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    const { query } = request;
    const period = resolveTeamPeriod(query, ctx.clock.now(), await businessZone(ctx));
    const path = await viewedAgentPath(ctx.db, member, query.agentId);
    const agent = path[path.length - 1]!;
    const report = await teamPnl(ctx.db, agent.id, period, query);
    return ok({
      startDate: period.startDate,
      endDate: period.endDate,
      timeZone: period.timeZone,
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
    const now = ctx.clock.now();
    return ok(await teamMembers(ctx.db, member.id, request.query, now, await businessZone(ctx)));
  });

  route(app, 'GET /wps/agent/team/members/:id', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    const now = ctx.clock.now();
    const period = resolveTeamPeriod(request.query, now, await businessZone(ctx));
    return ok(await teamMemberDetail(ctx.db, member.id, request.params.id, period, now));
  });

  route(app, 'GET /wps/agent/team/bets', async (request) => {
    const member = await requireMember(ctx, request);
    requireAgent(member);
    const { query } = request;
    const period = resolveTeamPeriod(query, ctx.clock.now(), await businessZone(ctx));
    // A part of a name; nobody of the own downline matching is the same 403 as an outsider.
    if (query.username) await requireDownlineMatch(ctx.db, member.id, query.username);
    return ok(
      await teamBets(
        ctx.db,
        member.id,
        {
          username: query.username,
          category: query.category,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        },
        period,
      ),
    );
  });
};
