import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { isTrial, optionalMember, refuseTrial, requireMember } from '../session/index.js';
import { sendImage } from './images.js';
import { businessZone, getBrand } from '../system/index.js';
import { apply, claim, join, participationView, rewardCentre } from './member-service.js';
import { applicationImage } from './review-service.js';
import { route } from '../../http/route.js';

/**
 * Three images of 5 MB in base64 (4/3 of their size) and the rest of the body: the apply call
 * alone takes more than the API's usual 64 KB.
 */
const APPLY_BODY_LIMIT = 23 * 1024 * 1024;

/** A member taking part in promotions (API.md "Promotions: taking part"). */
export const participationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  route(app, 'GET /wps/promotions/:id/participation', async (request) => {
    const member = await optionalMember(ctx, request);
    const reader = member && !isTrial(member) ? member : null;
    return ok(
      await participationView(
        ctx.db,
        request.params.id,
        reader,
        ctx.clock.now(),
        await businessZone(ctx),
        request.query.language,
      ),
    );
  });

  route(app, 'POST /wps/promotions/:id/apply', { bodyLimit: APPLY_BODY_LIMIT }, async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(
      await apply(
        ctx.db,
        member.id,
        request.params.id,
        request.body,
        ctx.clock.now(),
        await businessZone(ctx),
        request.query.language,
      ),
    );
  });

  route(app, 'POST /wps/promotions/:id/join', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(
      await join(
        ctx.db,
        member.id,
        request.params.id,
        ctx.clock.now(),
        await businessZone(ctx),
        request.query.language,
      ),
    );
  });

  route(app, 'GET /wps/rewards', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(await rewardCentre(ctx.db, member.id, request.query, ctx.clock.now()));
  });

  route(app, 'POST /wps/rewards/:participationId/claim', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    const brand = await getBrand(ctx);
    return ok(
      await claim(
        ctx.db,
        member,
        request.params.participationId,
        brand.currencyCode,
        ctx.clock.now(),
        request.query.language,
      ),
    );
  });

  // The member's own application images (thumbnails on the promotion and the reward centre);
  // another member's answer 404, like a missing one. Headers as the operator's image call.
  route(app, 'GET /wps/rewards/:participationId/images/:seq', async (request, reply) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    const { participationId, seq } = request.params;
    return sendImage(reply, await applicationImage(ctx.db, participationId, seq, member.id));
  });
};
