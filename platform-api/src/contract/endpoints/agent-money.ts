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
  linkParams,
  opsContractOfferBody,
  ownRebateAnswer,
  rebatePreviewAnswer,
  registrationLinkAnswer,
  registrationLinksAnswer,
  setMemberRebateAnswer,
  setMemberRebateBody,
  settleAnswer,
  settleBody,
  settlementHistoryAnswer,
  settlementHistoryQuery,
  subAgentContractsAnswer,
  subAgentContractsQuery,
  teamRebateAnswer,
  teamRebateQuery,
} from '../agent-money.js';
import type { EndpointTable } from './endpoint.js';

/** The agent-money calls: each method and path with its schemas (see ./endpoint.ts). */
export const agentMoneyEndpoints = {
  'POST /ops/agent/contracts': {
    auth: 'operator',
    body: opsContractOfferBody,
    answer: contractAnswer,
  },
  'POST /ops/agent/settlements': { auth: 'operator', body: settleBody, answer: settleAnswer },
  'POST /wps/agent/accounts': {
    auth: 'member',
    body: createDownlineBody,
    answer: createDownlineAnswer,
  },
  'GET /wps/agent/contracts': { auth: 'member', query: contractKindQuery, answer: contractsAnswer },
  'POST /wps/agent/contracts': { auth: 'member', body: contractOfferBody, answer: contractAnswer },
  'POST /wps/agent/contracts/:id/accept': {
    auth: 'member',
    params: contractParams,
    answer: contractAnswer,
  },
  'POST /wps/agent/contracts/:id/decline': {
    auth: 'member',
    params: contractParams,
    answer: contractAnswer,
  },
  'GET /wps/agent/contracts/check': { auth: 'member', answer: contractCheckAnswer },
  'GET /wps/agent/contracts/offered': {
    auth: 'member',
    query: subAgentContractsQuery,
    answer: subAgentContractsAnswer,
  },
  'POST /wps/agent/contracts/:id/withdraw': {
    auth: 'member',
    params: contractParams,
    answer: contractAnswer,
  },
  'GET /wps/agent/links': { auth: 'member', answer: registrationLinksAnswer },
  'POST /wps/agent/links': { auth: 'member', body: createLinkBody, answer: registrationLinkAnswer },
  'POST /wps/agent/links/:id/revoke': {
    auth: 'member',
    params: linkParams,
    answer: registrationLinkAnswer,
  },
  'GET /wps/agent/rebate': { auth: 'member', answer: ownRebateAnswer },
  'PUT /wps/agent/rebate/member': {
    auth: 'member',
    body: setMemberRebateBody,
    answer: setMemberRebateAnswer,
  },
  'POST /wps/agent/rebate/member/preview': {
    auth: 'member',
    body: setMemberRebateBody,
    answer: rebatePreviewAnswer,
  },
  'GET /wps/agent/rebate/team': {
    auth: 'member',
    query: teamRebateQuery,
    answer: teamRebateAnswer,
  },
  'GET /wps/agent/settlements': {
    auth: 'member',
    query: settlementHistoryQuery,
    answer: settlementHistoryAnswer,
  },
} as const satisfies EndpointTable;
