// The platform API's lanes (issue 30), as a lint rule. Every feature under
// platform-api/src/features/<feature>/ (nested folders, like lottery/platform, belong to their
// top feature) shows other features one file, its index.ts: they import that and nothing inside
// the feature, so what a feature offers is written in one place and the rest may change freely.
// Tests (*.test.ts, *test-helpers.ts, *test-support.ts) may also use another feature's test
// helpers (*test-helpers.ts, *test-support.ts); production code may not. Inside a feature
// anything goes; the route groups that register several features' routes live in the app's
// wiring (src/app.ts, src/route-groups.ts), outside the features, which this rule leaves alone.
import path from 'node:path';

const TEST_HELPERS = /(^|-)test-(helpers|support)\.ts$/;
const isTestCode = (file) => /\.test\.ts$/.test(file) || TEST_HELPERS.test(path.basename(file));

/** The feature a file of platform-api/src/features/ belongs to, and its path inside it. */
function featureOf(file, featuresDir) {
  const relative = path.relative(featuresDir, file).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return null;
  return { feature: relative[0], inner: relative.slice(1).join('/') };
}

export function createServerLanesRule(repoRoot) {
  const featuresDir = path.join(repoRoot, 'platform-api', 'src', 'features');
  return {
    meta: {
      type: 'problem',
      docs: { description: "Server features import each other's index.ts only" },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const own = featureOf(file, featuresDir);
      if (!own) return {};
      const check = (source) => {
        if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const target = featureOf(path.resolve(path.dirname(file), source.value), featuresDir);
        if (!target || target.feature === own.feature) return;
        const inner = target.inner.replace(/\.js$/, '.ts');
        if (inner === 'index.ts') return;
        if (TEST_HELPERS.test(path.basename(inner))) {
          if (!isTestCode(file))
            context.report({
              node: source,
              message: `only tests use another feature's test helpers (${own.feature} → ${target.feature}/${target.inner})`,
            });
          return;
        }
        context.report({
          node: source,
          message: `features import each other only through index.ts (${own.feature} → ${target.feature}/${target.inner}): import '../${target.feature}/index.js', and export what ${own.feature} needs there`,
        });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
      };
    },
  };
}
