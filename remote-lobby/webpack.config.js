const { createConfig } = require('@lobby/shared/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'lobby',
  dir: __dirname,
  port: 3002,
  exposes: {
    './App': './src/app/App.tsx',
    './HomeLobby': './src/features/games/components/HomeLobby.tsx',
    './HomeExtras': './src/features/home-extras/components/HomeExtras.tsx',
    './Lottery': './src/features/lottery/components/LotteryScreens.tsx',
  },
});
