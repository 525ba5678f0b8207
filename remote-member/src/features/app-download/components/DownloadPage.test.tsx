import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadLink } from '@lobby/platform-api/contract';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  resetStores,
  setStatus,
} from '@lobby/shared/testing';
import { DownloadPage } from './DownloadPage';

const LINKS: DownloadLink[] = [
  { resourceType: 'IOS', url: 'itms-services://?action=download-manifest' },
  { resourceType: 'Android', url: 'https://download.example/lobby.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://download.example/lobby.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/wps/img/app/icon.svg' },
];

function platform(reply: () => FakeReply = () => ok(LINKS)) {
  return fakeApi((request) =>
    request.url === '/wps/system/downloads' ? reply() : fail(404, 'NOT_FOUND', 'not_found'),
  );
}

const CHROME_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148';

describe('app download page', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => resetStores());

  it.each(['/m/download', '/m/down', '/m/app'])(
    '%s offers the iOS profile and the Android app',
    async (path) => {
      platform();
      renderAt(path, <DownloadPage ownBar={path === '/m/app'} />);
      expect(screen.getByText('Loading…')).toBeInTheDocument();
      const ios = await screen.findByRole('link', { name: /Download for iOS/ });
      expect(ios).toHaveAttribute('href', 'https://download.example/lobby.mobileconfig');
      expect(screen.getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
        'href',
        'https://download.example/lobby.apk',
      );
      expect(screen.getAllByRole('heading', { name: 'Get the Lobby app' })).toHaveLength(1);
    },
  );

  it('uses the iOS app link when there is no profile, and the operator’s description', async () => {
    setStatus({ mobileTemplate: { app_desc: 'Play anywhere with the Lobby app' } });
    platform(() => ok(LINKS.filter((link) => link.resourceType !== 'MOBILECONFIG')));
    renderAt('/m/download', <DownloadPage />);
    expect(await screen.findByRole('link', { name: /Download for iOS/ })).toHaveAttribute(
      'href',
      'itms-services://?action=download-manifest',
    );
    expect(screen.getByText('Play anywhere with the Lobby app')).toBeInTheDocument();
  });

  it('shows only the buttons that have a link, and says when there is none', async () => {
    platform(() => ok([LINKS[1]]));
    const { unmount } = renderAt('/m/download', <DownloadPage />);
    await screen.findByRole('link', { name: /Download for Android/ });
    expect(screen.queryByRole('link', { name: /Download for iOS/ })).not.toBeInTheDocument();
    unmount();

    platform(() => ok([]));
    renderAt('/m/download', <DownloadPage />);
    expect(await screen.findByText('The app is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error with retry, and recovers', async () => {
    let calls = 0;
    platform(() => (++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok(LINKS)));
    renderAt('/m/download', <DownloadPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The download links could not be loaded.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Download for iOS/ })).toBeInTheDocument();
  });

  it('asks iPhone users of another browser to use Safari', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME_ON_IPHONE);
    platform();
    renderAt('/m/download', <DownloadPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Download for iOS/ }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText('Please use Safari for download App.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has its own title bar on /m/app, where the site shows no header', async () => {
    platform();
    renderAt('/m/app', <DownloadPage ownBar />);
    await screen.findByRole('link', { name: /Download for iOS/ });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('App download');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });
});
