// The home bench's federation floor, /reference-federation: /reference-stack's script turned
// into a module-federation host (floor/federation/index.mjs + bootstrap.mjs) plus one tiny remote
// ('lobby', exposing floor/federation/floor-greeting.mjs), no app code. It measures what the
// federation runtime costs on top of the stack floor: the host's runtime and share scope, the
// async boundary's chunks, and, after the first render, registering the remote by its
// mf-manifest.json and loading its module (manifest, remoteEntry.js, shared-module negotiation).
// Both are built at bench start with the federation options of shared/webpack/create-config.cjs
// (buildSharedConfig(), 'loaded-first', manifest, the remote on the host's runtime-core through
// externalRuntime) and floor-build.mjs's settings, and served compressed by the front server
// under /floor-federation/host/ and /floor-federation/remote/. The page starts the host as home's
// document does (preload-startup-chunks.cjs' start script: main.js, then its start-up chunks
// preloaded), once the banner's paint is reported (floor-page-html.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressedRoute } from './compressed-route.mjs';
import {
  floorBuildSettings,
  hostRequire,
  readOutput,
  runWebpack,
  sharedRequire,
} from './floor-build.mjs';
import { floorPageHtml } from './floor-page-html.mjs';
import { htmlRoute } from './reference-page.mjs';

export const FEDERATION_FLOOR_PATH = '/reference-federation';
const HOST_BASE = '/floor-federation/host/';
// floor/federation/bootstrap.mjs registers the remote at REMOTE_BASE + 'mf-manifest.json'
const REMOTE_BASE = '/floor-federation/remote/';
const { ModuleFederationPlugin } = hostRequire('@module-federation/enhanced/webpack');
const { buildSharedConfig } = sharedRequire('./webpack/shared-config.cjs');
const { startAppScript, startupFiles } = sharedRequire('./webpack/preload-startup-chunks.cjs');
const CONTENT_TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json' };

/**
 * Builds the host and the remote and returns the page and their files as front-server routes,
 * with the gzip bytes of the host's first-load scripts (main.js and its start-up chunks) and of
 * the remote's files.
 */
export async function buildFederationFloorPage(referenceHtml) {
  const host = await build(hostConfig, (compilation) => startupFiles(compilation, 'main'));
  const remote = await build(remoteConfig, () => []);
  const hostFirstLoad = ['main.js', ...host.startup.filter((file) => file.endsWith('.js'))];
  const start = startAppScript(
    hostFirstLoad.slice(1).map((file) => HOST_BASE + file),
    [`${HOST_BASE}main.js`],
  );
  const routes = {
    [FEDERATION_FLOOR_PATH]: htmlRoute(floorPageHtml(referenceHtml, start)),
    ...filesAsRoutes(HOST_BASE, host.files),
    ...filesAsRoutes(REMOTE_BASE, remote.files),
  };
  const gzip = (files, names) =>
    names.map((name) => ({ name, gzip: gzipSync(files[name]).length }));
  const remoteLoads = remoteFilesLoaded(remote.files);
  return {
    routes,
    path: FEDERATION_FLOOR_PATH,
    hostFirstLoad: gzip(host.files, hostFirstLoad),
    remoteLoaded: gzip(remote.files, remoteLoads),
    remoteUnused: gzip(
      remote.files,
      Object.keys(remote.files).filter(
        (name) => name.endsWith('.js') && !remoteLoads.includes(name),
      ),
    ),
  };
}

/**
 * The remote's files the host reads to load the exposed module, by its mf-manifest.json: the
 * manifest, remoteEntry.js and the module's chunks. The remote's other chunks are its copies of
 * the shared packages, read only where the host provides no version that fits.
 */
function remoteFilesLoaded(files) {
  const manifest = JSON.parse(files['mf-manifest.json']);
  const exposed = manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
  return ['mf-manifest.json', manifest.metaData.remoteEntry.name, ...exposed];
}

/** One production build into a temporary folder: its files and what `inspect` reads of it. */
async function build(config, inspect) {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'lobby-floor-federation-'));
  try {
    const stats = await runWebpack(config(outputDir));
    return { files: readOutput(outputDir), startup: inspect(stats.compilation) };
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

function filesAsRoutes(base, files) {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => Object.hasOwn(CONTENT_TYPES, path.extname(name)))
      .map(([name, body]) => [
        base + name,
        compressedRoute(body, CONTENT_TYPES[path.extname(name)]),
      ]),
  );
}

/**
 * The ModuleFederationPlugin options createConfig gives an app (shared/webpack/create-config.cjs),
 * `remote` adding a remote's: its remoteEntry.js, what it exposes and, as production remotes
 * are built, the host's runtime-core instead of its own copy (externalRuntime).
 */
function federation(name, remote = null) {
  return new ModuleFederationPlugin({
    name,
    filename: remote ? 'remoteEntry.js' : undefined,
    exposes: remote?.exposes,
    remotes: {},
    shared: buildSharedConfig(),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    runtimePlugins: [],
    experiments: {
      optimization: { target: 'web' },
      ...(remote ? { externalRuntime: true } : {}),
    },
  });
}

/** createConfig's output and module ids for an app named `name`. */
function appBuild(name, outputDir) {
  const settings = floorBuildSettings();
  return {
    ...settings,
    output: {
      path: outputDir,
      publicPath: 'auto',
      uniqueName: `lobby_${name}`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
    },
    optimization: { ...settings.optimization, moduleIds: 'deterministic' },
  };
}

function hostConfig(outputDir) {
  const config = appBuild('host', outputDir);
  return {
    ...config,
    entry: { main: './federation/index.mjs' },
    plugins: [...config.plugins, federation('host')],
  };
}

/** The remote: its container (remoteEntry.js) only, as the host loads it. */
function remoteConfig(outputDir) {
  const config = appBuild('lobby', outputDir);
  return {
    ...config,
    entry: {},
    plugins: [
      ...config.plugins,
      federation('lobby', { exposes: { './FloorGreeting': './federation/floor-greeting.mjs' } }),
    ],
  };
}
