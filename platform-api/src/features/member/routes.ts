import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';
import { requireMember } from '../session/auth.js';

export const memberRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/member/info', async (request) => {
    parseInput(noInput, request.query);
    const member = await requireMember(ctx.sessions, request);
    return ok({
      id: member.id,
      account: member.username,
      nickname: member.nickname ?? member.username,
      type: member.type,
      clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
    });
  });
};
