import type { ComponentType } from 'react';
import {
  BagIcon,
  BonusIcon,
  ChartIcon,
  DepositIcon,
  HelpIcon,
  HomeIcon,
  InviteIcon,
  RecordIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
  WithdrawIcon,
  paths,
  type WhitelabelKey,
} from '@lobby/shared';

export interface SideMenuEntry {
  id: string;
  /** Key under common:sideMenu. */
  labelKey: string;
  path: string;
  icon: ComponentType<{ size?: number }>;
  /** Shown only when this white-label flag is on. */
  whitelabel?: WhitelabelKey;
  requiresLogin?: boolean;
  agentsOnly?: boolean;
}

/** Spec section 2 side-menu entries, in order, with their white-label gates. */
export const SIDE_MENU_ENTRIES: readonly SideMenuEntry[] = [
  { id: 'home', labelKey: 'home', path: paths.home, icon: HomeIcon },
  {
    id: 'memberHome',
    labelKey: 'memberHome',
    path: paths.memberHome,
    icon: UserIcon,
    requiresLogin: true,
  },
  {
    id: 'withdraw',
    labelKey: 'withdraw',
    path: paths.withdraw,
    icon: WithdrawIcon,
    requiresLogin: true,
  },
  {
    id: 'deposit',
    labelKey: 'deposit',
    path: paths.voucherCenter,
    icon: DepositIcon,
    requiresLogin: true,
  },
  {
    id: 'betRecord',
    labelKey: 'betRecord',
    path: paths.gameRecord,
    icon: RecordIcon,
    whitelabel: 'TRANSBETREPMEM3',
    requiresLogin: true,
  },
  {
    id: 'transactionRecord',
    labelKey: 'transactionRecord',
    path: paths.transactionRecord,
    icon: WalletIcon,
    whitelabel: 'TRANSREC3',
    requiresLogin: true,
  },
  {
    id: 'profitAndLoss',
    labelKey: 'profitAndLoss',
    path: paths.profitAndLoss,
    icon: ChartIcon,
    whitelabel: 'PERSREP',
    requiresLogin: true,
  },
  {
    id: 'rewardCenter',
    labelKey: 'rewardCenter',
    path: paths.rewardCenter,
    icon: BonusIcon,
    whitelabel: 'REWCEN3',
  },
  {
    id: 'pointsMall',
    labelKey: 'pointsMall',
    path: paths.mallHome,
    icon: BagIcon,
    whitelabel: 'PTSYS3',
  },
  {
    id: 'securityCenter',
    labelKey: 'securityCenter',
    path: paths.securityCenter,
    icon: ShieldIcon,
    whitelabel: 'SECPRIV',
    requiresLogin: true,
  },
  {
    id: 'agentCentre',
    labelKey: 'agentCentre',
    path: paths.agentHome,
    icon: InviteIcon,
    whitelabel: 'AGEINFO3',
    requiresLogin: true,
    agentsOnly: true,
  },
  { id: 'helpCenter', labelKey: 'helpCenter', path: paths.help, icon: HelpIcon },
];

export interface Viewer {
  loggedIn: boolean;
  isAgent: boolean;
  flag: (key: WhitelabelKey) => boolean;
}

export function visibleSideMenuEntries(viewer: Viewer): SideMenuEntry[] {
  return SIDE_MENU_ENTRIES.filter((entry) => {
    if (entry.requiresLogin && !viewer.loggedIn) return false;
    if (entry.agentsOnly && !viewer.isAgent) return false;
    return !entry.whitelabel || viewer.flag(entry.whitelabel);
  });
}
