import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  containingServerHtmlBox,
  fakeApi,
  FULL_SCREEN_OVERLAY_HTML,
  initTestI18n,
  ok,
} from '@lobby/shared/testing';
import { rememberExclusion, useSystemStatusStore } from '@lobby/shared';
import { useRealityCheckShowing } from '@/features/reality-check/hooks/reality-check-showing';
import { memberSession, renderAt, setStatus, setViewer } from '@/test/render-shell';
import { HomeOverlays } from './HomeOverlays';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const resources = [
  {
    resourceType: 'IOS',
    url: 'itms-services://?action=download-manifest&url=https://a.example/m.plist',
  },
  { resourceType: 'Android', url: 'https://a.example/lobby.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://a.example/lobby.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/wps/img/app/icon.svg' },
];

const popups = [
  {
    id: 7,
    title: 'Welcome to Lobby',
    content:
      '<div style="padding:16px"><p>Claim your bonus</p><img src="/a.svg" onerror="steal()"><a href="/m/activity">See offers</a></div>',
  },
  { id: 8, title: 'Weekend race', content: '<p>Top 50 share the prize</p>' },
];

let announcementCalls = 0;
function serve(list: unknown[] = popups) {
  announcementCalls = 0;
  fakeApi((request) => {
    if (request.url === '/wps/announcements') {
      announcementCalls += 1;
      return ok({ popup: list, hot: [], player: [], promotion: [], banners: [] });
    }
    return { status: 404, body: { success: false } };
  });
}

function promotion(on = true, extra: Record<string, unknown> = {}) {
  setStatus({}, { appWindowPromotion: on, resources, mobileTemplate: {}, ...extra });
}

function useAgent(agent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent);
}

beforeAll(() => initTestI18n(['common']));
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setViewer(null);
  useAgent(android);
  promotion(false);
  serve();
});

const dialog = () => screen.findByRole('dialog');

async function closeAll(via: 'Close' | 'OK' = 'Close') {
  const titles: string[] = [];
  let open: HTMLElement | null = await dialog();
  for (; open; open = screen.queryByRole('dialog')) {
    titles.push(within(open).getByRole('heading').textContent ?? '');
    await userEvent.click(within(open).getByRole('button', { name: via }));
  }
  return titles;
}

