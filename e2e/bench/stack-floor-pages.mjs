// The home bench's two floor pages: the static reference (reference-page.mjs) plus one script,
// to measure what the design card's stack costs before any of the app's own code runs.
//   /reference-react  react + react-dom rendering the reference's view (floor/react-floor.mjs)
//   /reference-stack  the same with react-router-dom, i18next + react-i18next, zustand and axios
//                     started as the host starts them (floor/stack-floor.mjs)
// Both scripts are bundled at bench start with the repo's webpack, the packages taken from the
// host's node_modules (the versions the site ships), minified with the site's minimizer, and
// served compressed as the platform serves scripts (@fastify/compress: brotli quality 4 when
// the browser accepts it, else gzip).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { repoRoot } from '../support/environment.mjs';
import { htmlRoute } from './reference-page.mjs';

const ENTRIES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor');
const hostRequire = createRequire(path.join(repoRoot, 'host', 'package.json'));
const sharedRequire = createRequire(path.join(repoRoot, 'shared', 'package.json'));
const webpack = hostRequire('webpack');
const { scriptMinimizer } = sharedRequire('./webpack/create-config.cjs');
const { sharedImplAliases } = sharedRequire('./webpack/shared-config.cjs');

/** Floor page path -> its entry; the script is served at the page's path + '.js'. */
const FLOOR_ENTRIES = {
  '/reference-react': './react-floor.mjs',
  '/reference-stack': './stack-floor.mjs',
};

/**
 * Builds the two floor pages from the reference page's HTML: each page and its script as
 * front-server routes (path -> handler), and per page the script's bytes and the versions bundled.
 */
export async function buildFloorPages(referenceHtml) {
  const scripts = await bundleFloorScripts();
  const routes = {};
  const pages = [];
  for (const [pagePath, script] of Object.entries(scripts)) {
    const scriptPath = `${pagePath}.js`;
    // the page is served as /reference is, so the script is the one difference between them
    routes[pagePath] = htmlRoute(withScript(referenceHtml, scriptPath));
    routes[scriptPath] = scriptRoute(script);
    pages.push({
      path: pagePath,
      raw: script.length,
      gzip: gzipSync(script).length,
      brotli: brotliQuality4(script).length,
    });
  }
  return { routes, pages, versions: bundledVersions() };
}

/** The versions of the stack packages the floor scripts bundle (resolved through the host). */
function bundledVersions() {
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

/**
 * The script is requested once the first view's largest paint (the banner) has been reported,
 * at most 1 s after the start, as home's document holds its app until the first banner has
 * painted (host/public/index.html's first-view gate). Why the LCP entry and not the gate's
 * image load + frame: a frame callback can run before the paint's presentation time, and
 * Lighthouse's simulation then counts the script's download in LCP (measured: the react floor's
 * LCP at ~1.65 s in 4 of 5 runs against ~0.93 s). A script run before that paint would count in
 * FCP and LCP and not in TBT, hiding the very cost this page measures.
 */
function withScript(referenceHtml, scriptPath) {
  const loader = `<script>(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = ${JSON.stringify(scriptPath)};
    document.head.appendChild(script);
  }
  setTimeout(start, 1000);
  new PerformanceObserver(function (list) {
    var banner = list.getEntries().some(function (entry) {
      return entry.element && entry.element.closest('.host-banner');
    });
    if (banner) setTimeout(start, 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();</script>`;
  return referenceHtml
    .replace('<title>Lobby (static reference)</title>', '<title>Lobby (floor)</title>')
    .replace('</head>', `${loader}</head>`);
}

/** Answers one script, compressed as the platform compresses scripts (brotli, else gzip). */
function scriptRoute(script) {
  const encoded = { br: brotliQuality4(script), gzip: gzipSync(script) };
  return (incoming, outgoing) => {
    const accepted = String(incoming.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((name) => accepted.includes(name));
    const headers = {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    outgoing.writeHead(200, headers);
    outgoing.end(encoding ? encoded[encoding] : script);
  };
}

/** Brotli at the quality platform-api/src/app.ts gives @fastify/compress. */
function brotliQuality4(buffer) {
  return brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
}

/** One production webpack build of both entries into a temporary folder: path -> script. */
async function bundleFloorScripts() {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'lobby-floor-'));
  try {
    const stats = await new Promise((resolve, reject) =>
      webpack(floorConfig(outputDir), (error, result) => (error ? reject(error) : resolve(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    return Object.fromEntries(
      Object.keys(FLOOR_ENTRIES).map((pagePath) => [
        pagePath,
        readFileSync(path.join(outputDir, `${pagePath.slice(1)}.js`)),
      ]),
    );
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

/**
 * The host's build settings that shape these packages' code (shared/webpack/create-config.cjs):
 * production mode, the swc minimizer, the slim react-router and react-i18next modules the apps
 * share, axios without its fetch adapter. No module federation: a single script.
 */
function floorConfig(outputDir) {
  const sharedWebpack = path.join(repoRoot, 'shared', 'webpack');
  return {
    mode: 'production',
    context: ENTRIES,
    entry: Object.fromEntries(
      Object.entries(FLOOR_ENTRIES).map(([pagePath, entry]) => [pagePath.slice(1), entry]),
    ),
    output: { path: outputDir, filename: '[name].js' },
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
