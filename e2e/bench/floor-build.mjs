// The floor pages' webpack settings and build: the host's settings that shape the stack
// packages' code (shared/webpack/create-config.cjs: production mode, the swc minimizer, the slim
// react-router and react-i18next modules the apps share, axios without its fetch adapter), the
// packages taken from the host's node_modules (the versions the site ships).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../support/environment.mjs';

/** The floor pages' entries (floor/*.mjs, floor/federation/*.mjs). */
export const FLOOR_ENTRIES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor');
export const hostRequire = createRequire(path.join(repoRoot, 'host', 'package.json'));
export const sharedRequire = createRequire(path.join(repoRoot, 'shared', 'package.json'));
export const webpack = hostRequire('webpack');
const { scriptMinimizer } = sharedRequire('./webpack/create-config.cjs');
const { sharedImplAliases } = sharedRequire('./webpack/shared-config.cjs');

/** The versions of the stack packages the floor scripts bundle (resolved through the host). */
export function bundledVersions() {
  const version = (name, from = hostRequire) => from(`${name}/package.json`).version;
  return {
    react: version('react'),
    'react-dom': version('react-dom'),
    'react-router-dom': version('react-router-dom'),
    i18next: version('i18next'),
    'react-i18next': version('react-i18next'),
    zustand: version('zustand'),
    axios: version('axios', sharedRequire),
  };
}

/** Everything of a floor build's webpack configuration but its entries, output and federation. */
export function floorBuildSettings() {
  const sharedWebpack = path.join(repoRoot, 'shared', 'webpack');
  return {
    mode: 'production',
    context: FLOOR_ENTRIES_DIR,
    resolve: {
      extensions: ['.ts', '.mjs', '.js', '.json'],
      // the host's packages first (react, react-dom, the router, i18next, zustand), then
      // @lobby/shared's (axios, which the apps reach through it)
      modules: [
        path.join(repoRoot, 'host', 'node_modules'),
        path.join(repoRoot, 'shared', 'node_modules'),
        'node_modules',
      ],
      alias: {
        ...sharedImplAliases(),
        'react-router-dom$': path.join(sharedWebpack, 'react-router-slim.mjs'),
        'react-i18next$': path.join(sharedWebpack, 'react-i18next-slim.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          use: {
            loader: sharedRequire.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(repoRoot, 'shared', 'tsconfig.json'),
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(sharedWebpack, 'axios-without-fetch-adapter.mjs'),
      ),
    ],
    devtool: false,
    performance: { hints: false },
    optimization: { minimizer: [scriptMinimizer()] },
  };
}

/** Runs one webpack build (or several: an array) and returns its stats, failing on errors. */
export async function runWebpack(config) {
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return stats;
}

/** Every file a build wrote to `dir` (relative name -> content). */
export function readOutput(dir) {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file)];
      }),
  );
}
