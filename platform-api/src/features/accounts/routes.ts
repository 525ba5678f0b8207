import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { bearerToken } from '../../security/tokens.js';
import { readSecureBody } from '../crypto/secure-body.js';
import { refuseFirebaseWhenOff } from '../verification/firebase.js';
import { requireMember } from '../session/auth.js';
import { loginClient } from '../session/client.js';
import { loginAnswer } from '../session/login-answer.js';
import { memberByInvitationCode, memberByUsername } from './members.js';
import { changePassword, resetPassword, sendResetEmail, setPasswordByPhone } from './passwords.js';
import { registerByMobile, registerByUsername } from './register.js';
import {
  affiliateQuery,
  changePasswordBody,
  emailRecoveryBody,
  phonePasswordBody,
  registerByMobileBody,
  registerByUsernameBody,
  resetPasswordBody,
  usernameQuery,
} from './schemas.js';

export const accountRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put('/wps/member/register', async (request) => {
    const body = parseInput(registerByUsernameBody, await readSecureBody(ctx, request));
    await refuseFirebaseWhenOff(ctx.db, body);
    return ok(loginAnswer(await registerByUsername(ctx, body, loginClient(request))));
  });

  app.put('/wps/member/register/mobile', async (request) => {
    const body = parseInput(registerByMobileBody, await readSecureBody(ctx, request));
    await refuseFirebaseWhenOff(ctx.db, body);
    return ok(loginAnswer(await registerByMobile(ctx, body, loginClient(request))));
  });

  /** `true` when the name is free. Registration has to tell this anyway. */
  app.get('/wps/check/username', async (request) => {
    const query = parseInput(usernameQuery, request.query);
    return ok(!(await memberByUsername(ctx.db, query.username)));
  });

  /** `true` when the invitation code (or the first label of the domain) belongs to an agent. */
  app.get('/wps/check/affiliate', async (request) => {
    const query = parseInput(affiliateQuery, request.query);
    const candidates = [query.code, query.domain?.split('.')[0]].filter((value): value is string =>
      Boolean(value && /^[A-Za-z0-9]{4,16}$/.test(value)),
    );
    for (const code of candidates) {
      if (await memberByInvitationCode(ctx.db, code)) return ok(true);
    }
    return ok(false);
  });

  app.post('/wps/member/password', async (request) => {
    const body = parseInput(changePasswordBody, request.body);
    const member = await requireMember(ctx.sessions, request);
    const token = bearerToken(request.headers.authorization) ?? '';
    await changePassword(ctx, member, token, body, loginClient(request));
    return ok(true);
  });

  app.post('/wps/member/password/phone', async (request) => {
    const body = parseInput(phonePasswordBody, await readSecureBody(ctx, request));
    await refuseFirebaseWhenOff(ctx.db, body);
    return ok(loginAnswer(await setPasswordByPhone(ctx, body, loginClient(request))));
  });

  app.post('/wps/member/password/email', async (request) => {
    const body = parseInput(emailRecoveryBody, request.body);
    // The link points at the brand's own domain, never at whatever Host header was sent.
    await sendResetEmail(ctx, body, `https://${(await ctx.brand.get()).mainDomain}`);
    return ok(true);
  });

  app.post('/wps/member/password/reset', async (request) => {
    const body = parseInput(resetPasswordBody, await readSecureBody(ctx, request));
    await resetPassword(ctx, body);
    return ok(true);
  });
};
