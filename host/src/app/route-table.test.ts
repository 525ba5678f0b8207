import { paths } from '@lobby/shared';
import { ROUTE_TABLE, resolveRoute } from './route-table';

// GUIDE.md section 2, written out independently of the table.
const OWNERS: Record<string, string[]> = {
  host: ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'],
  auth: [
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/forget',
    '/m/changePsw',
    '/m/set',
    '/m/trail',
  ],
  lobby: [
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
    '/m/lottery',
    '/m/startLottery',
    '/m/lotto-h5/MUI1/trad/games/G7',
  ],
  member: [
    '/m/member/home',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/transaction/record',
    '/m/gameRecord',
    '/m/profitandloss',
    '/m/securityCenter',
    '/m/mall/mallHome',
    '/m/message',
    '/m/webEmail',
    '/m/notice',
    '/m/help',
    '/m/download',
    '/m/app',
    '/m/down',
  ],
  promo: [
    '/m/activity',
    '/m/activityDetail',
    '/m/rewardCenter',
    '/m/inviteFriends',
    '/m/redRain',
    '/deposit-rank',
    '/bet-rank',
  ],
  agent: [
    '/m/agent',
    '/m/agent-home',
    '/m/agentRegister',
    '/m/agent/team/overview',
    '/m/agent/team/pnl',
    '/m/member/team',
    '/m/member/teamRebate',
    '/m/teamBetting',
    '/m/member/notice',
    '/m/member/agent/getSalaryContract',
    '/m/member/agent/getDevidendContract',
    '/m/member/agent/getHourContract',
    '/m/member/agent/agentRebeat',
    '/m/member/agent/agentDivident',
  ],
};

describe('route table', () => {
  for (const [owner, urls] of Object.entries(OWNERS)) {
    it.each(urls)(`gives %s to ${owner}`, (url) => {
      const resolved = resolveRoute(url);
      expect(resolved.owner).toBe(owner);
      expect(resolved.known).toBe(true);
    });
  }

  it('covers every path of the shared paths table', () => {
    const concrete = (path: string) => path.replace(/:\w+/g, 'x');
    for (const path of Object.values(paths)) {
      expect(resolveRoute(concrete(path)).known).toBe(true);
    }
  });

  it('has one entry per pattern', () => {
    const patterns = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each(['/nowhere', '/m/unknown', '/m/member', '/m/lotto-h5/only', '/m/home/extra'])(
    'shows home for the unknown path %s',
    (url) => {
      expect(resolveRoute(url)).toMatchObject({ owner: 'host', isHome: true, known: false });
    },
  );

  it('tolerates a trailing slash', () => {
    expect(resolveRoute('/m/login/').owner).toBe('auth');
  });
});
