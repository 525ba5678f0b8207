import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { frontEndParams, nodeIdNumber, pageParams } from '../games/schemas.js';
import { requireMember } from '../session/auth.js';
import { recentPage, recordRecent } from './service.js';

const recentBody = z.strictObject({ ...frontEndParams, nodeId: nodeIdNumber });
const recentQuery = z.strictObject({ ...frontEndParams, ...pageParams(25) });

export const recentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/wps/game/recent', async (request) => {
    const body = parseInput(recentBody, request.body);
    const member = await requireMember(ctx.sessions, request);
    await recordRecent(ctx.db, member.id, body.nodeId, ctx.clock.now());
    return ok(true);
  });

  app.get('/wps/game/recent', async (request) => {
    const query = parseInput(recentQuery, request.query);
    const member = await requireMember(ctx.sessions, request);
    return ok(await recentPage(ctx.db, member.id, query.pageNo, query.pageSize, query.language));
  });
};
