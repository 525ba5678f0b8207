import type { ContractCheck } from '@lobby/platform-api/contract';
import { isAgentType, paths, safeLocalStorage } from '@lobby/shared';
import { loginFingerprint } from './popup-schedule';

/** Account types that never get the contract prompt (spec section 6), besides non-agents. */
const NO_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];
const PROMPT_KEY = 'contractPromptLogin';

/** Asked once after each login of an agent whose type gets contract prompts. */
export function contractCheckDue(token: string | null, type: number | undefined): boolean {
  if (token === null || type === undefined) return false;
  if (!isAgentType(type) || NO_PROMPT_TYPES.includes(type)) return false;
  return safeLocalStorage.getItem(PROMPT_KEY) !== loginFingerprint(token);
}

export function markContractCheckDone(token: string): void {
  safeLocalStorage.setItem(PROMPT_KEY, loginFingerprint(token));
}

export type PendingContract = 'SALARY' | 'DIVIDEND' | 'HOURLY';

export const CONTRACT_PATHS: Record<PendingContract, string> = {
  SALARY: paths.agentSalaryContract,
  DIVIDEND: paths.agentDividendContract,
  HOURLY: paths.agentHourContract,
};

/** The offers the check reports, in the spec's flag order. */
export function pendingContracts(check: ContractCheck): PendingContract[] {
  const pending: PendingContract[] = [];
  if (check.dailysalreqtype) pending.push('SALARY');
  if (check.divtypecompperiodreq) pending.push('DIVIDEND');
  if (check.contracthoursalreq) pending.push('HOURLY');
  return pending;
}
