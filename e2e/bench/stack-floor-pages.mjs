// The home bench's two floor pages: the static reference (reference-page.mjs) plus one script,
// to measure what the design card's stack costs before any of the app's own code runs.
//   /reference-react  react + react-dom rendering the reference's view (floor/react-floor.mjs)
//   /reference-stack  the same with react-router-dom, i18next + react-i18next, zustand and axios
//                     started as the host starts them (floor/stack-floor.mjs)
// The third floor, /reference-federation (the stack floor as a module-federation host loading
// one tiny remote), is federation-floor-page.mjs.
// Both scripts are bundled at bench start with the repo's webpack and the host's settings
// (floor-build.mjs), the packages taken from the host's node_modules (the versions the site
// ships), and served compressed as the platform serves scripts (compressed-route.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotliMax, compressedRoute } from './compressed-route.mjs';
import { bundledVersions, floorBuildSettings, runWebpack } from './floor-build.mjs';
import { floorPageHtml, requestScript } from './floor-page-html.mjs';
import { htmlRoute } from './reference-page.mjs';

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
    routes[pagePath] = htmlRoute(floorPageHtml(referenceHtml, requestScript(scriptPath)));
    routes[scriptPath] = compressedRoute(script);
    pages.push({
      path: pagePath,
      raw: script.length,
      gzip: gzipSync(script).length,
      brotli: brotliMax(script).length,
    });
  }
  return { routes, pages, versions: bundledVersions() };
}

/** One production webpack build of both entries into a temporary folder: path -> script. */
async function bundleFloorScripts() {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'lobby-floor-'));
  try {
    await runWebpack(floorConfig(outputDir));
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

/** Both floor scripts, as single scripts (no module federation: floor-build.mjs's settings). */
function floorConfig(outputDir) {
  return {
    ...floorBuildSettings(),
    entry: Object.fromEntries(
      Object.entries(FLOOR_ENTRIES).map(([pagePath, entry]) => [pagePath.slice(1), entry]),
    ),
    output: { path: outputDir, filename: '[name].js' },
  };
}
