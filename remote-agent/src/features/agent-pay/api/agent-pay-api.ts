import type {
  ContractKind,
  ContractOfferBody,
  CreateDownlineBody,
  CreateLinkBody,
  SettlementHistoryQuery,
  TeamRebateQuery,
} from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const fetchOwnRebate = () => api.get('/wps/agent/rebate');

export const fetchTeamRebate = (query: TeamRebateQuery) =>
  api.get('/wps/agent/rebate/team', { query });

export const saveMemberRebate = (memberId: number, rates: Record<string, number>) =>
  api.put('/wps/agent/rebate/member', { body: { memberId, rates } });

/** What saving these rates would change (before/after, the accounts below lowered with it). */
export const previewMemberRebate = (memberId: number, rates: Record<string, number>) =>
  api.post('/wps/agent/rebate/member/preview', { body: { memberId, rates } });

export const fetchSettlements = (query: SettlementHistoryQuery) =>
  api.get('/wps/agent/settlements', { query });

export const createDownline = (body: CreateDownlineBody) =>
  api.post('/wps/agent/accounts', { body });

export const fetchLinks = () => api.get('/wps/agent/links');

export const createLink = (body: CreateLinkBody) => api.post('/wps/agent/links', { body });

/** Stops a link now (it expires at once). */
export const revokeLink = (id: number) =>
  api.post('/wps/agent/links/:id/revoke', { params: { id } });

export const fetchContracts = (kind: ContractKind) =>
  api.get('/wps/agent/contracts', { query: { kind } });

/** A direct sub-agent's contracts as its upline sees them. */
export const fetchSubAgentContracts = (agentId: number) =>
  api.get('/wps/agent/contracts/offered', { query: { agentId: String(agentId) } });

export const offerContract = (body: ContractOfferBody) =>
  api.post('/wps/agent/contracts', { body });

export const withdrawOffer = (id: number) =>
  api.post('/wps/agent/contracts/:id/withdraw', { params: { id } });

export const decideContract = (id: number, accept: boolean) =>
  api.post(accept ? '/wps/agent/contracts/:id/accept' : '/wps/agent/contracts/:id/decline', {
    params: { id },
  });
