export type AgentBrand = 'standard' | 'gold';

/** The brand this build was made for: the gold build differs only in look and heading. */
export function agentBrand(): AgentBrand {
  return typeof __AGENT_BRAND__ !== 'undefined' && __AGENT_BRAND__ === 'gold' ? 'gold' : 'standard';
}
