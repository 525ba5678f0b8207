import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@lobby/shared/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from '../utils/remote-fallback-plugin';
import { registerBrandRemotes, setRemoteRetryDelays } from '../utils/remote-registry';
import { RemoteMissingError, RemoteOutdatedError } from '../utils/remote-failure';
import { RemoteView } from './RemoteView';

const renderAt = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const brand = {
  brand: 'standard',
  apiBaseUrl: '',
  remotes: {
    auth: '/remotes/auth/mf-manifest.json',
    lobby: '/remotes/lobby/mf-manifest.json',
    member: '/remotes/member/mf-manifest.json',
    promo: '/remotes/promo/mf-manifest.json',
    agent: '/remotes/agent/gold/mf-manifest.json',
  },
};

const PromoApp = () => <h1>Promotions</h1>;
const networkError = () =>
  new Error('[ Federation Runtime ]: RUNTIME-003 Failed to fetch manifest');

let fallback: unknown;

beforeAll(async () => {
  await initTestI18n(['common']);
  setRemoteRetryDelays([0, 0]);
  const plugin = remoteFallbackPlugin();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fallback = await plugin.errorLoadRemote!({
    id: 'promo/App',
    error: networkError(),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
  });
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  registerBrandRemotes(brand);
  mockedRegisterRemotes.mockClear();
});

describe('remote loading', () => {
  it('registers every remote of the brand config with its absolute manifest URL', () => {
    registerBrandRemotes(brand);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'agent', entry: 'http://localhost/remotes/agent/gold/mf-manifest.json' },
      ]),
      { force: true },
    );
  });

  it('renders the remote once loaded', async () => {
    mockedLoadRemote.mockResolvedValue({ default: PromoApp });
    render(<RemoteView name="promo" />);
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('promo/App');
  });

  it('retries a network failure by itself before showing anything', async () => {
    mockedLoadRemote.mockRejectedValueOnce(networkError()).mockResolvedValue({ default: PromoApp });
    render(<RemoteView name="promo" />);
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'promo', entry: 'http://localhost/remotes/promo/mf-manifest.json' }],
      { force: true },
    );
  });

  it('shows the localized error with Retry when the remote stays down, and Retry recovers', async () => {
    mockedLoadRemote.mockRejectedValue(networkError());
    render(<RemoteView name="promo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not load');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);

    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockResolvedValue({ default: PromoApp });
    mockedRegisterRemotes.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'promo', entry: 'http://localhost/remotes/promo/mf-manifest.json' }],
      { force: true },
    );
  });

  it("shows the runtime plugin's fallback component, whose Retry loads again", async () => {
    mockedLoadRemote.mockResolvedValue(fallback);
    render(<RemoteView name="promo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not load');
    mockedLoadRemote.mockResolvedValue({ default: PromoApp });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
  });

  it('shows a crash as "needs an update" with the way home and no Retry loop', async () => {
    const Fragile = () => {
      throw new Error('boom');
    };
    mockedLoadRemote.mockResolvedValue({ default: Fragile });
    const onFailure = jest.fn();
    renderAt(
      <div>
        <nav>shell</nav>
        <RemoteView name="member" onFailure={onFailure} />
      </div>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the site needs an update',
    );
    expect(screen.getByText('shell')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
    expect(onFailure).toHaveBeenLastCalledWith('outdated');
  });

  it('tells a missing release (404) apart: customer service and home, loaded once', async () => {
    mockedLoadRemote.mockRejectedValue(
      new Error(
        `[ Federation Runtime ]: RUNTIME-003 ${String(new RemoteMissingError('/remotes/agent/x/mf-manifest.json'))}`,
      ),
    );
    const onFailure = jest.fn();
    renderAt(<RemoteView name="agent" onFailure={onFailure} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is not available');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(onFailure).toHaveBeenLastCalledWith('missing');
  });

  it('shows a release that cannot run with this host (the check refused it) as needing an update', async () => {
    mockedLoadRemote.mockResolvedValue(
      await remoteFallbackPlugin().errorLoadRemote!({
        id: 'agent/App',
        error: new RemoteOutdatedError(['react: needs ^18.3.1, this site serves 19.3.1']),
        from: 'runtime',
        lifecycle: 'onLoad',
        origin: {} as never,
      }),
    );
    renderAt(<RemoteView name="agent" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the site needs an update',
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('tells the shell when a network failure recovers', async () => {
    mockedLoadRemote.mockRejectedValue(networkError());
    const onFailure = jest.fn();
    renderAt(<RemoteView name="promo" onFailure={onFailure} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onFailure).toHaveBeenLastCalledWith('network');
    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockResolvedValue({ default: PromoApp });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(onFailure).toHaveBeenLastCalledWith(null);
  });
});

describe('remoteFallbackPlugin', () => {
  it('gives a fallback only at the onLoad stage', async () => {
    const plugin = remoteFallbackPlugin();
    const args = { id: 'x', error: new Error('x'), from: 'runtime' as const, origin: {} as never };
    expect(await plugin.errorLoadRemote!({ ...args, lifecycle: 'afterResolve' })).toBeUndefined();
    expect(fallback).toEqual(expect.objectContaining({ default: expect.any(Function) }));
  });
});
