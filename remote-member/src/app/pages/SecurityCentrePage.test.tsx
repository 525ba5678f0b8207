import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ActiveSession,
  LoginHistoryEntry,
  SecurityOverview,
} from '@lobby/platform-api/contract';
import { useToastStore } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  type FakeRequest,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { SecurityCentrePage } from './SecurityCentrePage';

const OVERVIEW: SecurityOverview = {
  paymentPasswordSet: false,
  mobile: '+63 917****567',
  email: null,
  payoutAccounts: 1,
  maxPayoutAccounts: 3,
  twoFactorEnabled: false,
  activeSessions: 2,
};

const SESSIONS: ActiveSession[] = [
  {
    id: 7,
    createdAt: '2026-01-05T01:00:00.000Z',
    lastSeenAt: '2026-01-05T02:00:00.000Z',
    ip: '203.0.113.5',
    device: 'Chrome · Android',
    current: true,
  },
  {
    id: 9,
    createdAt: '2026-01-04T01:00:00.000Z',
    lastSeenAt: '2026-01-04T03:00:00.000Z',
    ip: '198.51.100.7',
    device: 'Safari · iOS',
    current: false,
  },
];

const HISTORY: LoginHistoryEntry[] = [
  {
    at: '2026-01-05T01:00:00.000Z',
    ip: '203.0.113.5',
    device: 'Chrome · Android',
    method: 'PASSWORD',
    result: 'SUCCESS',
  },
  {
    at: '2026-01-05T00:59:00.000Z',
    ip: '203.0.113.5',
    device: 'Chrome · Android',
    method: 'PASSWORD',
    result: 'WRONG_PASSWORD',
  },
];

