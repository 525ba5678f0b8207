import { screen } from '@testing-library/react';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import App from './App';

// Which page each of the member remote's paths shows; the pages' own tests (beside them in
// src/features/) render them directly and test what they do.
describe('member routes', () => {
  beforeAll(() => initTestI18n(['common', 'member', 'wallet']));
  beforeEach(() => {
    resetStores();
    logInAs(0);
    fakeApi((request) =>
      request.url === '/wps/system/downloads' ? ok([]) : fail(404, 'NOT_FOUND', 'not_found'),
    );
  });

  it.each([
    ['/m/message', 'Message center'],
    ['/m/notice', 'Announcements'],
    ['/m/webEmail', 'Inbox'],
    ['/m/help', 'Help center'],
    ['/m/download', 'Get the Lobby app'],
    ['/m/down', 'Get the Lobby app'],
    ['/m/app', 'App download'],
    ['/m/withdraw', 'Withdraw'],
    ['/m/voucherCenter', 'Deposit'],
  ])('%s shows the page titled %s', async (path, title) => {
    renderAt(path, <App />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it('/m/app brings its own title bar with a back button; /m/download has none', async () => {
    const { unmount } = renderAt('/m/app', <App />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Get the Lobby app' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    unmount();
    renderAt('/m/download', <App />);
    await screen.findByRole('heading', { level: 1, name: 'Get the Lobby app' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('/m/member/home shows the member centre', async () => {
    renderAt('/m/member/home', <App />);
    expect(await screen.findByRole('navigation', { name: 'Member centre' })).toBeVisible();
  });
});
