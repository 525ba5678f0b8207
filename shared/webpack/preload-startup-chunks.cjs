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

class PreloadStartupChunksPlugin {
  constructor({ entryName = 'main', publicPath = '/' } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const tags = startupFiles(compilation, this.entryName).flatMap((file) => {
          const href = this.publicPath + file;
          if (file.endsWith('.css')) {
            // data-href: mini-css-extract's loader finds this link and does not add a second one
            return [
              {
                tagName: 'link',
                voidTag: true,
                attributes: { rel: 'stylesheet', href, 'data-href': file },
              },
            ];
          }
          if (!file.endsWith('.js')) return [];
          // low priority: fetched at once, without competing with the document's own
          // render-critical requests
          return [
            {
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'script', href, fetchpriority: 'low' },
            },
          ];
        });
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupFiles };
