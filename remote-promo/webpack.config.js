const { createConfig } = require('@lobby/shared/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'promo',
  dir: __dirname,
  port: 3004,
  exposes: { './App': './src/app/App.tsx' },
});
