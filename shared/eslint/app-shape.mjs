// The shape every front-end app keeps (GUIDE.md section 5), as a lint rule so it holds without a
// reviewer. An app (host, remote-*) has in src/ only:
//   index.ts, bootstrap.tsx          the module-federation entry and its async boundary
//   app/                             wiring: App, routes, pages that compose features, app CSS
//   features/<feature>/{api,components,hooks,utils}/   and the feature's CSS beside them
//   api/, components/, hooks/, utils/   what several of the app's features share (no feature's
//                                    code): remote-auth's auth client and form fields, say
//   test/                            helpers for tests only
//   types/                           ambient declarations (*.d.ts)
// Imports keep to these lanes: a feature imports only itself, the app's shared folders,
// @lobby/shared and the contract types; the shared folders import no feature and not app/; nothing imports another app; only tests import test/; an import that leaves its own
// feature (or app/) names the target with the '@/' alias instead of '../../..'.
// @lobby/shared serves every app, so it imports none: no '@lobby/host' or '@lobby/remote-*', no
// path into an app's folder.
import path from 'node:path';

const APP_FOLDER = /^(host|remote-[a-z]+)$/;
const FEATURE_PARTS = new Set(['api', 'components', 'hooks', 'utils']);
const SRC_ENTRIES = new Set(['index.ts', 'bootstrap.tsx']);
const SRC_FOLDERS = new Set([
  'app',
  'features',
  'test',
  'types',
  'api',
  'components',
  'hooks',
  'utils',
]);
/** What several features of one app share: they may not depend on any feature. */
const APP_SHARED = new Set(['api', 'components', 'hooks', 'utils']);
// The lottery rules are browser-safe by design (no Node modules): the lottery page counts
// selections and verifies draws with the very code the platform settles with. The mobile number
// lengths (platform-api/src/contract/phone.ts) are a plain table the register form shares, and
// the obvious payment passwords (contract/payment-password.ts) a plain rule the PIN form shares.
const PACKAGES_AN_APP_MAY_IMPORT = [
  /^@lobby\/shared(\/.*)?$/,
  /^@lobby\/platform-api\/contract$/,
  /^@lobby\/platform-api\/lottery-rules$/,
  /^@lobby\/platform-api\/phone$/,
  /^@lobby\/platform-api\/payment-password$/,
];

/** Where a file sits: its app, its lane (app, feature:<name>, test, types, entry) and problems. */
export function placeOf(file, repoRoot) {
  const relative = path.relative(repoRoot, file).split(path.sep);
  if (relative.length < 3 || !APP_FOLDER.test(relative[0]) || relative[1] !== 'src') return null;
  const [appName, , first, ...rest] = relative;
  const srcDir = path.join(repoRoot, appName, 'src');
  const place = { appName, srcDir, lane: null, problem: null };
  if (rest.length === 0) {
    place.lane = 'entry';
    if (!SRC_ENTRIES.has(first))
      place.problem = `src/ holds only index.ts and bootstrap.tsx and the folders app, features, test, types (found ${first})`;
    return place;
  }
  if (!SRC_FOLDERS.has(first)) {
    place.lane = first;
    place.problem = `src/${first}/ is not part of an app's shape (app, features, test, types, api, components, hooks, utils)`;
    return place;
  }
  if (first !== 'features') {
    place.lane = first;
    if (first === 'types' && !rest.at(-1).endsWith('.d.ts'))
      place.problem = 'src/types/ holds only *.d.ts declarations';
    return place;
  }
  const [feature, part, ...inner] = rest;
  place.lane = `feature:${feature}`;
  place.feature = feature;
  if (inner.length === 0 && part !== undefined && !part.endsWith('.css')) {
    place.problem = `a feature holds only api/, components/, hooks/, utils/ and its CSS (found ${part} in features/${feature}/)`;
  } else if (inner.length > 0 && !FEATURE_PARTS.has(part)) {
    place.problem = `features/${feature}/${part}/ is not one of api, components, hooks, utils`;
  }
  return place;
}

