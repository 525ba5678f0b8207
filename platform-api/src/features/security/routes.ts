import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { bearerToken } from '../../security/tokens.js';
import { clientIdOf } from '../captcha/index.js';
import {
  authenticateSession,
  loginClient,
  refuseTrial,
  startSession,
  toLoginValue,
} from '../session/index.js';
import type { SmsOrigin } from '../verification/index.js';
import { listPayoutAccounts, loadSettings } from '../wallet/index.js';
import { paymentPasswords } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { countSessions, endOtherSessions, endSession, listSessions } from './active-sessions.js';
import { bindContact, maskedContacts, sendBindCode, sendSecurityCode } from './contact.js';
import { listLoginHistory, recordLogin } from './login-history.js';
import {
  challengeOf,
  completeChallenge,
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  twoFactorEnabled,
  verifySecondFactor,
} from './two-factor.js';
import { getBrand } from '../system/index.js';
import { sendSecurityNotice } from '../inbox/index.js';
import { route } from '../../http/route.js';

export const securityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The logged-in real member and the id of the session the call came with. */
  async function realMember(request: FastifyRequest) {
    const session = await authenticateSession(ctx, bearerToken(request.headers.authorization));
    refuseTrial(session.member);
    return session;
  }

  async function origin(request: FastifyRequest, memberId: number): Promise<SmsOrigin> {
    const brand = await getBrand(ctx);
    // The member is known: without a browser id the per-client limit counts the member.
    return {
      brandId: brand.id,
      clientId: clientIdOf(request) ?? `member-${memberId}`,
      ip: request.ip,
    };
  }

  async function overview(memberId: number) {
    const now = ctx.clock.now();
    const [password] = await ctx.db
      .select({ id: paymentPasswords.memberId })
      .from(paymentPasswords)
      .where(eq(paymentPasswords.memberId, memberId));
    const settings = await loadSettings(ctx.db);
    return {
      paymentPasswordSet: Boolean(password),
      ...(await maskedContacts(ctx, memberId)),
      payoutAccounts: (await listPayoutAccounts(ctx.db, memberId)).length,
      maxPayoutAccounts: settings.maxPayoutAccounts,
      twoFactorEnabled: await twoFactorEnabled(ctx.db, memberId),
      activeSessions: await countSessions(ctx.db, memberId, now),
    };
  }

  route(app, 'GET /wps/security/overview', async (request) => {
    const { member } = await realMember(request);
    return ok(await overview(member.id));
  });

  // ---- Codes and the bound phone / e-mail --------------------------------------------------

  route(app, 'POST /wps/security/code', async (request) => {
    const { member } = await realMember(request);
    const { channel, purpose } = request.body;
    return ok(
      await sendSecurityCode(ctx, member.id, channel, purpose, await origin(request, member.id)),
    );
  });

  route(app, 'POST /wps/security/contact/code', async (request) => {
    const { member } = await realMember(request);
    return ok(await sendBindCode(ctx, member.id, request.body, await origin(request, member.id)));
  });

  route(app, 'POST /wps/security/contact', async (request) => {
    const { member } = await realMember(request);
    await bindContact(ctx, member.id, request.body);
    return ok(await overview(member.id));
  });

  // ---- Login history and signed-in devices -------------------------------------------------

  route(app, 'GET /wps/security/login-history', async (request) => {
    const { member } = await realMember(request);
    return ok(await listLoginHistory(ctx.db, member.id, ctx.clock.now()));
  });

  route(app, 'GET /wps/security/sessions', async (request) => {
    const { member, sessionId } = await realMember(request);
    return ok(await listSessions(ctx.db, member.id, sessionId, ctx.clock.now()));
  });

  route(app, 'DELETE /wps/security/sessions/:id', async (request) => {
    const { member } = await realMember(request);
    await endSession(ctx.db, member.id, request.params.id);
    return ok(true);
  });

  route(app, 'POST /wps/security/sessions/sign-out-others', async (request) => {
    const { member, sessionId } = await realMember(request);
    return ok({ signedOut: await endOtherSessions(ctx.db, member.id, sessionId) });
  });

  // ---- Two-factor sign-in ------------------------------------------------------------------

  route(app, 'POST /wps/security/two-factor/setup', async (request) => {
    const { member } = await realMember(request);
    return ok(await setupTwoFactor(ctx.db, ctx.config.totpSealing, member, ctx.clock.now()));
  });

  route(app, 'POST /wps/security/two-factor/enable', async (request) => {
    const { member } = await realMember(request);
    return ok(
      await enableTwoFactor(
        ctx.db,
        ctx.config.totpSealing,
        member.id,
        request.body.code,
        ctx.clock.now(),
      ),
    );
  });

  route(app, 'POST /wps/security/two-factor/disable', async (request) => {
    const { member } = await realMember(request);
    const now = ctx.clock.now();
    await disableTwoFactor(ctx.db, ctx.config.totpSealing, member.id, request.body.code, now);
    await sendSecurityNotice(ctx, member.id, { kind: 'TWO_FACTOR_OFF' }, now);
    return ok(true as const);
  });

  route(app, 'POST /wps/session/login/two-factor', async (request) => {
    const { challenge, code } = request.body;
    const client = loginClient(request);
    const now = ctx.clock.now();
    const pending = await challengeOf(ctx.db, challenge, now);
    try {
      await verifySecondFactor(ctx.db, ctx.config.totpSealing, pending.memberId, code, now);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_WRONG') {
        await recordLogin(
          ctx.db,
          {
            memberId: pending.memberId,
            method: pending.method,
            result: 'TWO_FACTOR_FAILED',
            client,
          },
          now,
        );
      }
      throw error;
    }
    const member = await completeChallenge(ctx.db, challenge, now);
    const result = await startSession(ctx, member, client, {
      method: pending.method,
      secondFactorPassed: true,
    });
    return ok(toLoginValue(result));
  });
};
