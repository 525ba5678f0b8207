import type { ComponentType } from 'react';
import { BonusIcon, GiftIcon, HomeIcon, InviteIcon, UserIcon, paths } from '@lobby/shared';

export type BottomMenuAction = 'navigate' | 'invite' | 'member';

export interface BottomMenuItem {
  id: 'home' | 'promotion' | 'invite' | 'bonus' | 'member';
  icon: ComponentType<{ size?: number }>;
  action: BottomMenuAction;
  /** Where the tab leads (and which paths make it the active tab). */
  path: string;
  activeOn: readonly string[];
}

export const BOTTOM_MENU_ITEMS: readonly BottomMenuItem[] = [
  { id: 'home', icon: HomeIcon, action: 'navigate', path: paths.home, activeOn: [] },
  {
    id: 'promotion',
    icon: GiftIcon,
    action: 'navigate',
    path: paths.activity,
    activeOn: [paths.activity, paths.activityDetail],
  },
  {
    id: 'invite',
    icon: InviteIcon,
    action: 'invite',
    path: paths.inviteFriends,
    activeOn: [paths.inviteFriends],
  },
  {
    id: 'bonus',
    icon: BonusIcon,
    action: 'navigate',
    path: paths.rewardCenter,
    activeOn: [paths.rewardCenter],
  },
  {
    id: 'member',
    icon: UserIcon,
    action: 'member',
    path: paths.memberHome,
    activeOn: [paths.memberHome],
  },
];
