const { createConfig } = require('@lobby/shared/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'auth',
  dir: __dirname,
  port: 3001,
  exposes: { './App': './src/app/App.tsx' },
});
