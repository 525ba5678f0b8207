const path = require('node:path');

const LOCALES_DIR = path.dirname(require.resolve('@lobby/locales/package.json'));

// Two local adjustments to the shared factory's config:
// - the standalone dev server fetches translations from /locales like the host does (the
//   factory serves them for the host only);
// - the standalone page is served on deep links (/m/login), so its script URLs are absolute;
// - public/ holds only the standalone index.html, which the copy step skips, so an empty copy
//   is not an error.
function withStandaloneLocales(configFactory) {
  return (env, argv) => {
    const config = configFactory(env, argv);
    config.devServer = {
      ...config.devServer,
      static: [{ directory: LOCALES_DIR, publicPath: '/locales', watch: false }],
    };
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === 'HtmlWebpackPlugin' && config.mode === 'development') {
        plugin.userOptions.publicPath = '/';
        plugin.options.publicPath = '/';
      }
      if (plugin.constructor.name === 'CopyPlugin') {
        plugin.patterns = plugin.patterns.map((pattern) => ({
          ...pattern,
          noErrorOnMissing: true,
        }));
      }
    }
    return config;
  };
}

module.exports = { withStandaloneLocales };
