import { matchPath } from 'react-router-dom';
import { paths, type RemoteName } from '@lobby/shared';

export type RouteOwner = 'host' | RemoteName;

export interface RouteEntry {
  /** A react-router pattern (absolute). */
  path: string;
  owner: RouteOwner;
}

/** Every route of spec section 2 and who renders it (GUIDE.md section 2). Order does not matter. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // host: home and its aliases
  { path: paths.root, owner: 'host' },
  { path: paths.m, owner: 'host' },
  { path: paths.index, owner: 'host' },
  { path: paths.indexHtml, owner: 'host' },
  { path: paths.home, owner: 'host' },
  // remote-auth
  { path: paths.login, owner: 'auth' },
  { path: paths.register, owner: 'auth' },
  { path: paths.registerHtml, owner: 'auth' },
  { path: paths.forget, owner: 'auth' },
  { path: paths.changePsw, owner: 'auth' },
  { path: paths.set, owner: 'auth' },
  { path: paths.trail, owner: 'auth' },
  // remote-lobby
  { path: paths.gameList, owner: 'lobby' },
  { path: paths.game, owner: 'lobby' },
  { path: paths.games, owner: 'lobby' },
  { path: paths.gameCenter, owner: 'lobby' },
  { path: paths.slotsCenter, owner: 'lobby' },
  { path: paths.hot, owner: 'lobby' },
  { path: paths.live, owner: 'lobby' },
  { path: paths.rng, owner: 'lobby' },
  { path: paths.sports, owner: 'lobby' },
  { path: paths.esports, owner: 'lobby' },
  { path: paths.fish, owner: 'lobby' },
  { path: paths.pvp, owner: 'lobby' },
  { path: paths.lott, owner: 'lobby' },
  { path: paths.elott, owner: 'lobby' },
  { path: paths.lottery, owner: 'lobby' },
  { path: paths.startLottery, owner: 'lobby' },
  { path: paths.lottoH5, owner: 'lobby' },
  // remote-member
  { path: paths.memberHome, owner: 'member' },
  { path: paths.voucherCenter, owner: 'member' },
  { path: paths.withdraw, owner: 'member' },
  { path: paths.transactionRecord, owner: 'member' },
  { path: paths.gameRecord, owner: 'member' },
  { path: paths.profitAndLoss, owner: 'member' },
  { path: paths.securityCenter, owner: 'member' },
  { path: paths.responsibleGaming, owner: 'member' },
  { path: paths.mallHome, owner: 'member' },
  { path: paths.message, owner: 'member' },
  { path: paths.webEmail, owner: 'member' },
  { path: paths.notice, owner: 'member' },
  { path: paths.help, owner: 'member' },
  { path: paths.liveChat, owner: 'member' },
  { path: paths.terms, owner: 'member' },
  { path: paths.privacy, owner: 'member' },
  { path: paths.playResponsibly, owner: 'member' },
  { path: paths.download, owner: 'member' },
  { path: paths.app, owner: 'member' },
  { path: paths.down, owner: 'member' },
  // remote-promo
  { path: paths.activity, owner: 'promo' },
  { path: paths.activityDetail, owner: 'promo' },
  { path: paths.rewardCenter, owner: 'promo' },
  { path: paths.inviteFriends, owner: 'promo' },
  { path: paths.redRain, owner: 'promo' },
  { path: paths.depositRank, owner: 'promo' },
  { path: paths.betRank, owner: 'promo' },
  // remote-agent
  { path: paths.agentHome, owner: 'agent' },
  { path: paths.agentHomeAlias, owner: 'agent' },
  { path: paths.agentRegister, owner: 'agent' },
  { path: paths.agentTeamOverview, owner: 'agent' },
  { path: paths.agentTeamPnl, owner: 'agent' },
  { path: paths.memberTeam, owner: 'agent' },
  { path: paths.memberTeamDetail, owner: 'agent' },
  { path: paths.memberTeamRebate, owner: 'agent' },
  { path: paths.teamBetting, owner: 'agent' },
  { path: paths.memberNotice, owner: 'agent' },
  { path: paths.agentSalaryContract, owner: 'agent' },
  { path: paths.agentDividendContract, owner: 'agent' },
  { path: paths.agentHourContract, owner: 'agent' },
  { path: paths.agentRebate, owner: 'agent' },
  { path: paths.agentDividend, owner: 'agent' },
  { path: paths.agentSubContracts, owner: 'agent' },
  // other sub-paths (old links): the agent remote's coming-soon answer
  { path: '/m/member/agent/*', owner: 'agent' },
];

export interface ResolvedRoute {
  /** The matched table entry; unknown paths resolve to the home entry. */
  entry: RouteEntry;
  owner: RouteOwner;
  /** True for home and its aliases, and for unknown paths (which show home). */
  isHome: boolean;
  known: boolean;
}

const HOME_ENTRY = ROUTE_TABLE.find((entry) => entry.path === paths.home)!;

export function resolveRoute(pathname: string): ResolvedRoute {
  const entry = ROUTE_TABLE.find((candidate) =>
    matchPath({ path: candidate.path, end: true }, pathname),
  );
  if (!entry) return { entry: HOME_ENTRY, owner: 'host', isHome: true, known: false };
  return { entry, owner: entry.owner, isHome: entry.owner === 'host', known: true };
}
