import { fetchUnreadInbox, UNREAD_WINDOW_MS } from '@lobby/shared';
import { fakeEndpoints } from '@lobby/shared/testing';

describe('fetchUnreadInbox', () => {
  afterEach(() => jest.useRealTimers());

  it('lets badges asked for at once share one request, and asks again after the window', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    let unread = 3;
    const requests = fakeEndpoints({ 'GET /wps/inbox/unread': () => ({ unread }) });

    const [home, center] = await Promise.all([fetchUnreadInbox(), fetchUnreadInbox()]);
    expect([home, center]).toEqual([3, 3]);
    expect(requests).toHaveLength(1);

    unread = 5;
    jest.setSystemTime(1_000_000 + UNREAD_WINDOW_MS);
    expect(await fetchUnreadInbox()).toBe(5);
    expect(requests).toHaveLength(2);
  });
});
