// The names of @lobby/shared that cross the federation boundary, read from source text: what the
// site's @lobby/shared exports (its barrel, src/index.ts: `export { … } from '…'` lines) and what
// a remote imports from it. The host build writes the first into dist/lobby-shared-exports.json;
// the release command records the second in the release and checks one against the other
// (shared/src/federation/release-compatibility.ts).
const fs = require('node:fs');
const path = require('node:path');

/** `a, type B, c as d` → names, values and types apart; `side` picks the name before or after `as`. */
function bindingsOf(list, wholeIsType, side) {
  const found = { values: [], types: [] };
  for (const raw of list.split(',')) {
    const item = raw.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim();
    if (!item) continue;
    const isType = wholeIsType || item.startsWith('type ');
    const [original, alias] = item
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)
      .map((part) => part.trim());
    const name = side === 'exported' ? (alias ?? original) : original;
    if (name) (isType ? found.types : found.values).push(name);
  }
  return found;
}

const unique = (names) => [...new Set(names)].sort();

/** The names a module's source exports: { values, types }. */
function parseExportedNames(source) {
  const values = [];
  const types = [];
  for (const match of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    const found = bindingsOf(match[2], Boolean(match[1]), 'exported');
    values.push(...found.values);
    types.push(...found.types);
  }
  const declaration =
    /export\s+(?:async\s+)?(function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g;
  for (const match of source.matchAll(declaration)) {
    (match[1] === 'type' || match[1] === 'interface' ? types : values).push(match[2]);
  }
  return { values: unique(values), types: unique(types) };
}

/** The names one source file imports from a module, by that module's exact specifier. */
function parseImportedNames(source, specifier) {
  const values = [];
  const types = [];
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  for (const match of source.matchAll(pattern)) {
    const found = bindingsOf(match[2], Boolean(match[1]), 'local');
    values.push(...found.values);
    types.push(...found.types);
  }
  return { values: unique(values), types: unique(types) };
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The names a source file exports, following its `export * from './…'` lines. */
function exportsOfFile(file, seen = new Set()) {
  if (seen.has(file)) return { values: [], types: [] };
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const own = parseExportedNames(source);
  const values = [...own.values];
  const types = [...own.types];
  for (const match of source.matchAll(
    /export\s+\*\s+(?:as\s+([\w$]+)\s+)?from\s*['"](\.[^'"]+)['"]/g,
  )) {
    if (match[1]) {
      values.push(match[1]);
      continue;
    }
    const base = path.resolve(path.dirname(file), match[2]);
    const target = SOURCE_EXTENSIONS.map((extension) => base + extension).find((candidate) =>
      fs.existsSync(candidate),
    );
    if (!target) throw new Error(`${file}: cannot find ${match[2]}`);
    const more = exportsOfFile(target, seen);
    values.push(...more.values);
    types.push(...more.types);
  }
  return { values: unique(values), types: unique(types) };
}

/** What this checkout's @lobby/shared exports (its main entry), with its version. */
function sharedExports() {
  const { version } = require('../package.json');
  return {
    package: '@lobby/shared',
    version,
    ...exportsOfFile(path.join(__dirname, '..', 'src', 'index.ts')),
  };
}

/** The host build's record of it (dist/lobby-shared-exports.json), for the release command. */
class SharedExportsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'SharedExportsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const text = `${JSON.stringify(sharedExports(), null, 2)}\n`;
          compilation.emitAsset('lobby-shared-exports.json', new RawSource(text));
        },
      );
    });
  }
}

module.exports = {
  parseExportedNames,
  parseImportedNames,
  exportsOfFile,
  sharedExports,
  SharedExportsPlugin,
};
