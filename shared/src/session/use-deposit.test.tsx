import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, useDeposit, useSessionStore, useToastStore } from '@lobby/shared';
import type { SessionInfo } from '@lobby/shared';
import { initTestI18n, renderAt } from '@lobby/shared/testing';

function DepositButton() {
  const deposit = useDeposit();
  return (
    <button type="button" onClick={deposit}>
      deposit
    </button>
  );
}

const member: SessionInfo = {
  token: 't',
  merchantCode: 'M',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

async function pressDepositOn(url: string) {
  renderAt(url, <DepositButton />);
  await userEvent.click(screen.getByRole('button', { name: 'deposit' }));
  return screen.getByTestId('location').textContent;
}

describe('useDeposit', () => {
  beforeAll(() => initTestI18n(['common']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useToastStore.setState({ toasts: [] });
  });

  it('sends a visitor to login', async () => {
    expect(await pressDepositOn(paths.activity)).toBe(`${paths.login}?next=%2Fm%2Factivity`);
  });

  it('sends a member to the deposit page', async () => {
    useSessionStore.getState().setSession(member);
    expect(await pressDepositOn(paths.activity)).toBe(paths.voucherCenter);
  });

  it('refuses a trial account for 2 s and stays', async () => {
    useSessionStore.getState().setSession({ ...member, type: 4 });
    expect(await pressDepositOn(paths.activity)).toBe(paths.activity);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      message: 'Please login an actual account to use this function',
      durationMs: 2000,
    });
  });
});
