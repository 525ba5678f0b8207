const { createConfig } = require('@lobby/shared/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'member',
  dir: __dirname,
  port: 3003,
  exposes: { './App': './src/app/App.tsx' },
});
