import { isTrialType, useSessionStore } from '@lobby/shared';

export type Reader = 'visitor' | 'trial' | 'member';

/** Who is reading: read marks, the inbox and unread badges exist only for members. */
export function useReader(): Reader {
  const session = useSessionStore((state) => state.session);
  if (!session) return 'visitor';
  return isTrialType(session.type) ? 'trial' : 'member';
}
