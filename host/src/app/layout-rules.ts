import { paths } from '@lobby/shared';
import type { HeaderLayout } from '@/features/header/components/Header';
import { resolveRoute } from './route-table';

/** Spec section 2 layout rules, as data keyed by route pattern (see route-table.ts). */
export const HEADER_HIDDEN_ON: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.message,
  // the chat has its own title bar (back to the launch's backUrl) and fills the screen
  paths.liveChat,
  paths.app,
  paths.lottery,
  // a lottery game fills the screen, with its own close hotspot
  paths.startLottery,
  paths.lottoH5,
  paths.forget,
  paths.memberHome,
  paths.agentHome,
  paths.agentHomeAlias,
];

export const BOTTOM_MENU_HIDDEN_ON: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.slotsCenter,
  paths.gameList,
  paths.lottery,
  paths.startLottery,
  paths.lottoH5,
  paths.forget,
  paths.changePsw,
  paths.app,
  paths.notice,
  paths.agentHome,
  paths.agentHomeAlias,
  paths.help,
  paths.liveChat,
  paths.terms,
  paths.privacy,
  paths.playResponsibly,
  paths.download,
];

/** Back from these goes home; from the others one step back. */
export const BACK_GOES_HOME_ON: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.trail,
  paths.activity,
  paths.forget,
];

/** No back arrow at all here (home paths show the logo instead). */
export const NO_BACK_ON: readonly string[] = [paths.changePsw];

/**
 * Screens with a title bar and back button of their own (spec section 2: the game list screen's
 * header back button, the rank screen's back arrow). The header keeps its place there but shows
 * no back arrow, so each screen has exactly one.
 */
export const OWN_BACK_ON: readonly string[] = [
  paths.gameList,
  paths.game,
  paths.games,
  paths.gameCenter,
  paths.slotsCenter,
  paths.hot,
  paths.live,
  paths.rng,
  paths.sports,
  paths.esports,
  paths.fish,
  paths.pvp,
  paths.lott,
  paths.elott,
  paths.depositRank,
  paths.betRank,
  // the agent's team screens (remote-agent's PageTitleBar)
  paths.agentTeamOverview,
  paths.agentTeamPnl,
  paths.memberTeam,
  paths.memberTeamDetail,
  paths.teamBetting,
  paths.memberNotice,
  // the agent money screens (the same title bar)
  paths.agentRegister,
  paths.memberTeamRebate,
  paths.agentRebate,
  paths.agentDividend,
  paths.agentSalaryContract,
  paths.agentDividendContract,
  paths.agentHourContract,
  paths.agentSubContracts,
  // The security centre's sections each have a title bar whose back returns to its list.
  paths.securityCenter,
  // PageTitleBar screens of the rewards (remote-promo) and the points mall (remote-member)
  paths.redRain,
  paths.inviteFriends,
  paths.mallHome,
  // Responsible gaming too, as the member's other tools (issue 33 item 10: it alone had no app
  // header, so moving between those screens made the header come and go).
  paths.responsibleGaming,
];

/** The shell's layout of a route; headerStart and back are what the header shows at its start. */
export interface Layout extends HeaderLayout {
  banner: boolean;
  header: boolean;
  bottomMenu: boolean;
}

export function layoutFor(pathname: string): Layout {
  const { entry, isHome } = resolveRoute(pathname);
  const pattern = entry.path;
  if (isHome)
    return { banner: true, header: true, bottomMenu: true, headerStart: 'logo', back: null };
  const noBack = NO_BACK_ON.includes(pattern) || OWN_BACK_ON.includes(pattern);
  return {
    banner: false,
    header: !HEADER_HIDDEN_ON.includes(pattern),
    bottomMenu: !BOTTOM_MENU_HIDDEN_ON.includes(pattern),
    headerStart: noBack ? 'none' : 'back',
    back: noBack ? null : BACK_GOES_HOME_ON.includes(pattern) ? 'home' : 'history',
  };
}

/**
 * The layout while a route's remote failed: its own title bar and back arrow are not there, so
 * the shell's header shows with a back arrow (home when there is no page to go back to); the
 * bottom menu stays where the rules show it. An installed app is never left without a way out.
 */
export function withWayOut(layout: Layout): Layout {
  if (layout.headerStart === 'logo') return layout;
  return { ...layout, header: true, headerStart: 'back', back: layout.back ?? 'history' };
}
