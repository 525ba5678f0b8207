import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { isAgentType, isInDownline } from '../agent/index.js';
import { refuseTrial, requireMember, type SessionMember } from '../session/index.js';
import { createDownlineAccount } from './downline-accounts.js';
import { contractCheck, contractsOf, decideOffer, offerContract } from './contracts.js';
import { subAgentContracts, withdrawOffer } from './offers.js';
import { createLink, linkAnswer, listLinks, revokeLink } from './links.js';
import { capsOf, ratesOf, rebateLines, setRates } from './rates.js';
import { previewRates } from './rebate-preview.js';
import { settlementHistory, teamRebates } from './reads.js';
import { route } from '../../http/route.js';

/** A real (not trial) agent; NON_AGENT for members, TRIAL_REJECTED for trial accounts. */
function requireAgent(member: SessionMember): SessionMember {
  refuseTrial(member);
  if (!isAgentType(member.type)) throw new ApiError('NON_AGENT');
  return member;
}

/** The agent's rebates, downline accounts, registration links and contracts. */
export const agentMoneyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const agentOf = async (request: Parameters<typeof requireMember>[1]) =>
    requireAgent(await requireMember(ctx, request));

  route(app, 'GET /wps/agent/rebate', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    const [rates, caps] = await Promise.all([
      ratesOf(ctx.db, member.id),
      capsOf(ctx.db, member.id),
    ]);
    return ok(rebateLines(rates, caps));
  });

  route(app, 'GET /wps/agent/rebate/team', async (request) =>
    ok(await teamRebates(ctx.db, (await agentOf(request)).id, request.query)),
  );

  route(app, 'PUT /wps/agent/rebate/member', async (request) => {
    const agent = await agentOf(request);
    const { memberId, rates } = request.body;
    // Anything outside the caller's own downline answers the same 403 whether it exists or not.
    if (!(await isInDownline(ctx.db, agent.id, memberId))) throw new ApiError('ACCESS_DENIED');
    await ctx.db.transaction((tx) => setRates(tx, memberId, rates, ctx.clock.now()));
    const [own, caps] = await Promise.all([ratesOf(ctx.db, memberId), capsOf(ctx.db, memberId)]);
    return ok(rebateLines(own, caps));
  });

  route(app, 'POST /wps/agent/rebate/member/preview', async (request) => {
    const agent = await agentOf(request);
    const { memberId, rates } = request.body;
    return ok(await previewRates(ctx.db, agent.id, memberId, rates));
  });

  route(app, 'GET /wps/agent/settlements', async (request) => {
    const member = await requireMember(ctx, request);
    refuseTrial(member);
    return ok(await settlementHistory(ctx.db, member.id, request.query));
  });

  route(app, 'POST /wps/agent/accounts', async (request) =>
    ok(await createDownlineAccount(ctx, await agentOf(request), request.body)),
  );

  route(app, 'GET /wps/agent/links', async (request) => {
    const agent = await agentOf(request);
    const now = ctx.clock.now();
    return ok((await listLinks(ctx.db, agent.id)).map((row) => linkAnswer(row, now)));
  });

  route(app, 'POST /wps/agent/links', async (request) => {
    const agent = await agentOf(request);
    const now = ctx.clock.now();
    return ok(linkAnswer(await createLink(ctx.db, agent.id, request.body, now), now));
  });

  route(app, 'POST /wps/agent/links/:id/revoke', async (request) => {
    const agent = await agentOf(request);
    const now = ctx.clock.now();
    return ok(linkAnswer(await revokeLink(ctx.db, agent.id, request.params.id, now), now));
  });

  route(app, 'GET /wps/agent/contracts', async (request) =>
    ok(await contractsOf(ctx.db, (await agentOf(request)).id, request.query.kind)),
  );

  route(app, 'GET /wps/agent/contracts/check', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await contractCheck(ctx.db, member));
  });

  route(app, 'POST /wps/agent/contracts', async (request) => {
    const agent = await agentOf(request);
    return ok(await offerContract(ctx.db, agent.id, request.body, ctx.clock.now()));
  });

  route(app, 'GET /wps/agent/contracts/offered', async (request) => {
    const agent = await agentOf(request);
    return ok(await subAgentContracts(ctx.db, agent.id, request.query.agentId));
  });

  route(app, 'POST /wps/agent/contracts/:id/withdraw', async (request) => {
    const agent = await agentOf(request);
    return ok(await withdrawOffer(ctx.db, agent.id, request.params.id, ctx.clock.now()));
  });

  for (const [key, accept] of [
    ['POST /wps/agent/contracts/:id/accept', true],
    ['POST /wps/agent/contracts/:id/decline', false],
  ] as const) {
    route(app, key, async (request) => {
      const agent = await agentOf(request);
      return ok(await decideOffer(ctx.db, agent.id, request.params.id, accept, ctx.clock.now()));
    });
  }
};
