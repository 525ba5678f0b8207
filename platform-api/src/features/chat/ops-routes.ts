import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { packageRoot } from '../../paths.js';
import {
  allMessagesAfter,
  answerConversation,
  closeConversation,
  lastMessageId,
  listConversations,
  operatorThread,
} from './conversations.js';
import { endOnClose, streamMessages } from './event-stream.js';

/** The operator chat desk's files (platform-api/ops-desk/): a page, its script, its style. */
const DESK_DIR = path.join(packageRoot, 'ops-desk');
const DESK_TYPES = {
  'desk.html': 'text/html; charset=utf-8',
  'desk.js': 'text/javascript; charset=utf-8',
  'desk.css': 'text/css; charset=utf-8',
} as const;

/**
 * The desk's own policy: its script and style from this origin only (no inline code), calls to
 * this origin only, never framed.
 */
const DESK_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

async function sendDeskFile(reply: FastifyReply, file: keyof typeof DESK_TYPES) {
  const text = await fs.readFile(path.join(DESK_DIR, file), 'utf8');
  return reply
    .header('content-type', DESK_TYPES[file])
    .header('cache-control', 'no-cache')
    .header('content-security-policy', DESK_POLICY)
    .header('referrer-policy', 'no-referrer')
    .send(text);
}

/**
 * The operators' chat calls, registered by opsRoutes (the key checked before the input); the
 * answer and the close are audited. The desk page itself needs no key to load: it asks for it
 * and sends it with each call.
 */
export const chatOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  const open = endOnClose(app);
  route(app, 'GET /ops/chat/desk', async (_request, reply) => sendDeskFile(reply, 'desk.html'));
  route(app, 'GET /ops/chat/desk/:file', async (request, reply) =>
    sendDeskFile(reply, request.params.file),
  );

  route(app, 'GET /ops/chat/conversations', { onRequest: keyFirst }, async (request) =>
    ok(await listConversations(ctx.db, request.query.status)),
  );

  route(app, 'GET /ops/chat/conversations/:id', { onRequest: keyFirst }, async (request) =>
    ok(
      await operatorThread(
        ctx.db,
        request.params.id,
        request.query.after,
        request.query.markRead === 'true',
      ),
    ),
  );

  route(
    app,
    'POST /ops/chat/conversations/:id/messages',
    { onRequest: keyFirst },
    async (request) =>
      ok(
        await answerConversation(
          ctx.db,
          request.params.id,
          request.body.operator,
          request.body.lines.join('\n'),
          ctx.clock.now(),
        ),
      ),
  );

  route(app, 'POST /ops/chat/conversations/:id/close', { onRequest: keyFirst }, async (request) =>
    ok(await closeConversation(ctx.db, request.params.id, request.body.operator, ctx.clock.now())),
  );

  route(app, 'GET /ops/chat/events', { onRequest: keyFirst }, async (request, reply) => {
    // Without `after` the stream starts at the newest message: the desk has just read the list.
    const after = request.query.after || (await lastMessageId(ctx.db));
    streamMessages(
      request,
      reply,
      after,
      { next: (cursor) => allMessagesAfter(ctx.db, cursor) },
      open,
    );
    return reply;
  });
};
