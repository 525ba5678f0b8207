import { badgeText, FOOTER_ITEMS, TILES } from './entries';

describe('agent menu entries', () => {
  it('has the spec’s eleven tiles in order and four footer items', () => {
    expect(TILES.map((tile) => tile.id)).toEqual([
      'teamOverview',
      'transactionRecord',
      'teamMembers',
      'redRain',
      'teamPnl',
      'teamBetting',
      'agentRebate',
      'teamRebate',
      'securityCenter',
      'inbox',
      'customerService',
    ]);
    expect(TILES[1]?.path).toBe('/m/transaction/record');
    expect(FOOTER_ITEMS.map((item) => item.path)).toEqual([
      '/m/home',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
    ]);
  });

  it('caps badges at 99+', () => {
    expect([badgeText(1), badgeText(99), badgeText(100)]).toEqual(['1', '99', '99+']);
  });
});
