import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@lobby/shared/testing';
import { isHomePath, useToastStore } from '@lobby/shared';
import {
  agentSession,
  memberSession,
  renderAt,
  setStatus,
  setViewer,
  trialSession,
} from '@/test/render-shell';
import { BottomMenu } from './BottomMenu';

beforeAll(() => initTestI18n(['common']));
beforeEach(() => useToastStore.setState({ toasts: [] }));

// The shell passes the route it resolved; the paths used here are their own route patterns.
function renderMenu(path = '/m/home') {
  renderAt(<BottomMenu isHome={isHomePath(path)} routePattern={path} />, path);
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const location = () => screen.getByTestId('location').textContent;

describe('BottomMenu', () => {
  it('has Home, Promotion, Invite, Bonus and Member, Home active on home', () => {
    setViewer(null);
    setStatus({});
    const nav = renderMenu();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Home', 'Promotion', 'Invite', 'Bonus', 'Member']);
    expect(within(nav).getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a visitor to login from Member and Invite', async () => {
    setViewer(null);
    setStatus({ REFERRAL3: true });
    const nav = renderMenu('/m/activity');
    expect(within(nav).getByRole('button', { name: 'Promotion' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Member' }));
    expect(location()).toBe('/m/login');
    await userEvent.click(within(nav).getByRole('button', { name: 'Invite' }));
    expect(location()).toBe('/m/login');
  });

  it('gives a trial account the register-now prompt for Member', async () => {
    setViewer(trialSession);
    setStatus({});
    const nav = renderMenu();
    await userEvent.click(within(nav).getByRole('button', { name: 'Member' }));
    const prompt = screen.getByRole('dialog', { name: 'Join now' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Register now' }));
    expect(location()).toBe('/m/register');
  });

  it('opens member home for a member', async () => {
    setViewer(memberSession);
    setStatus({});
    const nav = renderMenu();
    await userEvent.click(within(nav).getByRole('button', { name: 'Member' }));
    expect(location()).toBe('/m/member/home');
    await userEvent.click(within(nav).getByRole('button', { name: 'Bonus' }));
    expect(location()).toBe('/m/rewardCenter');
  });

  it('gives an agent the agent modal for Invite', async () => {
    setViewer(agentSession);
    setStatus({ REFERRAL3: true });
    const nav = renderMenu();
    await userEvent.click(within(nav).getByRole('button', { name: 'Invite' }));
    const modal = screen.getByRole('dialog', { name: 'Agent centre' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Open agent centre' }));
    expect(location()).toBe('/m/agent');
  });

  it('sends a member to invite friends when referral is on', async () => {
    setViewer(memberSession);
    setStatus({ REFERRAL3: true });
    const nav = renderMenu();
    await userEvent.click(within(nav).getByRole('button', { name: 'Invite' }));
    expect(location()).toBe('/m/inviteFriends');
  });

  it("says 'coming soon' for 1 s when referral is off", async () => {
    setViewer(memberSession);
    setStatus({});
    const nav = renderMenu();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(nav).getByRole('button', { name: 'Invite' }));
    expect(location()).toBe('/m/home');
    expect(screen.getByText('coming soon')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('coming soon')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('asks the shell to plan its destinations once, and to warm the page a tap leads to', () => {
    setViewer(trialSession);
    setStatus({});
    const prefetch = { planWhenIdle: jest.fn(() => () => undefined), warm: jest.fn() };
    renderAt(<BottomMenu isHome routePattern="/m/home" prefetch={prefetch} />, '/m/home');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // a trial account's Member opens a dialog, Invite a toast: no page to plan for them
    expect(prefetch.planWhenIdle).toHaveBeenCalledTimes(1);
    expect(prefetch.planWhenIdle).toHaveBeenCalledWith([
      '/m/home',
      '/m/activity',
      '/m/rewardCenter',
    ]);
    fireEvent.pointerDown(within(nav).getByRole('button', { name: 'Promotion' }));
    expect(prefetch.warm).toHaveBeenCalledWith('/m/activity');
    fireEvent.pointerDown(within(nav).getByRole('button', { name: 'Member' }));
    expect(prefetch.warm).toHaveBeenCalledTimes(1);
  });
});
