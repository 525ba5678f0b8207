import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { referralSettings } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { toMajor } from '../../http/money.js';
import { refuseTrial, requireMember } from '../session/index.js';
import { recordAudit } from '../wallet/index.js';
import {
  readReferralSettings,
  referralFriends,
  referralSummary,
  type ReferralSettingsRow,
} from './service.js';
import { getBrand } from '../system/index.js';
import { route } from '../../http/route.js';

/** Friend referral: members only; trial users have no invitation code (free_reject). */
export const referralRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/referral', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    const brand = await getBrand(ctx);
    return ok(await referralSummary(ctx.db, member.id, brand.currencySymbol));
  });

  route(app, 'GET /wps/referral/friends', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(await referralFriends(ctx.db, member.id, request.query));
  });
};

const toOps = (row: ReferralSettingsRow) => ({
  enabled: row.enabled,
  reward: toMajor(row.rewardMinor),
  minDeposit: toMajor(row.minDepositMinor),
});

/** Operator calls of the referral rule, registered by opsRoutes (the key is checked first). */
export const referralOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'GET /ops/referral/settings', { onRequest: keyFirst }, async () =>
    ok(toOps(await readReferralSettings(ctx.db))),
  );

  route(app, 'PUT /ops/referral/settings', { onRequest: keyFirst }, async (request) => {
    const body = request.body;
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(referralSettings)
        .set({
          enabled: body.enabled,
          rewardMinor: body.reward,
          minDepositMinor: body.minDeposit,
        })
        .returning();
      await recordAudit(
        tx,
        { operator: body.operator, action: 'referral.settings', target: 'rule', detail: body },
        ctx.clock.now(),
      );
      return updated!;
    });
    return ok(toOps(row));
  });
};
