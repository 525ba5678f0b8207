import { screen, waitFor } from '@testing-library/react';
import { useSystemStatusStore } from '@lobby/shared';
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
