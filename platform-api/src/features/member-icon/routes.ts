import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ICON_LIMITS } from '../../contract/member.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { refuseTrial, requireMember } from '../session/index.js';
import { encodeIcon } from './encode-icon.js';
import { iconPng, memberIcon, removeIcon, saveIcon } from './icon-store.js';

/**
 * The upload is read up to a little over the limit so that a too-large image is answered
 * IMAGE_TOO_LARGE (words the member can read) rather than the generic PAYLOAD_TOO_LARGE; past
 * this the connection's body is refused unread.
 */
const UPLOAD_READ_LIMIT = ICON_LIMITS.bytesMax * 2;

/** The member's picture (API.md "Member picture"; spec section 7 set/get head icon). */
export const memberIconRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  route(app, 'GET /wps/member/info/icon', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await memberIcon(ctx.db, member.id));
  });

  route(app, 'DELETE /wps/member/info/icon', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(await removeIcon(ctx.db, member.id));
  });

  // Anyone with the URL may see the picture (an <img> sends no token); the key is random.
  route(app, 'GET /wps/img/member/:file', async (request, reply) => {
    const png = await iconPng(ctx.db, request.params.file.slice(0, -'.png'.length));
    if (!png) throw new ApiError('NOT_FOUND');
    return (
      reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        // A key is never reused for other bytes: the answer can be kept for good.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(png)
    );
  });

  // The upload's body is the image's bytes: its own parsers, in a scope of their own.
  await app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      ['image/png', 'image/jpeg', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: UPLOAD_READ_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(scope, 'POST /wps/member/info/icon', async (request) => {
      const member = await requireMember(ctx, request);
      refuseTrial(member);
      // A JSON or form body is not an image (the JSON parser still refuses what it cannot read).
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError('IMAGE_TYPE', null, [{ path: 'body', messageKey: 'image_type' }]);
      }
      const png = await encodeIcon(request.body);
      return ok(await saveIcon(ctx.db, member.id, png, ctx.clock.now()));
    });
  });
};
