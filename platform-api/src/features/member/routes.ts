import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberInfoAnswer } from '../../contract/member.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { requireMember } from '../session/auth.js';

export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/member/info',
    { schema: { querystring: noInput, response: { 200: memberInfoAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      return ok({
        id: member.id,
        account: member.username,
        nickname: member.nickname ?? member.username,
        type: member.type,
        clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
      });
    },
  );
};
