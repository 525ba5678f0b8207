import type { MemberInfo } from '@lobby/platform-api/contract';

/** Spec section 2: the nickname when set, else the account. */
export function displayName(member: Pick<MemberInfo, 'nickname' | 'account'>): string {
  const nickname = member.nickname.trim();
  return nickname ? nickname : member.account;
}
