import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { EndpointKey } from '../../contract/endpoints/index.js';
import type { WhitelabelKey } from '../../contract/system.js';
import { ApiError } from '../../http/errors.js';
import { getBrand } from './brand.js';

/**
 * The calls behind a white-label feature: with the brand's switch off they answer 403
 * FEATURE_OFF, whoever asks, as the screens show 'not available' (the menus hiding a tile is
 * not enough: the screens open by URL and the calls by any client). Actions a member may need
 * from elsewhere stay open: the security codes, two-factor and sign-out calls serve the
 * withdrawal and login flows too, and the own rebate rates the register screen's caps.
 */
export const WHITELABEL_GATES: Partial<Record<EndpointKey, WhitelabelKey>> = {
  // Agent information (AGEINFO3): the team reports and the team's rebates.
  'GET /wps/agent/team/overview': 'AGEINFO3',
  'GET /wps/agent/team/pnl': 'AGEINFO3',
  'GET /wps/agent/team/members': 'AGEINFO3',
  'GET /wps/agent/team/members/:id': 'AGEINFO3',
  'GET /wps/agent/team/bets': 'AGEINFO3',
  'GET /wps/agent/rebate/team': 'AGEINFO3',
  'PUT /wps/agent/rebate/member': 'AGEINFO3',
  'POST /wps/agent/rebate/member/preview': 'AGEINFO3',
  // Affiliate management (AFFMAN3): the agent register and its links.
  'POST /wps/agent/accounts': 'AFFMAN3',
  'GET /wps/agent/links': 'AFFMAN3',
  'POST /wps/agent/links': 'AFFMAN3',
  'POST /wps/agent/links/:id/revoke': 'AFFMAN3',
  // Security and privacy (SECPRIV): the security centre's own views.
  'GET /wps/security/overview': 'SECPRIV',
  'GET /wps/security/login-history': 'SECPRIV',
  'GET /wps/security/sessions': 'SECPRIV',
  // Live chat (CBS3): the member's side of the customer-service chat.
  'GET /wps/chat/launch': 'CBS3',
  'GET /wps/chat/unread': 'CBS3',
  'GET /wps/chat/messages': 'CBS3',
  'POST /wps/chat/messages': 'CBS3',
  'POST /wps/chat/read': 'CBS3',
  'GET /wps/chat/events': 'CBS3',
  // Transaction records (TRANSREC3).
  'GET /wps/transaction/record': 'TRANSREC3',
};

/** Refuses a gated call before anything else runs (auth, validation), on every route. */
export function registerWhitelabelGate(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const key = `${request.method} ${request.routeOptions.url ?? ''}` as EndpointKey;
    const flag = WHITELABEL_GATES[key];
    if (!flag) return;
    const brand = await getBrand(ctx);
    if (brand.whitelabel[flag] !== true) throw new ApiError('FEATURE_OFF');
  });
}
