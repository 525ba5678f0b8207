const { createConfig } = require('@lobby/shared/webpack/create-config.cjs');
const { withStandaloneLocales } = require('./webpack.standalone.cjs');

module.exports = withStandaloneLocales(
  createConfig({
    name: 'promo',
    dir: __dirname,
    port: 3004,
    exposes: { './App': './src/app/App.tsx' },
  }),
);
