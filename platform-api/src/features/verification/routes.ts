import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { dialingCodeExists, enforceRules, memberByMobile } from '../accounts/index.js';
import { consumeCaptcha, requireClientId } from '../captcha/index.js';
import { phoneRecipient } from './service.js';
import { SMS_RESEND_MS } from './sms-limits.js';
import { sendSmsCode } from './service.js';
import { getBrand } from '../system/index.js';
import { route } from '../../http/route.js';

export const verificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  route(app, 'POST /wps/verification/sms', async (request) => {
    const { body } = request;
    const clientId = requireClientId(request);
    const brand = await getBrand(ctx);
    const rules = brand.register.rules;
    enforceRules(rules, {
      mobileNum: { rule: 'loginMobileNum', value: body.mobileNum, required: true },
    });
    if (!(await dialingCodeExists(ctx.db, body.countryDialingCode))) {
      throw new ApiError('MOBILE_INVALID', null, [
        { path: 'countryDialingCode', messageKey: 'mobile_invalid' },
      ]);
    }
    // Register and login codes go to any number a visitor types: a solved captcha first, so a
    // script cannot pump messages (set-password codes only ever reach registered numbers).
    if (body.purpose !== 'SET_PASSWORD') {
      if (!body.captchaId || !body.captcha) {
        throw new ApiError('CAPTCHA_REQUIRED', { captcha: true }, [
          { path: 'captcha', messageKey: 'enter_captcha' },
        ]);
      }
      if (!(await consumeCaptcha(ctx, body.captchaId, body.captcha, clientId, 'SMS'))) {
        throw new ApiError('CAPTCHA_ERROR', { captcha: true }, [
          { path: 'captcha', messageKey: 'captcha_error' },
        ]);
      }
    }
    const member = await memberByMobile(ctx.db, body.countryDialingCode, body.mobileNum);
    const deliver = body.purpose === 'REGISTER' || Boolean(member && !member.disabled);
    const sent = await sendSmsCode(
      ctx,
      phoneRecipient(body.countryDialingCode, body.mobileNum),
      body.purpose,
      deliver,
      { brandId: brand.id, clientId, ip: request.ip },
    );
    return ok({ ...sent, resendAfterSeconds: SMS_RESEND_MS / 1000 });
  });
};
