import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isExpired, linkByCode } from '../agent-money/index.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { bearerToken } from '../../security/tokens.js';
import { decryptBody } from '../crypto/index.js';
import { refuseFirebaseWhenOff } from '../verification/index.js';
import { loginClient, requireMember, toLoginValue } from '../session/index.js';
import { memberByInvitationCode, memberByUsername } from './members.js';
import { changePassword, resetPassword, sendResetEmail, setPasswordByPhone } from './passwords.js';
import { registerByMobile, registerByUsername } from './register.js';
import { getBrand } from '../system/index.js';
import { route } from '../../http/route.js';

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preValidation = decryptBody(ctx);

  route(app, 'PUT /wps/member/register', { preValidation }, async (request) => {
    await refuseFirebaseWhenOff(ctx.db, request.body);
    return ok(toLoginValue(await registerByUsername(ctx, request.body, loginClient(request))));
  });

  route(app, 'PUT /wps/member/register/mobile', { preValidation }, async (request) => {
    await refuseFirebaseWhenOff(ctx.db, request.body);
    return ok(toLoginValue(await registerByMobile(ctx, request.body, loginClient(request))));
  });

  /** `true` when the name is free. Registration has to tell this anyway. */
  route(app, 'GET /wps/check/username', async (request) =>
    ok(!(await memberByUsername(ctx.db, request.query.username))),
  );

  /** `true` when the invitation code (or the first label of the domain) belongs to an agent. */
  route(app, 'GET /wps/check/affiliate', async (request) => {
    const { query } = request;
    const candidates = [query.code, query.domain?.split('.')[0]].filter((value): value is string =>
      Boolean(value && /^[A-Za-z0-9]{4,16}$/.test(value)),
    );
    for (const code of candidates) {
      if (await memberByInvitationCode(ctx.db, code)) return ok(true);
      const link = await linkByCode(ctx.db, code);
      if (link && !isExpired(link, ctx.clock.now())) return ok(true);
    }
    return ok(false);
  });

  route(app, 'POST /wps/member/password', async (request) => {
    const member = await requireMember(ctx, request);
    const token = bearerToken(request.headers.authorization) ?? '';
    await changePassword(ctx, member, token, request.body, loginClient(request));
    return ok(true);
  });

  route(app, 'POST /wps/member/password/phone', { preValidation }, async (request) => {
    await refuseFirebaseWhenOff(ctx.db, request.body);
    return ok(toLoginValue(await setPasswordByPhone(ctx, request.body, loginClient(request))));
  });

  route(app, 'POST /wps/member/password/email', async (request) => {
    // The link points at the brand's own domain, never at whatever Host header was sent.
    await sendResetEmail(ctx, request.body, `https://${(await getBrand(ctx)).mainDomain}`);
    return ok(true);
  });

  route(app, 'POST /wps/member/password/reset', { preValidation }, async (request) => {
    await resetPassword(ctx, request.body);
    return ok(true);
  });
};
