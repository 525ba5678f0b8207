import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore, useToastStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import { SocialLoginButtons } from './SocialLoginButtons';
import { FACEBOOK_SDK, GOOGLE_SDK } from '../utils/providers';

function flags(whitelabel: Record<string, boolean>) {
  useSystemStatusStore.setState({ status: { info: { whitelabel, register: null } } as never });
}

function configured(value: unknown) {
  return fakeApi((request) =>
    request.url === '/wps/system/socialLogin' ? ok(value) : fail(404, 'NOT_FOUND', 'not_found'),
  );
}

const both = { facebook: { appId: '123' }, google: { clientId: 'abc.apps' } };
const scripts = () => Array.from(document.querySelectorAll('script')).map((s) => s.src);

describe('social login gating', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));

  it('shows each provider only when configured, flagged on and in username mode; no SDK before a click', async () => {
    configured(both);
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    renderAt('/m/login', <SocialLoginButtons usernameMode onDone={() => undefined} />);
    expect(
      await screen.findByRole('button', { name: 'Continue with Facebook' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(scripts()).not.toContain(FACEBOOK_SDK);
    expect(scripts()).not.toContain(GOOGLE_SDK);
  });

  it('nothing when the provider is not configured, even with the flag on', async () => {
    const seen = configured({ facebook: null, google: null });
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    renderAt('/m/login', <SocialLoginButtons usernameMode onDone={() => undefined} />);
    await waitFor(() => expect(seen.length).toBe(1));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('nothing in SMS / mobile mode or with both flags off, and the platform is not even asked', () => {
    const seen = configured(both);
    flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    const first = renderAt(
      '/m/login',
      <SocialLoginButtons usernameMode={false} onDone={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    first.unmount();
    flags({});
    renderAt('/m/login', <SocialLoginButtons usernameMode onDone={() => undefined} />);
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('clicking loads the SDK only then', async () => {
    configured(both);
    flags({ GOOGLELOGIN3: true });
    renderAt('/m/login', <SocialLoginButtons usernameMode onDone={() => undefined} />);
    (await screen.findByRole('button', { name: 'Continue with Google' })).click();
    await waitFor(() => expect(scripts()).toContain(GOOGLE_SDK));
    expect(scripts()).not.toContain(FACEBOOK_SDK);
  });
});

describe('social sign-in with two-step verification', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useToastStore.setState({ toasts: [] });
  });

  it('shows the login’s code step (not a generic message), then signs in with the code', async () => {
    const challenge = 'c'.repeat(43);
    let callback: ((response: { credential: string }) => void) | undefined;
    (window as unknown as { google: unknown }).google = {
      accounts: {
        id: {
          initialize: (options: { callback: typeof callback }) => {
            callback = options.callback;
          },
          prompt: () => callback?.({ credential: 'google-id-token' }),
        },
      },
    };
    const seen = fakeApi((request) => {
      if (request.url === '/wps/system/socialLogin') return ok(both);
      if (request.url === '/wps/session/login/social') {
        return fail(401, 'TWO_FACTOR_REQUIRED', 'two_factor_required', { challenge });
      }
      if (request.url === '/wps/session/login/two-factor') {
        const body = request.body as { code: string; challenge: string };
        return body.code === '123456' && body.challenge === challenge
          ? ok({
              token: 'tok',
              merchantCode: 'M1',
              userName: 'fbuser',
              type: 0,
              firstTimeLogin: false,
            })
          : fail(401, 'TWO_FACTOR_WRONG', 'two_factor_wrong', { remainingTries: 4 });
      }
      if (request.url === '/wps/member/info') {
        return ok({ id: 1, account: 'fbuser', nickname: null, type: 0, clubLabel: null });
      }
      if (request.url === '/wps/wallets/gcs') {
        return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 0 });
      }
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    flags({ GOOGLELOGIN3: true });
    const onDone = jest.fn();
    const user = userEvent.setup();
    renderAt('/m/login', <SocialLoginButtons usernameMode onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    // The SDK "loads" (jsdom fetches nothing): its script element says so.
    await waitFor(() => expect(scripts()).toContain(GOOGLE_SDK));
    document.querySelector(`script[src="${GOOGLE_SDK}"]`)!.dispatchEvent(new Event('load'));

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(seen.find((r) => r.url === '/wps/session/login/social')?.body).toEqual({
      provider: 'GOOGLE',
      token: 'google-id-token',
    });
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('The code is incorrect (4 tries left)')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().session?.token).toBe('tok');
  });

  it('“Back” from the code step shows the sign-in buttons again', async () => {
    fakeApi((request) =>
      request.url === '/wps/system/socialLogin'
        ? ok(both)
        : request.url === '/wps/session/login/social'
          ? fail(401, 'TWO_FACTOR_REQUIRED', 'two_factor_required', { challenge: 'd'.repeat(43) })
          : fail(404, 'NOT_FOUND', 'not_found'),
    );
    flags({ GOOGLELOGIN3: true });
    const user = userEvent.setup();
    renderAt('/m/login', <SocialLoginButtons usernameMode onDone={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await screen.findByRole('heading', { name: 'Two-step verification' });
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });
});
