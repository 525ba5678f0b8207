// The one table of route paths (spec section 2). Components use these names, never string paths.
export const paths = {
  root: '/',
  m: '/m',
  mSlash: '/m/',
  index: '/m/index',
  indexHtml: '/m/index.html',
  home: '/m/home',
  // auth
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  set: '/m/set',
  trail: '/m/trail',
  // lobby
  gameList: '/m/gameList',
  game: '/m/game',
  games: '/m/games',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  hot: '/m/hot',
  live: '/m/live',
  rng: '/m/rng',
  sports: '/m/sports',
  esports: '/m/esports',
  fish: '/m/fish',
  pvp: '/m/pvp',
  lott: '/m/lott',
  elott: '/m/elott',
  lottery: '/m/lottery',
  startLottery: '/m/startLottery',
  lottoH5: '/m/lotto-h5/:mui/:playType/games/:gameId',
  // member
  memberHome: '/m/member/home',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  transactionRecord: '/m/transaction/record',
  gameRecord: '/m/gameRecord',
  profitAndLoss: '/m/profitandloss',
  securityCenter: '/m/securityCenter',
  responsibleGaming: '/m/responsibleGaming',
  mallHome: '/m/mall/mallHome',
  message: '/m/message',
  webEmail: '/m/webEmail',
  notice: '/m/notice',
  help: '/m/help',
  /** The platform's customer-service chat (GET /wps/chat/launch gives its URL with a ticket). */
  liveChat: '/m/liveChat',
  // public legal pages (operator content; linked from the footer and the register form)
  terms: '/m/terms',
  privacy: '/m/privacy',
  playResponsibly: '/m/playResponsibly',
  download: '/m/download',
  app: '/m/app',
  down: '/m/down',
  // promo
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  rewardCenter: '/m/rewardCenter',
  inviteFriends: '/m/inviteFriends',
  redRain: '/m/redRain',
  depositRank: '/deposit-rank',
  betRank: '/bet-rank',
  // agent
  agentHome: '/m/agent',
  agentHomeAlias: '/m/agent-home',
  agentRegister: '/m/agentRegister',
  agentTeamOverview: '/m/agent/team/overview',
  agentTeamPnl: '/m/agent/team/pnl',
  memberTeam: '/m/member/team',
  /** A team member's detail (its figures for a period, state, limits). */
  memberTeamDetail: '/m/member/team/:memberId',
  memberTeamRebate: '/m/member/teamRebate',
  teamBetting: '/m/teamBetting',
  memberNotice: '/m/member/notice',
  agentSalaryContract: '/m/member/agent/getSalaryContract',
  agentDividendContract: '/m/member/agent/getDevidendContract',
  agentHourContract: '/m/member/agent/getHourContract',
  agentRebate: '/m/member/agent/agentRebeat',
  agentDividend: '/m/member/agent/agentDivident',
  /** The upline's contract offers to one direct sub-agent. */
  agentSubContracts: '/m/member/agent/offers/:agentId',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** The paths that show the home page (spec section 2). */
export const HOME_PATHS: readonly string[] = [
  paths.root,
  paths.m,
  paths.mSlash,
  paths.index,
  paths.indexHtml,
  paths.home,
];

export type QueryValue = string | number | boolean | null | undefined;

/** Appends a query string, skipping null/undefined values: withQuery(paths.notice, { index: 2 }). */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The embedded lottery path: lottoH5Path('mui1', 'trad', 'G1'). */
export function lottoH5Path(mui: string, playType: string, gameId: string): string {
  const segment = (value: string) => encodeURIComponent(value);
  return `/m/lotto-h5/${segment(mui)}/${segment(playType)}/games/${segment(gameId)}`;
}

/** True for '/m/home' and the other home aliases; trailing slash and case tolerated. */
export function isHomePath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    HOME_PATHS.some((home) => home.toLowerCase() === normalized.toLowerCase()) || pathname === '/m/'
  );
}
