// Builds one remote into an immutable, versioned release folder:
//   <RELEASES_DIR>/<remote>/<version>-<content hash>/
//     remoteEntry.js, chunks, mf-manifest.json (+ lobbyRelease), locales/<LNG>/<ns>.json,
//     release.json (the record: version, commit, build time, what it was built against)
// An existing release is never written over: the same content gives the same id and is reused.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { releasesDir, repoRoot } from './paths.mjs';

const requireFromShared = createRequire(path.join(repoRoot, 'shared', 'package.json'));
const { parseImportedNames } = requireFromShared('./webpack/shared-names.cjs');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

function sourceFiles(srcDir) {
  return listFiles(srcDir)
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$|(^|\/)test\//.test(file))
    .map((file) => fs.readFileSync(path.join(srcDir, file), 'utf8'));
}

/** The @lobby/shared names the remote's code imports (values and types apart). */
function sharedImportsOf(sources) {
  const values = new Set();
  const types = new Set();
  for (const source of sources) {
    const found = parseImportedNames(source, '@lobby/shared');
    found.values.forEach((name) => values.add(name));
    found.types.forEach((name) => types.add(name));
  }
  return { values: [...values].sort(), types: [...types].sort() };
}

/** The translation namespaces the remote's code reads ('common' is the site's own). */
function namespacesOf(sources, localesDir) {
  const found = new Set();
  const patterns = [
    /useTranslation\(\s*\[([^\]]*)\]/g,
    /useTranslation\(\s*'([a-z][a-z0-9-]*)'/g,
    /loadNamespaces\(\s*'([a-z][a-z0-9-]*)'/g,
    /\bns:\s*'([a-z][a-z0-9-]*)'/g,
    /\bt\(\s*'([a-z][a-z0-9-]*):/g,
  ];
  for (const source of sources) {
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        for (const name of match[1].matchAll(/([a-z][a-z0-9-]*)/g)) found.add(name[1]);
      }
    }
  }
  found.delete('common');
  return [...found].filter((ns) => fs.existsSync(path.join(localesDir, 'EN', `${ns}.json`))).sort();
}

function gitCommit(dir) {
  const head = spawnSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) return 'unknown (not a git checkout)';
  const dirty = spawnSync('git', ['-C', dir, 'status', '--porcelain', '--', '.'], {
    encoding: 'utf8',
  });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? '-dirty' : ''}`;
}

function runWebpack(sourceDir, outputDir, brand) {
  const cli = path.join(sourceDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: install the workspace first`);
  const args = [cli, '--mode', 'production', '--output-path', outputDir];
  if (brand) args.push('--env', `brand=${brand}`);
  const result = spawnSync(process.execPath, args, {
    cwd: sourceDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`the build of ${sourceDir} failed`);
  }
}

/** Rewrites a text file and the brotli and gzip copies the platform serves instead of it. */
function rewriteWithCopies(file, text) {
  fs.writeFileSync(file, text);
  for (const [suffix, compress] of [
    ['.br', (data) => zlib.brotliCompressSync(data)],
    ['.gz', (data) => zlib.gzipSync(data, { level: 9 })],
  ]) {
    if (fs.existsSync(file + suffix)) fs.writeFileSync(file + suffix, compress(Buffer.from(text)));
  }
}

function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * @param {{ remote: string, sourceDir: string, localesDir: string, brand?: string,
 *   siteTypes?: string[] }} options
 * @returns {{ id: string, dir: string, record: object, reused: boolean }}
 */
export function buildRelease({ remote, sourceDir, localesDir, brand, siteTypes = [] }) {
  const root = path.join(releasesDir(), remote);
  fs.mkdirSync(root, { recursive: true });
  const staging = fs.mkdtempSync(path.join(root, '.staging-'));
  try {
    runWebpack(sourceDir, staging, brand);
    const sources = sourceFiles(path.join(sourceDir, 'src'));
    const namespaces = namespacesOf(sources, localesDir);
    const languages = fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[A-Z]{2,3}$/.test(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const language of languages) {
      for (const ns of namespaces) {
        const from = path.join(localesDir, language, `${ns}.json`);
        if (!fs.existsSync(from)) continue;
        fs.mkdirSync(path.join(staging, 'locales', language), { recursive: true });
        fs.copyFileSync(from, path.join(staging, 'locales', language, `${ns}.json`));
      }
    }
    const id = `${readJson(path.join(sourceDir, 'package.json')).version}-${contentHash(staging)}`;
    const dir = path.join(root, id);
    if (fs.existsSync(dir)) {
      return { id, dir, record: readJson(path.join(dir, 'release.json')), reused: true };
    }

    const imports = sharedImportsOf(sources);
    // names imported without `type` that the site exports as types only are erased at build
    const typeOnly = new Set(siteTypes);
    const sharedImports = imports.values.filter((name) => !typeOnly.has(name));
    const manifestFile = path.join(staging, 'mf-manifest.json');
    const manifest = readJson(manifestFile);
    const version = id.slice(0, id.lastIndexOf('-'));
    const record = {
      remote,
      id,
      version,
      contentHash: id.slice(id.lastIndexOf('-') + 1),
      commit: gitCommit(sourceDir),
      builtAt: new Date().toISOString(),
      brandBuild: brand ?? null,
      shared: (manifest.shared ?? []).map(
        ({ name, version: built, requiredVersion, singleton }) => ({
          name,
          version: built,
          requiredVersion,
          singleton: singleton ?? null, // a manifest leaves it out for prefix shares (react/)
        }),
      ),
      sharedImports,
      namespaces,
      languages,
    };
    manifest.lobbyRelease = { id, version, sharedImports };
    rewriteWithCopies(manifestFile, `${JSON.stringify(manifest)}\n`);
    fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    // the finished folder appears in one step: a release is either there whole or not at all
    fs.renameSync(staging, dir);
    return { id, dir, record, reused: false };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The releases kept for a remote, oldest first. */
export function listReleases(remote) {
  const root = path.join(releasesDir(), remote);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => {
      const file = path.join(root, entry.name, 'release.json');
      return fs.existsSync(file) ? readJson(file) : { id: entry.name, builtAt: '' };
    })
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}

export function readRelease(remote, id) {
  const dir = path.join(releasesDir(), remote, id);
  const file = path.join(dir, 'release.json');
  if (!/^[\w.+-]+$/.test(id) || !fs.existsSync(file)) {
    throw new Error(`no release ${id} of ${remote} in ${path.join(releasesDir(), remote)}`);
  }
  return { dir, record: readJson(file), manifest: readJson(path.join(dir, 'mf-manifest.json')) };
}
