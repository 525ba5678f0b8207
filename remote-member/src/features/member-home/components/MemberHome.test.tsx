import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  paths,
  useSessionStore,
  useSystemStatusStore,
  type MemberInfo,
  type SystemStatus,
} from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, type FakeReply, renderAt } from '@lobby/shared/testing';
import { MemberHome } from './MemberHome';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Lucky Star',
  type: 0,
  clubLabel: { labelName: 'VIP 3' },
  iconUrl: null,
};

function logIn() {
  useSessionStore.getState().setSession({
    token: 'tok',
    merchantCode: 'M1',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
  });
}

function platform(memberReply: () => FakeReply) {
  return fakeApi((request) => {
    if (request.url === '/wps/member/info') return memberReply();
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 88.8 });
    }
    if (request.url === '/wps/inbox/unread') return ok({ unread: 120 });
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

function setWhitelabel(
  flags: Record<string, boolean>,
  mobileTemplate: Record<string, string> = {},
) {
  useSystemStatusStore.setState({
    status: {
      info: { whitelabel: flags, mobileTemplate, customerService: [] },
    } as unknown as SystemStatus,
  });
}

describe('member home', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useSystemStatusStore.setState({ status: null });
  });

  it('sends visitors to login', () => {
    renderAt('/m/member/home', <MemberHome />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('shows a loading skeleton, then nickname, club label, balance and wallet buttons', async () => {
    logIn();
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const seen = platform(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/m/member/home', <MemberHome />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(seen.map((request) => request.url)).toContain('/wps/member/info'));
    answer(ok(MEMBER));
    expect(await screen.findByRole('heading', { name: 'Lucky Star' })).toBeInTheDocument();
    expect(screen.getByText('VIP 3')).toBeInTheDocument();
    expect(await screen.findByText('￥88.80')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
  });

  it('shows the account name the server sends without a nickname, and hides an empty club label', async () => {
    logIn();
    platform(() => ok({ ...MEMBER, nickname: MEMBER.account, clubLabel: null }));
    renderAt('/m/member/home', <MemberHome />);
    expect(await screen.findByRole('heading', { name: 'demo' })).toBeInTheDocument();
    expect(screen.queryByText('VIP 3')).not.toBeInTheDocument();
  });

  it('shows an error with retry when member info fails, and recovers', async () => {
    logIn();
    let calls = 0;
    platform(() => (++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok(MEMBER)));
    renderAt('/m/member/home', <MemberHome />);
    expect(
      await screen.findByText('Your account details could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lucky Star' })).toBeInTheDocument();
  });

  it('lists the member-centre entries allowed by the white-label flags', async () => {
    logIn();
    setWhitelabel({ TRANSBETREPMEM3: true, TRANSREC3: false, PERSREP: true, SECPRIV: true });
    platform(() => ok(MEMBER));
    renderAt('/m/member/home', <MemberHome />);
    await screen.findByRole('heading', { name: 'Lucky Star' });
    const entries = screen.getByRole('navigation', { name: 'Member centre' });
    const links = within(entries).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bet record', '/m/gameRecord'],
      ['Profit and loss', '/m/profitandloss'],
      ['Security center', '/m/securityCenter'],
      ['Responsible gaming', '/m/responsibleGaming'],
      ['Inbox', '/m/webEmail'],
      ['Help center', '/m/help'],
      ['Settings', '/m/set'],
    ]);
    expect(
      within(entries)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Customer service', 'Sign out']);
    // The inbox's unread badge, capped at 99+.
    await waitFor(() =>
      expect(within(entries).getByRole('link', { name: /Inbox/ })).toHaveAccessibleName(
        'Inbox 99+ unread',
      ),
    );
  });

  it('shows every gated entry when all flags are on, and none of them when off', async () => {
    logIn();
    setWhitelabel({
      TRANSBETREPMEM3: true,
      TRANSREC3: true,
      PERSREP: true,
      REWCEN3: true,
      PTSYS3: true,
      SECPRIV: true,
    });
    platform(() => ok(MEMBER));
    const { unmount } = renderAt('/m/member/home', <MemberHome />);
    const all = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(all).getAllByRole('link')).toHaveLength(10);
    unmount();
    setWhitelabel({});
    renderAt('/m/member/home', <MemberHome />);
    const none = await screen.findByRole('navigation', { name: 'Member centre' });
    // By address: the inbox link's text may already carry an unread badge.
    expect(
      within(none)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([paths.responsibleGaming, paths.webEmail, paths.help, paths.set]);
  });

  it('lays out the base template as list rows and the new one (mem_cen 1) as a card and tiles', async () => {
    logIn();
    platform(() => ok(MEMBER));
    setWhitelabel({}, { mem_cen: '0' });
    const { unmount } = renderAt('/m/member/home', <MemberHome />);
    const rows = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(rows).toHaveClass('member-entries');
    // The page is a part of the host's main landmark, not a second one.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(rows.closest('.member-home')).toHaveClass('member-home--base');
    unmount();
    setWhitelabel({}, { mem_cen: '1' });
    renderAt('/m/member/home', <MemberHome />);
    const tiles = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(tiles).toHaveClass('member-tiles');
    expect(tiles.closest('.member-home')).toHaveClass('member-home--new');
    // Same entries and wallet in both: only the layout differs.
    expect(within(tiles).getByRole('link', { name: /Help center/ })).toHaveAttribute(
      'href',
      '/m/help',
    );
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
  });

  it('gives a trial account the register-now prompt', async () => {
    useSessionStore.getState().setSession({
      token: 'tok',
      merchantCode: 'TRIAL01',
      userName: 'guest12345678',
      type: 4,
      firstTimeLogin: false,
    });
    const seen = platform(() => ok(MEMBER));
    renderAt('/m/member/home', <MemberHome />);
    expect(screen.getByRole('heading', { level: 1, name: 'Join now' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('navigation', { name: 'Member centre' })).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('asks before signing out', async () => {
    logIn();
    platform(() => ok(MEMBER));
    renderAt('/m/member/home', <MemberHome />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure to log out?');
  });
});