function isTestFile(file) {
  return (
    /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}src${path.sep}test${path.sep}`)
  );
}

/** The file an import names, when it names one of this app's files (relative or '@/'). */
function targetOf(specifier, file, place) {
  if (specifier.startsWith('@/')) return path.join(place.srcDir, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

function laneOf(target, place) {
  const relative = path.relative(place.srcDir, target).split(path.sep);
  if (relative[0] === '..') return null;
  if (relative.length === 1) return 'entry';
  if (relative[0] === 'features') return `feature:${relative[1]}`;
  return relative[0];
}

function checkImport(context, node, specifier, place, repoRoot) {
  const file = context.filename;
  const report = (message) => context.report({ node, message });
  if (specifier.startsWith('@lobby/')) {
    if (!PACKAGES_AN_APP_MAY_IMPORT.some((allowed) => allowed.test(specifier))) {
      report(
        `${place.appName} may import only @lobby/shared, @lobby/platform-api/contract, /lottery-rules, /phone and /payment-password, not ${specifier}`,
      );
    }
    return;
  }
  const target = targetOf(specifier, file, place);
  if (!target) return;
  const targetLane = laneOf(target, place);
  if (targetLane === null) {
    const other = path.relative(repoRoot, target).split(path.sep)[0];
    report(
      `apps do not import each other's files (${other}); what two apps need goes to @lobby/shared`,
    );
    return;
  }
  if (targetLane === 'test' && !isTestFile(file)) {
    report('only tests import src/test/');
    return;
  }
  // index.ts imports bootstrap.tsx (the federation's async boundary); nothing else does
  if (targetLane === 'entry' && place.lane !== 'entry') {
    report('nothing imports the federation entry (index.ts, bootstrap.tsx)');
    return;
  }
  if (APP_SHARED.has(place.lane) && (targetLane.startsWith('feature:') || targetLane === 'app')) {
    report(
      `src/${place.lane}/ holds what features share, so it imports no feature and not src/app/ (found ${targetLane.replace('feature:', 'feature ')})`,
    );
    return;
  }
  if (place.lane.startsWith('feature:') && targetLane !== place.lane) {
    if (targetLane.startsWith('feature:')) {
      report(
        `features do not import each other (${place.lane.slice(8)} → ${targetLane.slice(8)}): compose them in src/app/ or move what both need to @lobby/shared`,
      );
    } else if (targetLane === 'app') {
      report(
        "a feature does not import its app's wiring (src/app/): the app passes what the feature needs",
      );
    }
    return;
  }
  if (specifier.startsWith('.') && targetLane !== place.lane) {
    report(
      `an import that leaves ${place.lane.replace('feature:', 'feature ')} names it from the app's root: '@/${path.relative(place.srcDir, target).split(path.sep).join('/')}'`,
    );
  }
}

/** An app's package name, or a relative path from shared/ that lands in an app's folder. */
function appNamedBy(specifier, file, repoRoot) {
  const named = /^@lobby\/(host|remote-[a-z]+)(\/.*)?$/.exec(specifier);
  if (named) return named[1];
  if (!specifier.startsWith('.')) return null;
  const [top] = path
    .relative(repoRoot, path.resolve(path.dirname(file), specifier))
    .split(path.sep);
  return APP_FOLDER.test(top) ? top : null;
}

/**
 * The visitors that hand `check` the module name of every import, re-export, dynamic import
 * and jest.mock(…) of a file (the string literal node, or null when it is not a literal).
 */
function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    'CallExpression[callee.object.name="jest"][callee.property.name=/^(mock|requireActual|unmock|doMock)$/]':
      (node) => check(node.arguments[0]?.type === 'Literal' ? node.arguments[0] : null),
  };
}

/** A file in shared/ imports no app. */
function checkSharedImport(context, source, repoRoot) {
  const app = appNamedBy(source.value, context.filename, repoRoot);
  if (app)
    context.report({
      node: source,
      message: `@lobby/shared serves every app, so it imports none (found ${app}): move what the app needs here, or keep it in the app`,
    });
}

const isInShared = (file, repoRoot) =>
  path.relative(repoRoot, file).split(path.sep)[0] === 'shared';

export function createAppShapeRule(repoRoot) {
  return {
    meta: {
      type: 'problem',
      docs: {
        description: "Keeps an app's folder shape and the import lanes of GUIDE.md section 5",
      },
      schema: [],
    },
    create(context) {
      const literal = (source) => source && typeof source.value === 'string';
      if (isInShared(context.filename, repoRoot)) {
        return importVisitors((source) => {
          if (literal(source)) checkSharedImport(context, source, repoRoot);
        });
      }
      const place = placeOf(context.filename, repoRoot);
      if (!place) return {};
      return {
        Program(node) {
          if (place.problem)
            context.report({ node, loc: { line: 1, column: 0 }, message: place.problem });
        },
        ...importVisitors((source) => {
          if (literal(source)) checkImport(context, source, source.value, place, repoRoot);
        }),
      };
    },
  };
}
