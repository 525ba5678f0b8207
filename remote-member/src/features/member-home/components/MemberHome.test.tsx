import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
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
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

function setWhitelabel(flags: Record<string, boolean>) {
  useSystemStatusStore.setState({
    status: { info: { whitelabel: flags } } as unknown as SystemStatus,
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
      ['Messages', '/m/message'],
      ['Help center', '/m/help'],
      ['Settings', '/m/set'],
    ]);
  });
});
