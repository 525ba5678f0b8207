const { createConfig } = require('@lobby/shared/webpack/create-config.cjs');

module.exports = createConfig({ name: 'host', dir: __dirname, port: 3000, isHost: true });
