import { render, screen, within } from '@testing-library/react';
import type { PayoutAccount } from '@lobby/platform-api/contract';
import { fakeApi, initTestI18n, logInAs, ok, resetStores } from '@lobby/shared/testing';
import { PayoutAccountList } from './PayoutAccountList';

const account = (id: number, sharedWithAnother: boolean): PayoutAccount => ({
  id,
  kind: 'BANK',
  provider: 'Lobby Bank',
  accountNo: `****000${id}`,
  payeeName: 'Demo Member',
  sharedWithAnother,
  createdAt: '2026-01-05T01:00:00.000Z',
});

describe('payout account list', () => {
  beforeAll(() => initTestI18n(['common', 'wallet']));
  beforeEach(() => {
    resetStores();
    logInAs(0);
  });

  it('says which account number another member holds too', async () => {
    fakeApi(() => ok([account(1, false), account(2, true)]));
    render(<PayoutAccountList maxAccounts={3} hasPaymentPassword />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).queryByRole('note')).toBeNull();
    expect(within(items[1]!).getByRole('note')).toHaveTextContent(
      'Another member has added this account number too',
    );
  });
});
