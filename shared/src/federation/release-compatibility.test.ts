import { satisfy } from '@module-federation/enhanced/runtime';
const { parseExportedNames, parseImportedNames, sharedExports } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS helper
  require('../../webpack/shared-names.cjs') as {
    sharedExports: () => { version: string; values: string[]; types: string[] };
    parseExportedNames: (source: string) => { values: string[]; types: string[] };
    parseImportedNames: (
      source: string,
      specifier: string,
    ) => { values: string[]; types: string[] };
  };
import {
  checkReleaseCompatibility,
  type ServedShared,
  type SharedRequirement,
} from './release-compatibility';

const site: ServedShared[] = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'react-router-dom', version: '7.18.5', singleton: true },
  { name: '@lobby/shared', version: '1.0.0', singleton: true },
  { name: 'qrcode', version: '1.5.4', singleton: false },
];
const exportsOfSite = ['paths', 'useSessionStore', 'RemoteErrorView'];

const need = (
  name: string,
  version: string,
  requiredVersion: string | false,
  singleton = true,
): SharedRequirement => ({ name, version, requiredVersion, singleton });

const check = (shared: SharedRequirement[], sharedImports?: string[]) =>
  checkReleaseCompatibility(
    { release: { shared, sharedImports }, site: { shared: site, sharedExports: exportsOfSite } },
    satisfy,
  );

describe('checkReleaseCompatibility', () => {
  it.each<[string, SharedRequirement[], string[] | undefined, RegExp[]]>([
    ['the same builds', [need('react', '19.3.1', '^19.3.1')], ['paths'], []],
    ['a range the served version satisfies', [need('react', '19.0.0', '^19.0.0')], [], []],
    ['no range at all', [need('react', '19.3.1', false)], [], []],
    ['a package the site does not serve', [need('left-pad', '1.0.0', '^1.0.0')], [], []],
    [
      'a non-singleton of another major (the release loads its own copy)',
      [need('qrcode', '2.0.0', '^2.0.0', false)],
      [],
      [],
    ],
    [
      "React 18 against the site's React 19",
      [need('react', '18.3.1', '^18.3.1')],
      [],
      [
        /^react: the release needs \^18\.3\.1 \(built against 18\.3\.1\), the site serves 19\.3\.1$/,
      ],
    ],
    [
      "@lobby/shared 2 against the site's 1",
      [need('@lobby/shared', '2.0.0', '^2.0.0')],
      [],
      [/^@lobby\/shared: the release needs \^2\.0\.0 .* the site serves 1\.0\.0$/],
    ],
    [
      'a module shared through a prefix, whose manifest entry leaves singleton out',
      [{ name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.0.0' }],
      [],
      [],
    ],
    [
      'a singleton the release would load its own copy of',
      [need('react-router-dom', '7.18.5', '^7.18.5', false)],
      [],
      [/^react-router-dom: the site serves it as one shared copy \(singleton, 7\.18\.5\)/],
    ],
    [
      'a singleton the site does not share as one',
      [need('qrcode', '1.5.4', '^1.5.4', true)],
      [],
      [/^qrcode: the release was built to share one copy/],
    ],
    [
      "a name the site's @lobby/shared does not export",
      [need('@lobby/shared', '1.0.0', '^1.0.0')],
      ['paths', 'formatLoyaltyTier', 'useNewThing'],
      [
        /^@lobby\/shared: the release uses formatLoyaltyTier, useNewThing, which the site's @lobby\/shared 1\.0\.0 does not export$/,
      ],
    ],
    [
      'several problems at once, each named',
      [need('react', '18.3.1', '^18.3.1'), need('@lobby/shared', '2.0.0', '^2.0.0')],
      ['gone'],
      [/^react:/, /^@lobby\/shared: the release needs/, /^@lobby\/shared: the release uses gone/],
    ],
  ])('%s', (_case, shared, imports, expected) => {
    const problems = check(shared, imports);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
  });

  it('skips the names check when the site does not know its exports', () => {
    expect(
      checkReleaseCompatibility(
        {
          release: { shared: [], sharedImports: ['anything'] },
          site: { shared: site, sharedExports: null },
        },
        satisfy,
      ),
    ).toEqual([]);
  });
});

describe('parseExportedNames / parseImportedNames (webpack/shared-names.cjs)', () => {
  it('reads a barrel: values, types, aliases', () => {
    const source = `export { a, b as c, type T } from './x';\nexport type { U, V } from './y';\nexport {\n  d, // the d\n  e,\n} from './z';\nexport function f() {}\nexport const g = 1;\nexport interface I {}`;
    expect(parseExportedNames(source)).toEqual({
      values: ['a', 'c', 'd', 'e', 'f', 'g'],
      types: ['I', 'T', 'U', 'V'],
    });
  });

  it('reads the imports of one module only, by its local names', () => {
    const source = `import { paths, type SessionInfo, x as y } from '@lobby/shared';\nimport type { Z } from '@lobby/shared';\nimport { other } from '@lobby/shared/testing';\nimport {\n  useSessionStore,\n} from "@lobby/shared";`;
    expect(parseImportedNames(source, '@lobby/shared')).toEqual({
      values: ['paths', 'useSessionStore', 'x'],
      types: ['SessionInfo', 'Z'],
    });
  });
});

it("lists the real @lobby/shared's names, through its export * lines", () => {
  const names = sharedExports();
  expect(names.values).toEqual(expect.arrayContaining(['paths', 'BagIcon']));
  expect(names.types).toEqual(expect.arrayContaining(['BrandConfig', 'IconProps']));
  expect(names.values).not.toContain('BrandConfig');
  // A subpath's names (here '@lobby/shared/validation') are bundled into each app, not shared.
  expect(names.values).not.toContain('checkValue');
});
