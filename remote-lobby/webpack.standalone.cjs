const path = require('node:path');

const LOCALES_DIR = path.dirname(require.resolve('@lobby/locales/package.json'));

// The standalone dev server fetches translations from /locales like the host does; the shared
// factory serves them for the host only.
function withStandaloneLocales(configFactory) {
  return (env, argv) => {
    const config = configFactory(env, argv);
    config.devServer = {
      ...config.devServer,
      static: [{ directory: LOCALES_DIR, publicPath: '/locales', watch: false }],
    };
    return config;
  };
}

module.exports = { withStandaloneLocales };
