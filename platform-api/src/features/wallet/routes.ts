import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletAnswer } from '../../contract/member.js';
import type { AppContext } from '../../context.js';
import { wallets } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { toMajor } from '../../http/money.js';
import { noInput } from '../../http/schemas.js';
import { requireMember } from '../session/auth.js';

export const walletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/wallets/gcs',
    { schema: { querystring: noInput, response: { 200: walletAnswer } } },
    async (request) => {
      const member = await requireMember(ctx.sessions, request);
      const brand = await ctx.brand.get();
      const [wallet] = await ctx.db
        .select({ balanceMinor: wallets.balanceMinor })
        .from(wallets)
        .where(eq(wallets.memberId, member.id));
      return ok({
        currency: brand.currencyCode,
        currencySymbol: brand.currencySymbol,
        sumBalance: toMajor(wallet?.balanceMinor ?? 0),
      });
    },
  );
};
