import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  frontEndQuery,
  inboxPageAnswer,
  inboxQuery,
  markedReadAnswer,
  markReadBody,
  messageParams,
  unreadAnswer,
} from '../../contract/inbox.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { refuseTrial, requireMember } from '../session/auth.js';
import { inboxPage, markMessageRead, unreadCount } from './service.js';

/** The inbox needs a real account: trial users are refused (spec section 4, free_reject). */
async function requireInboxOwner(ctx: AppContext, request: FastifyRequest) {
  const member = await requireMember(ctx, request);
  refuseTrial(member);
  return member;
}

export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/inbox',
    { schema: { querystring: inboxQuery, response: { 200: inboxPageAnswer } } },
    async (request) => {
      const member = await requireInboxOwner(ctx, request);
      return ok(await inboxPage(ctx.db, member.id, request.query.pageNo, request.query.pageSize));
    },
  );

  app.get(
    '/wps/inbox/unread',
    { schema: { querystring: frontEndQuery, response: { 200: unreadAnswer } } },
    async (request) => {
      const member = await requireInboxOwner(ctx, request);
      return ok({ unread: await unreadCount(ctx.db, member.id) });
    },
  );

  app.post(
    '/wps/inbox/:id/read',
    {
      schema: {
        params: messageParams,
        querystring: frontEndQuery,
        body: markReadBody,
        response: { 200: markedReadAnswer },
      },
    },
    async (request) => {
      const member = await requireInboxOwner(ctx, request);
      await markMessageRead(ctx.db, member.id, request.params.id, ctx.clock.now());
      return ok(true as const);
    },
  );
};
