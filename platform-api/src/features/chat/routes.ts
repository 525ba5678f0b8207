import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { authenticateSession, refuseTrial } from '../session/index.js';
import { bearerToken } from '../../security/tokens.js';
import { getBrand } from '../system/index.js';
import {
  markMemberRead,
  memberMessagesAfter,
  memberThread,
  memberUnreadCounts,
  sendMemberMessage,
} from './conversations.js';
import { endOnClose, streamMessages } from './event-stream.js';
import { externalChatUrl, platformChatUrl } from './launch.js';
import { chatTicketMember, issueChatTicket } from './tickets.js';

/**
 * The member's chat calls. Launch and the badge count take the member's token (trial accounts
 * are refused, spec section 4 free_reject); the chat page's calls take its chat ticket.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const open = endOnClose(app);
  const realMember = async (request: FastifyRequest) => {
    const session = await authenticateSession(ctx, bearerToken(request.headers.authorization));
    refuseTrial(session.member);
    return session;
  };
  const ticketHolder = (request: FastifyRequest) => {
    const header = request.headers['x-chat-ticket'];
    return chatTicketMember(ctx, typeof header === 'string' ? header : undefined);
  };

  route(app, 'GET /wps/chat/launch', async (request) => {
    const { member, sessionId } = await realMember(request);
    const brand = await getBrand(ctx);
    if (brand.externalChatUrl) {
      return ok({ chatUrl: externalChatUrl(brand.externalChatUrl, request.query) });
    }
    const ticket = await issueChatTicket(ctx, member.id, sessionId);
    return ok({ chatUrl: platformChatUrl(ticket, request.query) });
  });

  route(app, 'GET /wps/chat/unread', async (request) => {
    const { member } = await realMember(request);
    return ok(await memberUnreadCounts(ctx.db, member.id));
  });

  route(app, 'GET /wps/chat/messages', async (request) => {
    const member = await ticketHolder(request);
    return ok(await memberThread(ctx.db, member.id, request.query.after, request.query.limit));
  });

  route(app, 'POST /wps/chat/messages', async (request) => {
    const member = await ticketHolder(request);
    const text = request.body.lines.join('\n');
    return ok(await sendMemberMessage(ctx.db, member.id, text, ctx.clock.now()));
  });

  route(app, 'POST /wps/chat/read', async (request) => {
    const member = await ticketHolder(request);
    await markMemberRead(ctx.db, member.id, request.body.upTo);
    return ok(true as const);
  });

  route(app, 'GET /wps/chat/events', async (request, reply) => {
    const { ticket, after } = request.query;
    const member = await chatTicketMember(ctx, ticket);
    streamMessages(
      request,
      reply,
      after,
      {
        next: (cursor) => memberMessagesAfter(ctx.db, member.id, cursor),
        stillAllowed: () =>
          chatTicketMember(ctx, ticket).then(
            () => true,
            (error: unknown) => {
              if (error instanceof ApiError) return false;
              throw error;
            },
          ),
      },
      open,
    );
    return reply;
  });
};
