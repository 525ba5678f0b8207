import { noInput } from '../../http/schemas.js';
import {
  activeSessionsAnswer,
  bindContactAnswer,
  bindContactBody,
  codeSentAnswer,
  contactCodeBody,
  loginHistoryAnswer,
  opsLoginAttemptsAnswer,
  opsLoginAttemptsQuery,
  securityCodeBody,
  securityOverviewAnswer,
  securityQuery,
  signedOutAnswer,
  twoFactorDisableBody,
  twoFactorDoneAnswer,
  twoFactorEnableBody,
  twoFactorEnabledAnswer,
  twoFactorSetupAnswer,
} from '../security.js';
import type { EndpointTable } from './endpoint.js';

/** The security calls: each method and path with its schemas (see ./endpoint.ts). */
export const securityEndpoints = {
  'GET /ops/security/login-attempts': {
    auth: 'operator',
    query: opsLoginAttemptsQuery,
    answer: opsLoginAttemptsAnswer,
  },
  'POST /wps/security/code': { auth: 'member', body: securityCodeBody, answer: codeSentAnswer },
  'POST /wps/security/contact': {
    auth: 'member',
    body: bindContactBody,
    answer: bindContactAnswer,
  },
  'POST /wps/security/contact/code': {
    auth: 'member',
    body: contactCodeBody,
    answer: codeSentAnswer,
  },
  'GET /wps/security/login-history': {
    auth: 'member',
    query: securityQuery,
    answer: loginHistoryAnswer,
  },
  'GET /wps/security/overview': {
    auth: 'member',
    query: securityQuery,
    answer: securityOverviewAnswer,
  },
  'GET /wps/security/sessions': {
    auth: 'member',
    query: securityQuery,
    answer: activeSessionsAnswer,
  },
  'POST /wps/security/sessions/sign-out-others': {
    auth: 'member',
    body: noInput,
    answer: signedOutAnswer,
  },
  'POST /wps/security/two-factor/disable': {
    auth: 'member',
    body: twoFactorDisableBody,
    answer: twoFactorDoneAnswer,
  },
  'POST /wps/security/two-factor/enable': {
    auth: 'member',
    body: twoFactorEnableBody,
    answer: twoFactorEnabledAnswer,
  },
  'POST /wps/security/two-factor/setup': {
    auth: 'member',
    body: noInput,
    answer: twoFactorSetupAnswer,
  },
} as const satisfies EndpointTable;
