import { paths, type WhitelabelKey } from '@lobby/shared';

export type EntryIcon =
  | 'betRecord'
  | 'transactions'
  | 'profitLoss'
  | 'reward'
  | 'mall'
  | 'security'
  | 'responsible'
  | 'inbox'
  | 'help'
  | 'service'
  | 'settings'
  | 'logout';

export interface MemberEntry {
  /** i18n key under `entries.` in the member namespace, and the icon's name. */
  id: EntryIcon;
  /** A page to open, or an action of the member centre (customer service, sign-out). */
  to: string | 'service' | 'logout';
  /** White-label flag that must be on for the entry to show; none = always shown. */
  flag?: WhitelabelKey;
}

/** The member centre's entries in display order (spec sections 2 and 6). */
export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { id: 'betRecord', to: paths.gameRecord, flag: 'TRANSBETREPMEM3' },
  { id: 'transactions', to: paths.transactionRecord, flag: 'TRANSREC3' },
  { id: 'profitLoss', to: paths.profitAndLoss, flag: 'PERSREP' },
  { id: 'reward', to: paths.rewardCenter, flag: 'REWCEN3' },
  { id: 'mall', to: paths.mallHome, flag: 'PTSYS3' },
  { id: 'security', to: paths.securityCenter, flag: 'SECPRIV' },
  // Responsible gaming is never switched off by a brand.
  { id: 'responsible', to: paths.responsibleGaming },
  { id: 'inbox', to: paths.webEmail },
  { id: 'help', to: paths.help },
  { id: 'service', to: 'service' },
  { id: 'settings', to: paths.set },
  { id: 'logout', to: 'logout' },
];

export function visibleEntries(isOn: (flag: WhitelabelKey) => boolean): MemberEntry[] {
  return MEMBER_ENTRIES.filter((entry) => !entry.flag || isOn(entry.flag));
}

/** A badge count shown as at most '99+' (spec section 2). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
