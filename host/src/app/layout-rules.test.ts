import { layoutFor, withWayOut } from './layout-rules';
import { ROUTE_TABLE } from './route-table';

const concrete = (pattern: string) => pattern.replace(/:\w+/g, 'x').replace('*', 'notBuiltYet');
const ALL_URLS = ROUTE_TABLE.map((entry) => concrete(entry.path));
const HOME_URLS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

// Spec section 2, written out independently of layout-rules.ts.
const HEADER_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/message',
  '/m/app',
  '/m/lottery',
  // Issue 32: a lottery game is full screen with its own close hotspot.
  '/m/startLottery',
  '/m/lotto-h5/x/x/games/x',
  '/m/forget',
  '/m/member/home',
  '/m/agent',
  '/m/agent-home',
  // Issue 36: the customer-service chat has its own title bar and composer, full screen.
  '/m/liveChat',
];
const BOTTOM_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/lottery',
  '/m/startLottery',
  '/m/lotto-h5/x/x/games/x',
  '/m/forget',
  '/m/changePsw',
  '/m/app',
  '/m/notice',
  '/m/agent',
  '/m/agent-home',
  '/m/help',
  // Issue 36: the public legal pages read like help articles, full height.
  '/m/terms',
  '/m/privacy',
  '/m/playResponsibly',
  '/m/download',
  '/m/liveChat',
];
// Screens with their own back button (game list, ranks, the agent's team screens): the header
// adds none.
const OWN_BACK = [
  '/m/gameList',
  '/m/game',
  '/m/games',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/hot',
  '/m/live',
  '/m/rng',
  '/m/sports',
  '/m/esports',
  '/m/fish',
  '/m/pvp',
  '/m/lott',
  '/m/elott',
  '/deposit-rank',
  '/bet-rank',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/member/team',
  '/m/teamBetting',
  '/m/member/notice',
  '/m/agentRegister',
  '/m/member/teamRebate',
  '/m/member/agent/agentRebeat',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/member/agent/offers/x',
  '/m/member/team/x',
  // The security centre's title bar has its own back (to its list from a section).
  '/m/securityCenter',
  '/m/redRain',
  '/m/inviteFriends',
  '/m/mall/mallHome',
  // Issue 33 item 10: like the member's other tools, the app header over its own title bar.
  '/m/responsibleGaming',
];
const BACK_HOME = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/trail',
  '/m/activity',
  '/m/forget',
];

describe('layout rules over every route', () => {
  it.each(ALL_URLS)('%s', (url) => {
    const layout = layoutFor(url);
    const home = HOME_URLS.includes(url);
    expect(layout.banner).toBe(home);
    expect(layout.header).toBe(!HEADER_HIDDEN.includes(url));
    expect(layout.bottomMenu).toBe(!BOTTOM_HIDDEN.includes(url));
    if (home) {
      expect(layout).toMatchObject({ headerStart: 'logo', back: null });
    } else if (url === '/m/changePsw' || OWN_BACK.includes(url)) {
      expect(layout).toMatchObject({ headerStart: 'none', back: null });
    } else {
      expect(layout.headerStart).toBe('back');
      expect(layout.back).toBe(BACK_HOME.includes(url) ? 'home' : 'history');
    }
  });

  it('lays out unknown paths as home', () => {
    expect(layoutFor('/somewhere/else')).toEqual({
      banner: true,
      header: true,
      bottomMenu: true,
      headerStart: 'logo',
      back: null,
    });
  });

  it('keeps the header and bottom menu on a plain remote page', () => {
    expect(layoutFor('/m/withdraw')).toMatchObject({
      header: true,
      bottomMenu: true,
      back: 'history',
    });
  });
});

describe('withWayOut (a route whose remote failed)', () => {
  it('gives the agent home, which hides header and bottom menu, a header with back', () => {
    const layout = withWayOut(layoutFor('/m/agent'));
    expect(layout).toMatchObject({ header: true, headerStart: 'back', back: 'history' });
    expect(layout.bottomMenu).toBe(false);
  });

  it('gives a screen with its own title bar the shell back arrow', () => {
    expect(withWayOut(layoutFor('/m/agent/team/overview'))).toMatchObject({
      header: true,
      headerStart: 'back',
    });
  });

  it('keeps the bottom menu where the rules show it, and home as it is', () => {
    expect(withWayOut(layoutFor('/m/activity')).bottomMenu).toBe(
      layoutFor('/m/activity').bottomMenu,
    );
    expect(withWayOut(layoutFor('/m/home'))).toEqual(layoutFor('/m/home'));
  });
});