describe('home login popups', () => {
  beforeEach(() => setViewer(memberSession));

  it('shows the popup announcements one after another, each closable, then none', async () => {
    renderAt(<HomeOverlays />);
    const first = await dialog();
    expect(within(first).getByRole('heading', { name: 'Welcome to Lobby' })).toBeInTheDocument();
    expect(within(first).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'OK' }));
    const second = screen.getByRole('dialog', { name: 'Weekend race' });
    expect(within(second).getByText('2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while a reality check is on screen, and none while the device is in an exclusion', async () => {
    useRealityCheckShowing.setState({ showing: true });
    const { unmount } = renderAt(<HomeOverlays />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useRealityCheckShowing.setState({ showing: false }));
    expect(await dialog()).toBeInTheDocument();
    unmount();

    window.sessionStorage.clear();
    rememberExclusion(new Date(Date.now() + 86_400_000).toISOString());
    setViewer({ ...memberSession, token: 't-member-2' });
    renderAt(<HomeOverlays />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Lobby' })).not.toBeInTheDocument();
  });

  it('shows operator HTML sanitized, its px as rem', async () => {
    renderAt(<HomeOverlays />);
    const first = await dialog();
    expect(within(first).getByText('Claim your bonus')).toBeInTheDocument();
    expect(first.querySelector('[onerror]')).toBeNull();
    expect(first.querySelector('.lb-server-html div[style]')).toHaveAttribute(
      'style',
      'padding:1rem',
    );
  });

  it('keeps an operator box with position:fixed inside the popup, which still closes', async () => {
    serve([{ id: 9, title: 'Covering popup', content: FULL_SCREEN_OVERLAY_HTML }]);
    renderAt(<HomeOverlays />);
    const popup = await dialog();
    const box = containingServerHtmlBox(within(popup).getByText('Covering box'));
    expect(popup).toContainElement(box);
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a link inside a popup to a page of the site goes there in the app and ends the popups', async () => {
    renderAt(<HomeOverlays />);
    await userEvent.click(within(await dialog()).getByRole('link', { name: 'See offers' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activity');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a visitor gets none and does not ask for them', async () => {
    setViewer(null);
    renderAt(<HomeOverlays />);
    await waitFor(() => expect(useSystemStatusStore.getState().status).not.toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(announcementCalls).toBe(0);
  });

  it('a member sees them once after each login', async () => {
    setViewer(memberSession);
    const first = renderAt(<HomeOverlays />);
    await closeAll();
    first.unmount();

    const again = renderAt(<HomeOverlays />); // reload, same login
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    setViewer({ ...memberSession, token: 't-member-next-login' });
    renderAt(<HomeOverlays />);
    expect(await closeAll()).toEqual(['Welcome to Lobby', 'Weekend race']);
  });

  it('asks in the current language and shows nothing when there are none', async () => {
    const seen = fakeApi(() => ok({ popup: [], hot: [], player: [], promotion: [], banners: [] }));
    renderAt(<HomeOverlays />);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.params).toMatchObject({ types: 'PU', language: 'EN' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('download popup', () => {
  it('follows the login popups on Android with the Android app, once per session', async () => {
    promotion(true);
    setViewer(memberSession);
    const first = renderAt(<HomeOverlays />);
    expect(await closeAll('OK')).toEqual(['Welcome to Lobby', 'Weekend race', 'Get the Lobby app']);
    first.unmount();

    // The next login brings the login popups again, but not the download popup a second time.
    setViewer({ ...memberSession, token: 't-member-next-login' });
    renderAt(<HomeOverlays />);
    expect(await closeAll('OK')).toEqual(['Welcome to Lobby', 'Weekend race']);
  });

  it("is left out when an operator's popup already leads to the app download page", async () => {
    promotion(true);
    setViewer(memberSession);
    serve([
      ...popups,
      { id: 9, title: 'Download our app', content: '<p>Get the <a href="/m/download">app</a></p>' },
    ]);
    const first = renderAt(<HomeOverlays />);
    expect(await closeAll('OK')).toEqual(['Welcome to Lobby', 'Weekend race', 'Download our app']);
    first.unmount();

    // It counted as the session's offer: the next visit brings no download popup either.
    setViewer({ ...memberSession, token: 't-member-next-login' });
    serve([]);
    renderAt(<HomeOverlays />);
    await waitFor(() => expect(announcementCalls).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is the only popup a visitor gets', async () => {
    promotion(true);
    renderAt(<HomeOverlays />);
    expect(await closeAll('OK')).toEqual(['Get the Lobby app']);
    expect(announcementCalls).toBe(0);
  });

  it('offers the Android app on Android and the iOS app, profile and add-to-home on iPhone Safari', async () => {
    promotion(true);
    serve([]);
    const first = renderAt(<HomeOverlays />);
    const androidPopup = await screen.findByRole('dialog', { name: 'Get the Lobby app' });
    expect(
      within(androidPopup).getByRole('link', { name: 'Download for Android' }),
    ).toHaveAttribute('href', 'https://a.example/lobby.apk');
    expect(
      within(androidPopup).queryByRole('link', { name: /iPhone|iOS/ }),
    ).not.toBeInTheDocument();
    first.unmount();

    window.sessionStorage.clear();
    useAgent(iphoneSafari);
    renderAt(<HomeOverlays />);
    const iosPopup = await screen.findByRole('dialog', { name: 'Get the Lobby app' });
    expect(within(iosPopup).getByRole('link', { name: 'Download for iPhone' })).toHaveAttribute(
      'href',
      resources[0]!.url,
    );
    expect(within(iosPopup).getByRole('link', { name: 'Install the iOS profile' })).toHaveAttribute(
      'href',
      resources[2]!.url,
    );
    const guide = within(iosPopup).getByRole('region', { name: 'Add to Home Screen in 3 steps' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Tap Share at the bottom of Safari', 'Choose “Add to Home Screen”', 'Tap “Add”']);
    expect(within(guide).getByText(/iOS 12\.1 and earlier/)).toBeInTheDocument();
    expect(
      within(iosPopup).queryByRole('link', { name: 'Download for Android' }),
    ).not.toBeInTheDocument();
  });

  it('is not shown without app-window promotion, without links, or inside the app', async () => {
    serve([]);
    promotion(false);
    let view = renderAt(<HomeOverlays />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    setStatus({}, { appWindowPromotion: true, resources: [{ resourceType: 'IOS', url: '/ios' }] });
    view = renderAt(<HomeOverlays />); // Android phone, iOS link only
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeInTheDocument();
    view.unmount();

    promotion(true);
    useAgent(`${android} LobbyApp/2.1`);
    renderAt(<HomeOverlays />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });
});

describe('download bar', () => {
  beforeEach(() => serve([]));

  it('shows icon, name, description, five stars and a button to the download page', async () => {
    promotion(true, { mobileTemplate: { app_desc: 'Play anywhere with the Lobby app' } });
    renderAt(<HomeOverlays />);
    const bar = await screen.findByRole('region', { name: 'Get the app' });
    expect(within(bar).getByText('Lobby App')).toBeInTheDocument();
    expect(within(bar).getByText('Play anywhere with the Lobby app')).toBeInTheDocument();
    expect(
      within(bar).getByRole('img', { name: 'Rated 5 out of 5' }).querySelectorAll('svg'),
    ).toHaveLength(5);
    expect(bar.querySelector('img')).toHaveAttribute('src', '/wps/img/app/icon.svg');
    await userEvent.click(within(bar).getByRole('link', { name: 'Download' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/download');
  });

  it('describes the app in the viewer’s language when the template has no description', async () => {
    promotion(true);
    renderAt(<HomeOverlays />);
    const bar = await screen.findByRole('region', { name: 'Get the app' });
    expect(within(bar).getByText('Faster games and exclusive bonuses')).toBeInTheDocument();
  });

  it('closing it is remembered for the session', async () => {
    promotion(true);
    const first = renderAt(<HomeOverlays />);
    // the download popup comes too; it is not what this test is about
    await closeAll();
    const bar = await screen.findByRole('region', { name: 'Get the app' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
    first.unmount();

    renderAt(<HomeOverlays />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('is not shown without promotion, without links, or in the installed web app', async () => {
    promotion(false);
    let view = renderAt(<HomeOverlays />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    view.unmount();

    setStatus(
      {},
      { appWindowPromotion: true, resources: [{ resourceType: 'AppDownloadIcon', url: '/i.svg' }] },
    );
    view = renderAt(<HomeOverlays />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    view.unmount();

    promotion(true);
    window.matchMedia = ((query: string) => ({
      matches: query === '(display-mode: standalone)',
    })) as unknown as typeof window.matchMedia;
    try {
      renderAt(<HomeOverlays />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });
});
