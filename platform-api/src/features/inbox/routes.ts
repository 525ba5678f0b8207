import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { refuseTrial, requireMember } from '../session/index.js';
import { inboxPage, markMessageRead, unreadCount } from './service.js';
import { route } from '../../http/route.js';

/** The inbox needs a real account: trial users are refused (spec section 4, free_reject). */
async function requireInboxOwner(ctx: AppContext, request: FastifyRequest) {
  const member = await requireMember(ctx, request);
  refuseTrial(member);
  return member;
}

export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/inbox', async (request) => {
    const member = await requireInboxOwner(ctx, request);
    const { pageNo, pageSize, language } = request.query;
    return ok(await inboxPage(ctx.db, member.id, pageNo, pageSize, language));
  });

  route(app, 'GET /wps/inbox/unread', async (request) => {
    const member = await requireInboxOwner(ctx, request);
    return ok({ unread: await unreadCount(ctx.db, member.id) });
  });

  route(app, 'POST /wps/inbox/:id/read', async (request) => {
    const member = await requireInboxOwner(ctx, request);
    await markMessageRead(ctx.db, member.id, request.params.id, ctx.clock.now());
    return ok(true as const);
  });
};
