import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { requireMember } from '../session/auth.js';
import { frontEndQuery, inboxQuery, markReadBody, messageParams } from './schemas.js';
import { inboxPage, markMessageRead, unreadCount } from './service.js';

/** The inbox needs a real account: trial users are refused (spec section 4, free_reject). */
async function requireInboxOwner(ctx: AppContext, request: FastifyRequest) {
  const member = await requireMember(ctx.sessions, request);
  if (member.isTrial || member.type === 4) throw new ApiError('TRIAL_REJECTED');
  return member;
}

export const inboxRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/inbox', async (request) => {
    const query = parseInput(inboxQuery, request.query);
    const member = await requireInboxOwner(ctx, request);
    return ok(await inboxPage(ctx.db, member.id, query.pageNo, query.pageSize));
  });

  app.get('/wps/inbox/unread', async (request) => {
    parseInput(frontEndQuery, request.query);
    const member = await requireInboxOwner(ctx, request);
    return ok({ unread: await unreadCount(ctx.db, member.id) });
  });

  app.post('/wps/inbox/:id/read', async (request) => {
    const { id } = parseInput(messageParams, request.params);
    parseInput(frontEndQuery, request.query);
    parseInput(markReadBody, request.body);
    const member = await requireInboxOwner(ctx, request);
    await markMessageRead(ctx.db, member.id, id, ctx.clock.now());
    return ok(true);
  });
};
