import { initTestI18n } from '@lobby/shared/testing';
import { getPromotions } from './get-promotions';
import { startPromotionsReads } from './start-promotions-reads';

const list = { list: [{ id: 7 }], categories: [] };

let fetched: string[];

beforeEach(async () => {
  await initTestI18n(['promo'], 'VI');
  delete window.__LOBBY_EARLY__;
  fetched = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    fetched.push(String(input));
    return Promise.resolve({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ success: true, value: list }),
    } as Response);
  });
});

describe('the promotions page declares its first read', () => {
  it('starts the list read on a promotions page, and the page is answered by it', async () => {
    startPromotionsReads('/m/activity');
    expect(fetched).toEqual([new URL('/wps/promotions?language=VI', window.location.href).href]);
    // the page's own read, in the reader's language, takes that answer: no second request
    await expect(getPromotions('VI')).resolves.toEqual(list);
    expect(fetched).toHaveLength(1);
  });

  it("starts it for a promotion's detail page too (it reads the same list)", () => {
    startPromotionsReads('/m/activityDetail');
    expect(fetched).toHaveLength(1);
  });

  it('starts nothing on the other pages of the remote', () => {
    for (const page of ['/m/rewardCenter', '/m/inviteFriends', '/m/redRain'])
      startPromotionsReads(page);
    expect(fetched).toEqual([]);
  });
});
