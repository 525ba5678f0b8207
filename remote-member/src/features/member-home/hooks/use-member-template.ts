import { useSystemStatusStore } from '@lobby/shared';

export type MemberTemplate = 'new' | 'base';

/** Spec section 4: the member centre is the new template when mem_cen is '1', else the base. */
export function memberTemplateOf(memCen: string | undefined): MemberTemplate {
  return memCen === '1' ? 'new' : 'base';
}

export function useMemberTemplate(): MemberTemplate {
  return memberTemplateOf(
    useSystemStatusStore((state) => state.status?.info.mobileTemplate?.mem_cen),
  );
}
