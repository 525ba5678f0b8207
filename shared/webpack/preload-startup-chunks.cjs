// Lets the browser fetch the host's start-up chunks together with main.js instead of after it.
// Behind the async boundary, main.js asks for the bootstrap chunk and the chunks of every shared
// module it provides only once it has downloaded and run: one whole round trip plus main.js'
// download time later. Those chunks are known at build time: the chunk groups of the dynamic
// imports made by modules of the entry chunk (the boundary's import('./bootstrap') and the
// factories of the provided shared modules that this build also consumes).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupChunksPlugin';

function consumedShareKeys(compilation) {
  const keys = new Set();
  for (const module of compilation.modules) {
    if (module.type === 'consume-shared-module' && module.options?.shareKey) {
      keys.add(module.options.shareKey);
    }
  }
  return keys;
}

/** Files (js, css) of the chunks main.js loads at start, in a stable order. */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryChunks = new Set(entrypoint.chunks);
  const consumed = consumedShareKeys(compilation);
  const chunks = new Set();
  for (const entryChunk of entryChunks) {
    for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) {
      if (module.type === 'provide-module' && !consumed.has(module._name)) continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        for (const chunk of group?.chunks ?? []) if (!entryChunks.has(chunk)) chunks.add(chunk);
      }
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files]).sort();
}

/** Preloads inserted per task: each insertion starts a request, ~1-3 ms apiece on a slow phone. */
const PRELOADS_PER_TASK = 3;

/**
 * The inline script that starts the app: the entry scripts, run in order once the document is
 * parsed like the `defer` ones they replace, then preloads of the start-up chunks (inserted by a
 * script rather than as <link> tags, so the page's own early requests are sent first instead of
 * waiting behind these for a connection), a few per task: inserting all of them in one task
 * made it the longest task of home's start-up (12-44 ms measured here; Total Blocking Time).
 * The entry goes first because its download is the longest of the chain; the chunks it asks
 * for once it runs are the ones preloaded, by then in flight. All of it waits for home's first
 * view to paint (window.__LOBBY_AFTER_FIRST_VIEW__ of host/public/index.html; at once where it
 * is missing).
 */
function startAppScript(preloads, entries) {
  return (
    '(function () {' +
    `var preloads = ${JSON.stringify(preloads)}; var entries = ${JSON.stringify(entries)};` +
    'function preloadSome() {' +
    `preloads.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {` +
    "var link = document.createElement('link');" +
    "link.rel = 'preload'; link.as = 'script'; link.href = href; link.fetchPriority = 'low';" +
    'document.head.appendChild(link);});' +
    'if (preloads.length) setTimeout(preloadSome, 0);}' +
    'function run() { entries.forEach(function (src) {' +
    "var script = document.createElement('script'); script.src = src; script.async = false;" +
    'document.head.appendChild(script);}); setTimeout(preloadSome, 0);}' +
    "function start() { if (document.readyState === 'loading') " +
    "document.addEventListener('DOMContentLoaded', run); else run(); }" +
    '(window.__LOBBY_AFTER_FIRST_VIEW__ || function (go) { go(); })(start);' +
    '})();'
  );
}

/** The tags less the <script src> ones, whose sources go to `entries`. */
function withoutEntryScripts(tags, entries) {
  return tags.filter((tag) => {
    const src = tag.tagName === 'script' ? tag.attributes?.src : undefined;
    if (typeof src !== 'string') return true;
    entries.push(src);
    return false;
  });
}

class PreloadStartupChunksPlugin {
  constructor({ entryName = 'main', publicPath = '/' } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const files = startupFiles(compilation, this.entryName);
        const tags = files
          .filter((file) => file.endsWith('.css'))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            // data-href: mini-css-extract's loader finds this link and does not add a second one
            attributes: { rel: 'stylesheet', href: this.publicPath + file, 'data-href': file },
          }));
        const preloads = files
          .filter((file) => file.endsWith('.js'))
          .map((f) => this.publicPath + f);
        // The entry's own <script defer src> tags leave the document: the start-up script adds
        // them (and the chunk preloads), so no script is requested before home's first view.
        const entries = [];
        data.headTags = withoutEntryScripts(data.headTags, entries);
        data.bodyTags = withoutEntryScripts(data.bodyTags, entries);
        if (preloads.length || entries.length) {
          tags.push({
            tagName: 'script',
            voidTag: false,
            attributes: { id: 'start-app' },
            innerHTML: startAppScript(preloads, entries),
          });
        }
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupFiles, startAppScript };
