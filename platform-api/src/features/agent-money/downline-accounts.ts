import type { CreateDownlineBody } from '../../contract/agent-money.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { insertMember } from '../member-creation/index.js';
import { enforceRules, memberByUsername, settingsOf } from '../accounts/index.js';
import type { SessionMember } from '../session/index.js';
import { checkUnderCaps, ratesOf, setRates } from './rates.js';

/**
 * An agent creates a member (type 0) or sub-agent (type 1) directly below itself: the username
 * and password pass the brand's registration rules, the rates are at most the agent's own.
 */
export async function createDownlineAccount(
  ctx: AppContext,
  agent: SessionMember,
  input: CreateDownlineBody,
) {
  const { settings } = await settingsOf(ctx);
  enforceRules(settings.rules, {
    username: { rule: 'username', value: input.username, required: true },
    password: { rule: 'password', value: input.password, required: true },
  });
  if (input.password !== input.confirmPassword) {
    throw new ApiError('CONFIRM_MISMATCH', null, [
      { path: 'confirmPassword', messageKey: 'confirm_not_matched' },
    ]);
  }
  checkUnderCaps(input.rates, await ratesOf(ctx.db, agent.id));
  if (await memberByUsername(ctx.db, input.username)) throw new ApiError('USERNAME_EXISTS');
  const now = ctx.clock.now();
  const member = await insertMember(
    ctx,
    {
      username: input.username,
      password: input.password,
      parentAgentId: agent.id,
      type: input.accountType,
    },
    (tx, row) => setRates(tx, row.id, input.rates, now),
  );
  return { memberId: member.id, username: member.username, type: member.type };
}
