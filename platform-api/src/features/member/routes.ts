import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../session/index.js';
import { route } from '../../http/route.js';
import { memberIcon } from '../member-icon/index.js';

export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/member/info', async (request) => {
    const member = await requireMember(ctx, request);
    return ok({
      id: member.id,
      account: member.username,
      nickname: member.nickname ?? member.username,
      type: member.type,
      clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
      iconUrl: (await memberIcon(ctx.db, member.id)).url,
    });
  });
};
