import { remoteReleasePlugin, servedShared } from './remote-release-plugin';
import { classifyRemoteFailure } from './remote-failure';

const hostOptions = {
  name: 'host',
  shared: {
    react: [{ version: '19.3.1', from: 'host', shareConfig: { singleton: true } }],
    '@lobby/shared': [{ version: '1.0.0', from: 'host', shareConfig: { singleton: true } }],
  },
};

const snapshotArgs = (manifestJson: unknown) =>
  ({
    from: 'manifest',
    manifestUrl: '/remotes/agent/releases/1.0.0-abc/mf-manifest.json',
    manifestJson,
    options: hostOptions,
    moduleInfo: {},
    remoteSnapshot: {},
  }) as never;

const plugin = remoteReleasePlugin(async () => ['paths', 'useSessionStore', 'RemoteErrorView']);
const check = (manifestJson: unknown) =>
  (plugin.loadRemoteSnapshot as (args: unknown) => Promise<unknown>)(snapshotArgs(manifestJson));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('remoteReleasePlugin', () => {
  it('lets a release built against what the page serves through', async () => {
    const manifest = {
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      lobbyRelease: { sharedImports: ['paths', 'useSessionStore'] },
    };
    await expect(check(manifest)).resolves.toMatchObject({ manifestJson: manifest });
  });

  it('refuses a release built against React 18 as outdated, naming package and versions', async () => {
    const refused = check({
      shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true }],
    });
    await expect(refused).rejects.toThrow(/react: the release needs \^18\.3\.1.*serves 19\.3\.1/);
    expect(classifyRemoteFailure(await refused.catch((error: unknown) => error))).toBe('outdated');
  });

  it("refuses a release calling what this page's @lobby/shared does not export", async () => {
    await expect(
      check({ shared: [], lobbyRelease: { sharedImports: ['paths', 'notInThisHost'] } }),
    ).rejects.toThrow(/uses notInThisHost/);
  });

  it('turns a manifest answered 404 into a missing release', async () => {
    const missing = (plugin.afterLoadManifest as (args: unknown) => Promise<void>)({
      manifestUrl: '/remotes/agent/releases/gone/mf-manifest.json',
      response: { status: 404 },
    });
    expect(classifyRemoteFailure(await missing.catch((error: unknown) => error))).toBe('missing');
    await expect(
      (plugin.afterLoadManifest as (args: unknown) => Promise<void>)({
        manifestUrl: '/x',
        response: { status: 200 },
      }),
    ).resolves.toBeUndefined();
  });

  it("reads the page's own copies of the shared modules", () => {
    expect(servedShared(hostOptions.shared, 'host')).toEqual([
      { name: 'react', version: '19.3.1', singleton: true },
      { name: '@lobby/shared', version: '1.0.0', singleton: true },
    ]);
  });
});
