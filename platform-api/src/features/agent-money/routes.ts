import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractAnswer,
  contractCheckAnswer,
  contractKindQuery,
  contractOfferBody,
  contractParams,
  contractsAnswer,
  createDownlineAnswer,
  createDownlineBody,
  createLinkBody,
  ownRebateAnswer,
  registrationLinkAnswer,
  registrationLinksAnswer,
  setMemberRebateAnswer,
  setMemberRebateBody,
  settlementHistoryAnswer,
  settlementHistoryQuery,
  teamRebateAnswer,
  teamRebateQuery,
} from '../../contract/agent-money.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { isInDownline } from '../agent/hierarchy.js';
import { isAgentType } from '../agent/service.js';
import { refuseTrial, requireMember } from '../session/auth.js';
import type { SessionMember } from '../session/service.js';
import { createDownlineAccount } from './downline-accounts.js';
import { contractCheck, contractsOf, decideOffer, offerContract } from './contracts.js';
import { createLink, linkAnswer, listLinks } from './links.js';
import { capsOf, ratesOf, rebateLines, setRates } from './rates.js';
import { settlementHistory, teamRebates } from './reads.js';

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

  app.get(
    '/wps/agent/rebate',
    { schema: { response: { 200: ownRebateAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      refuseTrial(member);
      const [rates, caps] = await Promise.all([
        ratesOf(ctx.db, member.id),
        capsOf(ctx.db, member.id),
      ]);
      return ok(rebateLines(rates, caps));
    },
  );

  app.get(
    '/wps/agent/rebate/team',
    { schema: { querystring: teamRebateQuery, response: { 200: teamRebateAnswer } } },
    async (request) => ok(await teamRebates(ctx.db, (await agentOf(request)).id, request.query)),
  );

  app.put(
    '/wps/agent/rebate/member',
    { schema: { body: setMemberRebateBody, response: { 200: setMemberRebateAnswer } } },
    async (request) => {
      const agent = await agentOf(request);
      const { memberId, rates } = request.body;
      // Anything outside the caller's own downline answers the same 403 whether it exists or not.
      if (!(await isInDownline(ctx.db, agent.id, memberId))) throw new ApiError('ACCESS_DENIED');
      await ctx.db.transaction((tx) => setRates(tx, memberId, rates, ctx.clock.now()));
      const [own, caps] = await Promise.all([ratesOf(ctx.db, memberId), capsOf(ctx.db, memberId)]);
      return ok(rebateLines(own, caps));
    },
  );

  app.get(
    '/wps/agent/settlements',
    { schema: { querystring: settlementHistoryQuery, response: { 200: settlementHistoryAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      refuseTrial(member);
      return ok(await settlementHistory(ctx.db, member.id, request.query));
    },
  );

  app.post(
    '/wps/agent/accounts',
    { schema: { body: createDownlineBody, response: { 200: createDownlineAnswer } } },
    async (request) => ok(await createDownlineAccount(ctx, await agentOf(request), request.body)),
  );

  app.get(
    '/wps/agent/links',
    { schema: { response: { 200: registrationLinksAnswer } } },
    async (request) => {
      const agent = await agentOf(request);
      const now = ctx.clock.now();
      return ok((await listLinks(ctx.db, agent.id)).map((row) => linkAnswer(row, now)));
    },
  );

  app.post(
    '/wps/agent/links',
    { schema: { body: createLinkBody, response: { 200: registrationLinkAnswer } } },
    async (request) => {
      const agent = await agentOf(request);
      const now = ctx.clock.now();
      return ok(linkAnswer(await createLink(ctx.db, agent.id, request.body, now), now));
    },
  );

  app.get(
    '/wps/agent/contracts',
    { schema: { querystring: contractKindQuery, response: { 200: contractsAnswer } } },
    async (request) =>
      ok(await contractsOf(ctx.db, (await agentOf(request)).id, request.query.kind)),
  );

  app.get(
    '/wps/agent/contracts/check',
    { schema: { response: { 200: contractCheckAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      return ok(await contractCheck(ctx.db, member));
    },
  );

  app.post(
    '/wps/agent/contracts',
    { schema: { body: contractOfferBody, response: { 200: contractAnswer } } },
    async (request) => {
      const agent = await agentOf(request);
      return ok(await offerContract(ctx.db, agent.id, request.body, ctx.clock.now()));
    },
  );

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/wps/agent/contracts/:id/${action}`,
      { schema: { params: contractParams, response: { 200: contractAnswer } } },
      async (request) => {
        const agent = await agentOf(request);
        return ok(await decideOffer(ctx.db, agent.id, request.params.id, accept, ctx.clock.now()));
      },
    );
  }
};