function platform(extra: (request: FakeRequest) => FakeReply | null = () => null) {
  return fakeApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/wps/security/overview') return ok(OVERVIEW);
    if (request.url === '/wps/security/sessions') return ok(SESSIONS);
    if (request.url === '/wps/security/login-history') return ok(HISTORY);
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

describe('security centre', () => {
  beforeAll(() => initTestI18n(['common', 'security', 'wallet']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
  });

  it('sends visitors to login and refuses trial users', () => {
    const { unmount } = renderAt('/m/securityCenter', <SecurityCentrePage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    unmount();
    logInAs(4);
    renderAt('/m/securityCenter', <SecurityCentrePage />);
    expect(useToastStore.getState().toasts[0]?.message).toBe(
      'Please login an actual account to use this function',
    );
  });

  it('lists every section with its state, and each opens its screen', async () => {
    logInAs(0);
    platform();
    const user = userEvent.setup();
    renderAt('/m/securityCenter', <SecurityCentrePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Security center' })).toBeVisible();
    const password = await screen.findByRole('link', { name: /Payment password\s*Not set/ });
    expect(screen.getByRole('link', { name: /Mobile number\s*\+63 917\*\*\*\*567/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /E-mail\s*Not bound/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Payout accounts\s*1 of 3/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Two-step verification\s*Off/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Signed-in devices\s*2 signed in/ })).toBeVisible();
    await user.click(password);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/securityCenter?section=password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment password' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Set a payment password' })).toBeVisible();
  });

  it('ends with the responsible-gaming page, reachable by keyboard', async () => {
    logInAs(0);
    platform();
    const user = userEvent.setup();
    renderAt('/m/securityCenter', <SecurityCentrePage />);
    const entry = await screen.findByRole('link', {
      name: /Responsible gaming\s*Limits and breaks/,
    });
    expect(entry).toHaveAttribute('href', '/m/responsibleGaming');
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.at(-1)).toContainElement(entry);
    entry.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/responsibleGaming');
  });

  it('a failed load offers a retry', async () => {
    logInAs(0);
    let failing = true;
    platform((request) =>
      request.url === '/wps/security/overview' && failing
        ? fail(500, 'INTERNAL', 'unknown_error')
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/securityCenter', <SecurityCentrePage />);
    const retry = await screen.findByRole('button', { name: /retry/i });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: /Payment password/ })).toBeVisible();
  });

  it('signed-in devices: this one is marked, another is signed out after confirming', async () => {
    logInAs(0);
    const seen = platform((request) =>
      request.method === 'DELETE' && request.url === '/wps/security/sessions/9' ? ok(true) : null,
    );
    const user = userEvent.setup();
    renderAt('/m/securityCenter?section=sessions', <SecurityCentrePage />);
    const list = await screen.findByRole('region', { name: 'Devices signed in now' });
    expect(within(list).getByText('This device')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Sign out Safari · iOS' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /OK|Confirm/i }));
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'DELETE' && r.url === '/wps/security/sessions/9')).toBe(
        true,
      ),
    );
    const reloaded = await screen.findByRole('region', { name: 'Devices signed in now' });
    expect(
      within(reloaded).getByRole('button', { name: 'Sign out all other devices' }),
    ).toBeVisible();
  });

  it('login history shows time, result, device, IP address and method', async () => {
    logInAs(0);
    platform();
    renderAt('/m/securityCenter?section=history', <SecurityCentrePage />);
    const card = await screen.findByRole('region', { name: 'Sign-ins of the last 90 days' });
    expect(within(card).getByText('Success')).toBeVisible();
    expect(within(card).getByText('Wrong password')).toBeVisible();
    expect(within(card).getAllByText(/Chrome · Android · 203\.0\.113\.5 · Password/)).toHaveLength(
      2,
    );
  });

  it('two-step verification: QR and key, a first code turns it on, recovery codes shown once', async () => {
    logInAs(0);
    const seen = platform((request) => {
      if (request.url === '/wps/security/two-factor/setup') {
        return ok({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Lobby:demo?secret=JBSWY3DPEHPK3PXP',
          qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        });
      }
      if (request.url === '/wps/security/two-factor/enable') {
        const code = (request.body as { code: string }).code;
        return code === '123456'
          ? ok({ recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] })
          : fail(401, 'TWO_FACTOR_WRONG', 'two_factor_wrong', { remainingTries: 4 });
      }
      return null;
    });
    const user = userEvent.setup();
    renderAt('/m/securityCenter?section=twoFactor', <SecurityCentrePage />);
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeVisible();
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is incorrect or has expired (4 tries left)',
    );
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(2);
    expect(seen.filter((r) => r.url === '/wps/security/two-factor/enable')).toHaveLength(2);
  });

  it('binding an e-mail sends a code to the new address and saves with it', async () => {
    logInAs(0);
    const seen = platform((request) => {
      if (request.url === '/wps/security/contact/code') {
        return ok({
          sentTo: 'n***@example.com',
          expirationTime: Date.now() + 600_000,
          resendAfterSeconds: 60,
        });
      }
      if (request.url === '/wps/security/contact')
        return ok({ ...OVERVIEW, email: 'n***@example.com' });
      return null;
    });
    const user = userEvent.setup();
    renderAt('/m/securityCenter?section=email', <SecurityCentrePage />);
    const form = await screen.findByRole('region', { name: 'Bind an e-mail' });
    await user.type(within(form).getByLabelText('New e-mail'), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('button', { name: /Resend in/ })).toBeDisabled();
    await user.type(within(form).getByLabelText('Code sent to the new address'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url === '/wps/security/contact')?.body).toEqual({
        channel: 'EMAIL',
        email: 'new@example.com',
        code: '654321',
      }),
    );
    // Said where it was done, the fields emptied and the send-code countdown over.
    const said = await screen.findByText(
      'Changes saved: n***@example.com is now bound to your account.',
    );
    expect(said).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('New e-mail')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Resend in/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('payment password by SMS code: the code goes to the bound phone and proves the change', async () => {
    logInAs(0);
    const seen = platform((request) => {
      if (request.url === '/wps/security/code') {
        return ok({
          sentTo: '+63 917****567',
          expirationTime: Date.now() + 600_000,
          resendAfterSeconds: 60,
        });
      }
      if (request.url === '/wps/withdraw/payment-password') return ok(true);
      return null;
    });
    const user = userEvent.setup();
    renderAt('/m/securityCenter?section=password', <SecurityCentrePage />);
    const form = await screen.findByRole('region', { name: 'Set a payment password' });
    await user.click(within(form).getByRole('radio', { name: 'SMS code' }));
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await user.type(within(form).getByLabelText('Verification code'), '112233');
    await user.type(within(form).getByLabelText('Payment password'), '246810');
    await user.type(within(form).getByLabelText('Confirm payment password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Save payment password' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url === '/wps/withdraw/payment-password')?.body).toEqual({
        code: '112233',
        codeChannel: 'SMS',
        newPassword: '246810',
        confirmPassword: '246810',
      }),
    );
    expect(seen.find((r) => r.url === '/wps/security/code')?.body).toEqual({
      channel: 'SMS',
      purpose: 'PAYMENT_PASSWORD',
    });
  });
});
