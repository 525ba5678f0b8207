import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@lobby/shared/testing';
import { useBalanceVisibility, useSessionStore } from '@lobby/shared';
import {
  ALL_FLAGS_ON,
  agentSession,
  memberSession,
  renderAt,
  setStatus,
  setViewer,
} from '@/test/render-shell';
import { SideMenu } from './SideMenu';

beforeAll(() => initTestI18n(['common']));
beforeEach(() => useBalanceVisibility.setState({ hidden: false }));

function openMenu() {
  renderAt(<SideMenu open onClose={jest.fn()} />);
  return screen.getByRole('dialog', { name: 'Menu' });
}

const entryNames = (menu: HTMLElement) =>
  within(within(menu).getByRole('navigation'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('SideMenu', () => {
  it('offers a visitor login, register, public entries and help, but no sign-out', () => {
    setViewer(null);
    setStatus(ALL_FLAGS_ON);
    const menu = openMenu();
    expect(within(menu).getByText('Welcome, guest')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(entryNames(menu)).toEqual(['Home', 'Reward center', 'Points mall', 'Help center']);
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows a member their name, club, balance and every enabled entry, and sign-out', () => {
    setViewer(memberSession);
    setStatus(ALL_FLAGS_ON);
    const menu = openMenu();
    expect(within(menu).getByText('demo')).toBeInTheDocument();
    expect(within(menu).getByText('VIP 3')).toBeInTheDocument();
    expect(within(menu).getByTestId('balance-amount')).toHaveTextContent('￥12,345.68');
    expect(entryNames(menu)).toEqual([
      'Home',
      'Member centre',
      'Withdraw',
      'Deposit',
      'Bet record',
      'Transaction record',
      'Profit and loss',
      'Reward center',
      'Points mall',
      'Security center',
      'Help center',
    ]);
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("shows the member's picture when one is set, the figure when not", () => {
    setViewer(memberSession);
    setStatus(ALL_FLAGS_ON);
    const member = useSessionStore.getState().member!;
    useSessionStore.getState().setMember({ ...member, iconUrl: '/wps/img/member/k1.png' });
    const menu = openMenu();
    const avatar = within(menu).getByTestId('member-avatar');
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/wps/img/member/k1.png');
    act(() => useSessionStore.getState().setMember({ ...member, iconUrl: null }));
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('adds the agent centre for agents', () => {
    setViewer(agentSession);
    setStatus(ALL_FLAGS_ON);
    expect(entryNames(openMenu())).toContain('Agent centre');
  });

  it('hides every gated entry when the white-label flags are off, keeping help center', () => {
    setViewer(agentSession);
    setStatus({});
    expect(entryNames(openMenu())).toEqual([
      'Home',
      'Member centre',
      'Withdraw',
      'Deposit',
      'Help center',
    ]);
  });

  it('masks the balance with asterisks and shows it again', async () => {
    setViewer(memberSession);
    setStatus({});
    const menu = openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Hide balance' }));
    expect(within(menu).getByTestId('balance-amount')).toHaveTextContent('￥****');
    await userEvent.click(within(menu).getByRole('button', { name: 'Show balance' }));
    expect(within(menu).getByTestId('balance-amount')).toHaveTextContent('￥12,345.68');
  });

  it('offers every language in the picker', async () => {
    setViewer(null);
    setStatus({});
    const menu = openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: /Language/ }));
    const picker = screen.getByRole('dialog', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('lang')).length,
    ).toBe(35);
    expect(within(picker).getByRole('button', { name: /Bahasa Indonesia/ })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: /^English EN$/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
