// Module-federation `shared` map: one instance of each of these in the browser.
const path = require('node:path');
const { readCatalogVersions, requireCatalogVersion } = require('./catalog-versions.cjs');

const SHARED_PACKAGE = require('../package.json');

// react-router is a dependency of react-router-dom, not of the apps; pnpm does not hoist it, so
// resolve it from here and share it under its own name with the version react-router-dom pins.
function resolveReactRouter() {
  const domDir = path.dirname(require.resolve('react-router-dom/package.json'));
  const routerPackageFile = require.resolve('react-router/package.json', { paths: [domDir] });
  const routerPackage = require(routerPackageFile);
  return { dir: path.dirname(routerPackageFile), version: routerPackage.version };
}

const ROUTER_SLIM = path.join(__dirname, 'react-router-slim.mjs');

const I18NEXT_SLIM = path.join(__dirname, 'react-i18next-slim.mjs');

function resolveReactI18next() {
  const packageFile = require.resolve('react-i18next/package.json');
  return { dir: path.dirname(packageFile), version: require(packageFile).version };
}

/** resolve.alias entries the slim modules import the real packages through. */
function sharedImplAliases() {
  return {
    'lobby-react-router-impl$': path.join(resolveReactRouter().dir, 'dist/production/index.mjs'),
    'lobby-react-i18next-impl': path.join(resolveReactI18next().dir, 'dist/es'),
  };
}

function buildSharedConfig() {
  const catalog = readCatalogVersions();
  const range = (name) => `^${requireCatalogVersion(catalog, name)}`;
  const singleton = (requiredVersion, extra = {}) => ({
    singleton: true,
    requiredVersion,
    ...extra,
  });
  const reactRouter = resolveReactRouter();

  return {
    react: singleton(range('react')),
    'react/': singleton(range('react')),
    'react-dom': singleton(range('react-dom')),
    'react-dom/': singleton(range('react-dom')),
    'react-router': singleton(`^${reactRouter.version}`, {
      import: ROUTER_SLIM,
      version: reactRouter.version,
    }),
    'react-router-dom': singleton(range('react-router-dom'), {
      import: ROUTER_SLIM,
      version: requireCatalogVersion(catalog, 'react-router-dom'),
    }),
    zustand: singleton(range('zustand')),
    'zustand/': singleton(range('zustand')),
    i18next: singleton(range('i18next')),
    'react-i18next': singleton(range('react-i18next'), {
      import: I18NEXT_SLIM,
      version: resolveReactI18next().version,
    }),
    '@lobby/shared': singleton(`^${SHARED_PACKAGE.version}`, { version: SHARED_PACKAGE.version }),
  };
}

module.exports = { buildSharedConfig, sharedImplAliases };
