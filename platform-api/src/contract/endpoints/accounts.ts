import { noInput } from '../../http/schemas.js';
import {
  affiliateQuery,
  captchaAnswer,
  captchaPeekAnswer,
  captchaPeekParams,
  captchaQuery,
  changePasswordBody,
  doneAnswer,
  emailRecoveryBody,
  loginAnswer,
  loginBody,
  phonePasswordBody,
  registerByMobileBody,
  registerByUsernameBody,
  resetPasswordBody,
  smsLoginBody,
  smsSendBody,
  smsSentAnswer,
  socialLoginBody,
  trialBody,
  usernameQuery,
} from '../accounts.js';
import { loginTwoFactorBody, sessionIdParams } from '../security.js';
import type { EndpointTable } from './endpoint.js';

/** The accounts calls: each method and path with its schemas (see ./endpoint.ts). */
export const accountsEndpoints = {
  'GET /ops/captcha/:id': {
    auth: 'operator',
    params: captchaPeekParams,
    answer: captchaPeekAnswer,
  },
  'GET /wps/captcha': { auth: 'none', query: captchaQuery, answer: captchaAnswer },
  'GET /wps/check/affiliate': { auth: 'none', query: affiliateQuery, answer: doneAnswer },
  'GET /wps/check/username': { auth: 'none', query: usernameQuery, answer: doneAnswer },
  'POST /wps/member/password': { auth: 'member', body: changePasswordBody, answer: doneAnswer },
  'POST /wps/member/password/email': { auth: 'none', body: emailRecoveryBody, answer: doneAnswer },
  'POST /wps/member/password/phone': {
    auth: 'none',
    body: phonePasswordBody,
    encryptable: true,
    answer: loginAnswer,
  },
  'POST /wps/member/password/reset': {
    auth: 'none',
    body: resetPasswordBody,
    encryptable: true,
    answer: doneAnswer,
  },
  'PUT /wps/member/register': {
    auth: 'none',
    body: registerByUsernameBody,
    encryptable: true,
    answer: loginAnswer,
  },
  'PUT /wps/member/register/mobile': {
    auth: 'none',
    body: registerByMobileBody,
    encryptable: true,
    answer: loginAnswer,
  },
  'POST /wps/member/trialuser': { auth: 'none', body: trialBody, answer: loginAnswer },
  'DELETE /wps/security/sessions/:id': {
    auth: 'member',
    params: sessionIdParams,
    query: noInput,
    body: noInput,
    answer: doneAnswer,
  },
  'POST /wps/session/login': {
    auth: 'none',
    body: loginBody,
    encryptable: true,
    answer: loginAnswer,
  },
  'POST /wps/session/login/sms': {
    auth: 'none',
    body: smsLoginBody,
    encryptable: true,
    answer: loginAnswer,
  },
  'POST /wps/session/login/social': { auth: 'none', body: socialLoginBody, answer: loginAnswer },
  'POST /wps/session/login/two-factor': {
    auth: 'none',
    body: loginTwoFactorBody,
    answer: loginAnswer,
  },
  'DELETE /wps/session/logout': {
    auth: 'member',
    query: noInput,
    body: noInput,
    answer: doneAnswer,
  },
  'POST /wps/verification/sms': { auth: 'none', body: smsSendBody, answer: smsSentAnswer },
} as const satisfies EndpointTable;
