import { refreshMember, useRequest, useSessionStore } from '@lobby/shared';

/** Member info from the store at once, refreshed from the server on every visit. */
export function useMemberInfo() {
  const member = useSessionStore((state) => state.member);
  const { state, reload } = useRequest(() => refreshMember(), 'member-info');
  return {
    member,
    loading: member === null && state.status === 'loading',
    failed: member === null && state.status === 'error',
    reload,
  };
}
